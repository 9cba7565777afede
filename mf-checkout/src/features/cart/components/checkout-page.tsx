import {
  buttonClassName,
  errorMessage,
  href,
  Notice,
  PageTitle,
  type RouteName,
  useCartStore,
  useConfigStore,
  useLanguage,
  useLocale,
} from '@museum/shared';
import { trackCheckout } from '@museum/shared/analytics';
import {
  cartNeedsShipping,
  cartSendsPassesToHolders,
  checkoutStepNumber,
  currentCheckoutStep,
  EMPTY_PAYMENT_FORM,
  formatCountry,
  offeredPaymentTypes,
  type PaymentForm,
  shippingDestination,
} from '@museum/shared/domain';
import { RetryButton } from '@museum/shared/route-code';
import { VoucherCodeForm } from '@museum/shared/voucher-code';
import { isApiErrorCode } from '@museum/shared/wire';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useLocation } from 'react-router';
import { CheckoutProgress } from '../../../components/checkout-progress';
import { failedPaymentRefusal, readFailedPayment } from '../../../lib/failed-payment';
import { useMessageText } from '../../../lib/use-message-text';
import { useCustomer, useSignedIn } from '../../../lib/use-signed-in';
import { usePayment } from '../hooks/use-payment';
import { useShippingCosts } from '../hooks/use-shipping-costs';
import type { CheckoutData } from '../loader';
import styles from './cart.module.css';
import { CartTable } from './cart-table';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { ShippingCountry } from './shipping-country';
import { SignInStep } from './sign-in-step';
import { Suggestions } from './suggestions';

/**
 * SPEC §2 `/…/checkout` (and `checkout/failed`, the same screen with "payment not completed"): the cart, its
 * shipping and totals, upsell suggestions, the sign-in step and the payment.
 */
