import {
  ApiError,
  Button,
  buttonClassName,
  describeApiError,
  errorMessage,
  href,
  Notice,
  PageTitle,
  Spinner,
  useCartStore,
  useLanguage,
  useRequest,
} from '@museum/shared';
import { trackRemoveFromCart } from '@museum/shared/analytics';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckoutProgress } from '../../../components/checkout-progress';
import { focusPageTitle } from '../../../lib/focus-page-title';
import { useMessageText } from '../../../lib/use-message-text';
import { cancelPayment } from '../api/cancel-payment';
import { usePaymentReturn } from '../hooks/use-payment-return';
import styles from './payment-result.module.css';

/**
 * SPEC §2 `checkout/canceled`: the cart of the cancelled payment is closed on the API (checkout/cancel; true
 * clears the cart id, 410 means it is gone already), then the visitor chooses: keep the basket or empty it.
 */
export function CanceledPage() {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const text = useMessageText();
  const payment = usePaymentReturn();
  const hasItems = useCartStore((state) => state.form.length > 0);
  const [cleared, setCleared] = useState(false);
  const cancel = useRequest(
    payment ? `cancel:${payment.cartId}` : null,
    (signal) => cancelPayment(payment as NonNullable<typeof payment>, signal),
    () => {
      if (!payment?.order) useCartStore.getState().setCartId(null);
    },
  );
  const gone = cancel.status === 'failed' && cancel.error instanceof ApiError && cancel.error.status === 410;

  const clear = () => {
    for (const item of useCartStore.getState().form) trackRemoveFromCart(item);
    useCartStore.getState().clearCart();
    setCleared(true);
    // WCAG 2.4.3: the button goes away with the choice; the page's title takes the focus.
    focusPageTitle();
  };

  return (
    <section className={styles.page}>
      <PageTitle>{t('canceled.title')}</PageTitle>
      <CheckoutProgress current="payment" />
      {cancel.status === 'loading' && <Spinner label={t('canceled.cancelling')} />}
      {cancel.status !== 'loading' && <p>{t('canceled.text')}</p>}
      {gone && <Notice tone="warning">{text(errorMessage('CART_GONE'))}</Notice>}
      {cancel.status === 'failed' && !gone && (
        <Notice
          tone="danger"
          actions={
            <Button variant="secondary" onClick={cancel.retry}>
              {t('retry')}
            </Button>
          }
        >
          {text(describeApiError(cancel.error))}
        </Notice>
      )}
      {payment?.order ? (
        <Link
          to={href('orderReview', { id: payment.order }, language)}
          className={buttonClassName('secondary')}
        >
          {t('canceled.backToOrder')}
        </Link>
      ) : cleared || !hasItems ? (
        <div className={styles.choice}>
          <p role="status">{t('canceled.cleared')}</p>
          <Link to={href('home', {}, language)} className={buttonClassName('secondary')}>
            {t('cart.continueShopping')}
          </Link>
        </div>
      ) : (
        <section aria-labelledby="canceled-choice" className={styles.choice}>
          <h2 id="canceled-choice" className={styles.sectionTitle}>
            {t('canceled.question')}
          </h2>
          <div className={styles.actions}>
            <Link to={href('checkout', {}, language)} className={buttonClassName('primary')}>
              {t('canceled.keep')}
            </Link>
            <Button variant="secondary" onClick={clear}>
              {t('canceled.clear')}
            </Button>
          </div>
        </section>
      )}
    </section>
  );
}
