import { Button, Price, QuantityStepper, Spinner, useCartStore } from '@museum/shared';
import { trackQuantityChange, trackRemoveFromCart } from '@museum/shared/analytics';
import {
  type CartItem,
  canMoveToAnotherSlot,
  hasAdjustableQuantity,
  itemQuantity,
  lineLimitInCart,
  lineTax,
  MAX_LINE_COUNT,
  type PaymentRefusal,
} from '@museum/shared/domain';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './cart.module.css';
import { LineDetails } from './line-details';
import { LineRefusal } from './line-refusal';

interface CartLineProps {
  item: CartItem;
  /** The API's refusal when it names this line (SPEC §8 "initPayment 422: error shown on cart"). */
  refusal: PaymentRefusal | null;
  /** Field errors the API answered for this line. */
  fieldCodes: readonly string[];
  /** The shop cannot send this line (an old saved cart). */
  unprepared: boolean;
  /** The cart changed because of this line (quantity): older refusals no longer apply. */
  onChanged: () => void;
  /** The line was removed: the table moves the focus on (its button is gone). */
  onRemoved: () => void;
  /**
   * The line went to another time (`HH:mm`): into `lineId`, itself or the line of that time it joined. The
   * table keeps the focus there (its button went with the refusal) and that line says where it went; for the
   * table a move is also a change (older refusals no longer apply).
   */
  onMoved: (lineId: string, time: string) => void;
  /** This line is where the last move went: the time, said in the line. */
  movedTo: string | null;
}

/** One line of the cart: name and what identifies it, quantity, unit price, tax, line total, remove. */
export function CartLine(props: CartLineProps) {
  const { item, refusal, fieldCodes, unprepared, onChanged, onRemoved, onMoved, movedTo } = props;
  const { t } = useTranslation('checkout');
  const removeItem = useCartStore((state) => state.removeItem);
  const setLineCount = useCartStore((state) => state.setLineCount);
  const quantity = itemQuantity(item);
  // What this line may reach, the other lines of its time slot counted (a ticket's places are shared).
  const limit = useCartStore((state) => lineLimitInCart(item, state.form));
  const errorId = `line-${item.lineId}-error`;
  const hasError = refusal !== null || fieldCodes.length > 0 || unprepared;

  const remove = () => {
    removeItem(item.lineId);
    trackRemoveFromCart(item);
    onChanged();
    onRemoved();
  };
  /** A typed quantity above what the line may hold: lowered, and said so (it used to happen silently). */
  const [capped, setCapped] = useState(false);
  const cappedId = `line-${item.lineId}-capped`;
  const changeCount = (count: number) => {
    const bounded = Math.max(1, Math.min(count, limit));
    setCapped(count > limit);
    if (bounded === quantity) return;
    setLineCount(item.lineId, bounded);
    trackQuantityChange(item, quantity, bounded);
    onChanged();
  };

  return (
    <tr className={hasError ? styles.refusedRow : undefined} data-line-id={item.lineId}>
      <th scope="row" className={styles.name}>
        {item.name}
      </th>
      <td className={styles.detailsCell}>
        <LineDetails item={item} />
        {hasError && (
          <LineRefusal
            id={errorId}
            item={item}
            refusal={refusal}
            fieldCodes={fieldCodes}
            unprepared={unprepared}
            onMoved={onMoved}
          />
        )}
        {canMoveToAnotherSlot(item) && (
          <p role="status" className={styles.quantityHint}>
            {movedTo !== null && !hasError ? t('refusal.moved', { time: movedTo }) : null}
          </p>
        )}
      </td>
      <td className={styles.quantityCell}>
        {hasAdjustableQuantity(item) ? (
          <Suspense fallback={<Spinner />}>
            <QuantityStepper
              label={t('cart.quantity')}
              value={quantity}
              min={1}
              max={limit}
              onChange={changeCount}
              decreaseLabel={t('cart.fewer', { name: item.name })}
              increaseLabel={t('cart.more', { name: item.name })}
              describedBy={capped ? cappedId : undefined}
            />
            <p id={cappedId} className={styles.quantityHint} role="status">
              {capped
                ? limit === MAX_LINE_COUNT
                  ? t('cart.quantityMax', { max: limit })
                  : t('cart.quantityCapped', { count: limit })
                : null}
            </p>
          </Suspense>
        ) : (
          <>
            <span className={styles.cellLabel} aria-hidden="true">
              {t('cart.quantity')}
            </span>
            <span>{quantity}</span>
          </>
        )}
      </td>
      <td className={styles.number}>
        <span className={styles.cellLabel} aria-hidden="true">
          {t('cart.unitPrice')}
        </span>
        <Price cents={quantity > 0 ? Math.round(item.totalPrice / quantity) : item.price} />
      </td>
      <td className={styles.number}>
        <span className={styles.cellLabel} aria-hidden="true">
          {t('cart.tax')}
        </span>
        <Price cents={lineTax(item)} />
      </td>
      <td className={`${styles.number} ${styles.lineTotal}`}>
        <span className={styles.cellLabel} aria-hidden="true">
          {t('cart.lineTotal')}
        </span>
        <Price cents={item.type === 'voucherCode' ? item.discount : item.totalPrice} />
      </td>
      <td className={styles.removeCell}>
        <Button
          variant="quiet"
          onClick={remove}
          aria-label={t('cart.removeItem', { name: item.name })}
          data-remove=""
        >
          {t('common:actions.remove')}
        </Button>
      </td>
    </tr>
  );
}