export function CheckoutPage({ screen }: { screen: Extract<RouteName, 'checkout' | 'checkoutFailed'> }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const locale = useLocale();
  const text = useMessageText();
  const page = useLoaderData<CheckoutData>();
  const location = useLocation();
  const items = useCartStore((state) => state.form);
  const shippingCosts = useCartStore((state) => state.shippingCosts);
  const shippingError = useCartStore((state) => state.shippingCostsError);
  const shippingCountry = useCartStore((state) => state.shippingCountry);
  const paymentTypes = useConfigStore((state) => state.paymentTypes);
  const hasVoucherCode = useConfigStore((state) => state.remote?.has_voucher_code ?? false);
  const signedIn = useSignedIn();
  const customer = useCustomer();
  const payment = usePayment();
  const [form, setForm] = useState<PaymentForm>(EMPTY_PAYMENT_FORM);
  const step = currentCheckoutStep(screen, signedIn);

  const destination = shippingDestination(signedIn, customer, shippingCountry);
  const shipping = useShippingCosts(items, destination);
  const needsShipping = cartNeedsShipping(items);
  // The stored cost belongs to the last quote: while a new one is asked, it is not this basket's cost. An
  // answer without a stored cost (the cost went with a key that has since come back) is waited for as well.
  const shippingPending =
    shipping.status === 'loading' || (shipping.status === 'ready' && shippingCosts === null);
  const currentShippingCosts = shippingPending ? null : shippingCosts;

  // The reason a payment failed, from the payment page (PAYMENT_FAILED + reason), read against the cart that
  // was sent: beside its line if the basket still holds it.
  const failed = screen === 'checkoutFailed' ? readFailedPayment(location.state) : null;
  const [failedRefusal, setFailedRefusal] = useState(() => failedPaymentRefusal(failed, items));
  const refusal = payment.refusal ?? failedRefusal;

  // SPEC §7 analytics: the checkout step the visitor reached.
  const stepNumber = checkoutStepNumber(step);
  const hasItems = items.length > 0;
  useEffect(() => {
    if (hasItems) trackCheckout(stepNumber, useCartStore.getState().form);
  }, [stepNumber, hasItems]);

  // One offered type is chosen for the visitor (PayPal for a visitor who is not signed in).
  const offered = offeredPaymentTypes(paymentTypes, signedIn);
  const only = offered.length === 1 ? offered[0]?.payartId : undefined;
  useEffect(() => {
    if (only !== undefined)
      setForm((current) => (current.payart === null ? { ...current, payart: only } : current));
  }, [only]);

  const changed = () => {
    payment.forget();
    setFailedRefusal(null);
  };

  const countryMissing = needsShipping && destination.kind === 'unknown';
  const passesSentToHolders = cartSendsPassesToHolders(items);
  let blockedBy: string | null = null;
  if (countryMissing) blockedBy = t('shipping.countryRequired');
  // The API charges the cost of the new quote: nothing is paid before the visitor has seen it.
  else if (needsShipping && shippingPending) blockedBy = t('shipping.calculating');
  else if (needsShipping && shippingError)
    blockedBy = text(errorMessage(isApiErrorCode(shippingError) ? shippingError : 'UNKNOWN'));
  else if (needsShipping && destination.kind === 'customer' && destination.country === null)
    blockedBy = t('shipping.addressRequired');
  // Whatever the request says, a basket with goods is never paid for without a cost the visitor has seen.
  else if (needsShipping && currentShippingCosts === null) blockedBy = t('shipping.calculating');

  return (
    <section className={styles.page} data-checkout="">
      <PageTitle>{t('cart.title')}</PageTitle>
      <CheckoutProgress current={step} />
      {screen === 'checkoutFailed' && (
        <Notice tone="warning">
          <p className={styles.noticeTitle}>{t('failed.title')}</p>
          <p>
            {failed?.code
              ? text(errorMessage(isApiErrorCode(failed.code) ? failed.code : 'UNKNOWN'))
              : t('failed.text')}
          </p>
        </Notice>
      )}
      {items.length === 0 ? (
        <div className={styles.empty} data-testid="cart-empty">
          <p>{t('cart.empty')}</p>
          <Link to={href('home', {}, language)} className={buttonClassName('secondary')}>
            {t('cart.continueShopping')}
          </Link>
        </div>
      ) : (
        <>
          <CartTable
            items={items}
            shippingCosts={currentShippingCosts}
            refusal={refusal}
            unprepared={payment.unprepared}
            onChanged={changed}
          />
          <div className={styles.columns}>
            <div className={styles.mainColumn}>
              {hasVoucherCode && (
                // SPEC §2 "Checkout": the visitor redeems a code in the cart, with mf-shop's entry (one form).
                <section aria-labelledby="checkout-voucher-code" className={styles.step}>
                  <h2 id="checkout-voucher-code" className={styles.sectionTitle}>
                    {t('voucherCode.title')}
                  </h2>
                  <VoucherCodeForm labelledBy="checkout-voucher-code" onRedeemed={changed} />
                </section>
              )}
              {needsShipping && (
                <section aria-labelledby="checkout-shipping" className={styles.step}>
                  <h2 id="checkout-shipping" className={styles.sectionTitle}>
                    {t('shipping.title')}
                  </h2>
                  {signedIn ? (
                    <p>
                      {destination.kind === 'customer' && destination.country
                        ? t('shipping.toCustomer', { country: formatCountry(destination.country, locale) })
                        : t('shipping.addressRequired')}
                    </p>
                  ) : (
                    <ShippingCountry missing={countryMissing} />
                  )}
                  {/* The API charges a pass sent to its holder as a parcel of its own (api/README.md). */}
                  {passesSentToHolders && <p>{t('shipping.passesToHolders')}</p>}
                </section>
              )}
              <SignInStep />
              {page.paymentTypesFailed ? (
                // The payment step's heading, as PaymentStep has it: after "Try again" the focus goes there.
                <section aria-labelledby="checkout-payment" className={styles.step}>
                  <h2 id="checkout-payment" className={styles.sectionTitle} tabIndex={-1}>
                    {t('payment.title')}
                  </h2>
                  <Notice tone="danger" actions={<RetryButton>{t('retry')}</RetryButton>}>
                    {t('payment.typesFailed')}
                  </Notice>
                </section>
              ) : (
                <PaymentStep
                  items={items}
                  paymentTypes={paymentTypes}
                  form={form}
                  onFormChange={setForm}
                  payment={payment}
                  blockedBy={blockedBy}
                />
              )}
            </div>
            <div className={styles.sideColumn}>
              <OrderSummary
                items={items}
                shippingCosts={currentShippingCosts}
                shippingError={shippingError}
                shippingPending={shippingPending}
              />
            </div>
          </div>
          <Suggestions items={items} />
        </>
      )}
    </section>
  );
}
