import { errorMessage, Price } from '@museum/shared';
import { type CartItem, cartNeedsShipping, cartTax, cartTotals } from '@museum/shared/domain';
import { isApiErrorCode } from '@museum/shared/wire';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../lib/use-message-text';
import styles from './cart.module.css';

interface OrderSummaryProps {
  items: readonly CartItem[];
  shippingCosts: number | null;
  /** The API's code when it has no cost for the country (SPEC §8 "shown as shipping cost error"). */
  shippingError: string | null;
  shippingPending: boolean;
}

/**
 * SPEC §5 totals: the lines, shipping where goods are sent, the voucher codes' discount, the total (never
 * below zero) and the tax it includes (SPEC §9).
 */
export function OrderSummary({ items, shippingCosts, shippingError, shippingPending }: OrderSummaryProps) {
  const { t } = useTranslation('checkout');
  const text = useMessageText();
  const totals = cartTotals(items, shippingCosts);
  const shipped = cartNeedsShipping(items);
  let shipping: ReactNode = null;
  if (shipped) {
    if (shippingPending) shipping = t('summary.shippingPending');
    else if (shippingError)
      shipping = (
        <span className={styles.summaryError}>
          {text(errorMessage(isApiErrorCode(shippingError) ? shippingError : 'UNKNOWN'))}
        </span>
      );
    else if (shippingCosts === null) shipping = t('summary.shippingUnknown');
    else shipping = <Price cents={shippingCosts} />;
  }
  return (
    <section aria-labelledby="checkout-summary" className={styles.summary}>
      <h2 id="checkout-summary" className={styles.sectionTitle}>
        {t('summary.title')}
      </h2>
      <dl className={styles.summaryList}>
        <div>
          <dt>{t('summary.subtotal')}</dt>
          <dd>
            <Price cents={totals.subtotal} />
          </dd>
        </div>
        {shipped && (
          <div>
            <dt>{t('summary.shipping')}</dt>
            <dd data-testid="shipping-costs" aria-live="polite">
              {shipping}
            </dd>
          </div>
        )}
        {totals.discount !== 0 && (
          <div>
            <dt>{t('summary.discount')}</dt>
            <dd>
              <Price cents={totals.discount} />
            </dd>
          </div>
        )}
        <div className={styles.totalRow}>
          <dt>{t('cart.total')}</dt>
          <dd>
            <span data-testid="cart-total">
              <Price cents={totals.total} />
            </span>
          </dd>
        </div>
        <div className={styles.taxRow}>
          <dt>{t('summary.taxIncluded')}</dt>
          <dd>
            <Price cents={cartTax(items)} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
