import { Button, useCartStore, VisuallyHidden } from '@museum/shared';
import { trackRemoveFromCart } from '@museum/shared/analytics';
import { type CartItem, computeVoucherDiscounts, type PaymentRefusal } from '@museum/shared/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusPageTitle } from '../../../lib/focus-page-title';
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
  const clearRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const lines = computeVoucherDiscounts(items, shippingCosts);
  // WCAG 2.4.3: a button that goes away takes the focus with it to the page's start; it goes on instead.
  const [focusAfter, setFocusAfter] = useState<{ row: number } | 'clear' | null>(null);
  // The last move to another time: the line it went into keeps the focus and says so, until the next change.
  const [moved, setMoved] = useState<{ lineId: string; time: string } | null>(null);
  useEffect(() => {
    if (!moved) return;
    const rows = tableRef.current?.querySelectorAll<HTMLTableRowElement>('tbody tr') ?? [];
    [...rows]
      .find((row) => row.dataset.lineId === moved.lineId)
      ?.querySelector<HTMLElement>('[data-remove]')
      ?.focus();
  }, [moved]);
  const lineChanged = () => {
    setMoved(null);
    onChanged();
  };

  useEffect(() => {
    if (confirming) confirmRef.current?.querySelector('button')?.focus();
  }, [confirming]);

  useEffect(() => {
    if (focusAfter === null) return;
    setFocusAfter(null);
    if (focusAfter === 'clear') {
      clearRef.current?.querySelector('button')?.focus();
      return;
    }
    // The next line's remove button (the one that moved up into its place), else the last one's.
    const buttons = tableRef.current?.querySelectorAll<HTMLButtonElement>('tbody [data-remove]') ?? [];
    buttons[Math.min(focusAfter.row, buttons.length - 1)]?.focus();
  }, [focusAfter]);

  const clear = () => {
    for (const item of items) trackRemoveFromCart(item);
    useCartStore.getState().clearCart();
    onChanged();
    focusPageTitle();
  };

  const removed = (row: number) => {
    // The last line gone, the table goes with it: the page's title takes the focus.
    if (items.length <= 1) focusPageTitle();
    else setFocusAfter({ row });
  };

  return (
    <>
      <table ref={tableRef} className={styles.table} data-testid="cart">
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
          {lines.map((item, row) => (
            <CartLine
              key={item.lineId}
              item={item}
              refusal={refusal?.lineId === item.lineId ? refusal : null}
              fieldCodes={refusal?.lineFields[item.lineId] ?? []}
              unprepared={unprepared.includes(item.lineId)}
              onChanged={lineChanged}
              onRemoved={() => removed(row)}
              onMoved={(lineId, time) => {
                onChanged();
                setMoved({ lineId, time });
              }}
              movedTo={moved?.lineId === item.lineId ? moved.time : null}
            />
          ))}
        </tbody>
      </table>
      <div ref={clearRef} className={styles.clear}>
        {confirming ? (
          <div ref={confirmRef} className={styles.clearConfirm}>
            <p>{t('cart.clearQuestion')}</p>
            <Button variant="secondary" onClick={clear}>
              {t('cart.clearConfirm')}
            </Button>
            <Button
              variant="quiet"
              onClick={() => {
                setConfirming(false);
                setFocusAfter('clear');
              }}
            >
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
