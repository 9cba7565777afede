import { Button, useCartStore, VisuallyHidden } from '@museum/shared';
import { trackRemoveFromCart } from '@museum/shared/analytics';
import { type CartItem, computeVoucherDiscounts, type PaymentRefusal } from '@museum/shared/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './cart.module.css';
import { CartLine } from './cart-line';

interface CartTableProps {
  items: readonly CartItem[];
  shippingCosts: number | null;
  refusal: PaymentRefusal | null;
  unprepared: readonly string[];
  onChanged: () => void;
}

/**
 * SPEC §2 "Checkout": the cart's lines (voucher codes with what they pay and what is left, SPEC §4), and
 * emptying the cart after a confirmation. A table on wide screens, one block per line on narrow ones.
 */
export function CartTable({ items, shippingCosts, refusal, unprepared, onChanged }: CartTableProps) {
  const { t } = useTranslation('checkout');
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const lines = computeVoucherDiscounts(items, shippingCosts);

  useEffect(() => {
    if (confirming) confirmRef.current?.querySelector('button')?.focus();
  }, [confirming]);

  const clear = () => {
    for (const item of items) trackRemoveFromCart(item);
    useCartStore.getState().clearCart();
    onChanged();
  };

  return (
    <>
      <table className={styles.table} data-testid="cart">
        <caption>
          <VisuallyHidden>{t('cart.caption')}</VisuallyHidden>
        </caption>
        <thead className={styles.head}>
          <tr>
            <th scope="col">{t('cart.item')}</th>
            <th scope="col">{t('cart.details')}</th>
            <th scope="col">{t('cart.quantity')}</th>
            <th scope="col" className={styles.number}>
              {t('cart.unitPrice')}
            </th>
            <th scope="col" className={styles.number}>
              {t('cart.tax')}
            </th>
            <th scope="col" className={styles.number}>
              {t('cart.lineTotal')}
            </th>
            <th scope="col">
              <VisuallyHidden>{t('cart.actions')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((item) => (
            <CartLine
              key={item.lineId}
              item={item}
              refusal={refusal?.lineId === item.lineId ? refusal : null}
              fieldCodes={refusal?.lineFields[item.lineId] ?? []}
              unprepared={unprepared.includes(item.lineId)}
              onChanged={onChanged}
            />
          ))}
        </tbody>
      </table>
      <div className={styles.clear}>
        {confirming ? (
          <div ref={confirmRef} className={styles.clearConfirm}>
            <p>{t('cart.clearQuestion')}</p>
            <Button variant="secondary" onClick={clear}>
              {t('cart.clearConfirm')}
            </Button>
            <Button variant="quiet" onClick={() => setConfirming(false)}>
              {t('cart.clearKeep')}
            </Button>
          </div>
        ) : (
          <Button variant="quiet" onClick={() => setConfirming(true)}>
            {t('cart.clear')}
          </Button>
        )}
      </div>
    </>
  );
}
