import {
  ApiError,
  Button,
  buttonClassName,
  describeApiError,
  fieldErrorMessages,
  href,
  Notice,
  PageTitle,
  Price,
  useConfigStore,
  useLanguage,
  useSessionStore,
  useVisitStore,
} from '@museum/shared';
import { loadCustomer, loadPaymentTypes } from '@museum/shared/api';
import {
  EMPTY_PAYMENT_FORM,
  formatDate,
  formatTime,
  hasPaymentFormErrors,
  offeredPaymentTypes,
  type PaymentForm,
  type PaymentFormErrors,
  paymentAux,
  validatePaymentForm,
} from '@museum/shared/domain';
import { RetryButton } from '@museum/shared/route-code';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { CheckoutProgress } from '../../../components/checkout-progress';
import { PaymentMethodFields } from '../../../components/payment-method-fields';
import { focusFirstRefusal } from '../../../lib/focus-first-refusal';
import { paymentFailure } from '../../../lib/payment-failure';
import { goToPaymentPage, paymentReturnUrls } from '../../../lib/payment-page';
import { useBackFromPaymentPage } from '../../../lib/use-back-from-payment-page';
import { useMessageText } from '../../../lib/use-message-text';
import { useSignedIn } from '../../../lib/use-signed-in';
import { initPaymentOrder } from '../api/init-payment-order';
import { registerOrderGuest } from '../api/register-order-guest';
import type { OrderReviewData } from '../loader';
import styles from './order-review.module.css';

/**
 * SPEC §2 `/…/order-review/{id}`: a museum order with its lines and total, which can be paid while it is open
 * (initPaymentOrder), or "not available" (SPEC §4: 406).
 */
export function OrderReviewPage() {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const text = useMessageText();
  const page = useLoaderData<OrderReviewData>();
  const revalidator = useRevalidator();
  const signedIn = useSignedIn();
  const paymentTypes = useConfigStore((state) => state.paymentTypes);
  const [form, setForm] = useState<PaymentForm>(EMPTY_PAYMENT_FORM);
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'leaving'>('idle');
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string[]> } | null>(null);
  const busy = useRef(false);
  // Back from the provider's page: the page was kept as it left ("leaving"); the visitor may pay again.
  useBackFromPaymentPage(() => {
    busy.current = false;
    setStatus('idle');
  });
  const paymentHeading = useRef<HTMLHeadingElement>(null);
  const paymentForm = useRef<HTMLFormElement>(null);
  // A press the form refused brings the visitor to the first field that says why (WCAG 3.3.1): every press
  // sets new errors, so a second press with nothing changed does too.
  useEffect(() => {
    if (hasPaymentFormErrors(errors)) focusFirstRefusal(paymentForm.current);
  }, [errors]);
  const guestRegistration = useConfigStore((state) => state.derived.hasGuestRegistration);
  const [guest, setGuest] = useState<{ status: 'idle' | 'signingIn' } | { status: 'failed'; error: unknown }>(
    {
      status: 'idle',
    },
  );

  if (page.status === 'failed')
    return (
      <section className={styles.page}>
        <PageTitle>{t('order.title')}</PageTitle>
        <Notice tone="danger" actions={<RetryButton>{t('retry')}</RetryButton>}>
          {t('order.failed')}
        </Notice>
      </section>
    );

  if (page.status === 'notAvailable')
    return (
      <section className={styles.page}>
        <PageTitle>{t('order.title')}</PageTitle>
        <Notice tone="info">{t('order.notAvailable')}</Notice>
        <Link to={href('home', {}, language)} className={buttonClassName('secondary')}>
          {t('cart.continueShopping')}
        </Link>
      </section>
    );

  const { order, customer } = page;
  const offered = offeredPaymentTypes(paymentTypes, signedIn);

  /**
   * SPEC §7 customer/fromOrder: the visitor who was sent this order need not sign in to pay it by card or
   * direct debit; they continue as a guest with the order's details (auth/guest), which gives the token those
   * payments need. The payment types are asked again with it.
   */
  const continueAsGuest = async () => {
    if (!customer || guest.status === 'signingIn') return;
    setGuest({ status: 'signingIn' });
    let jwt: string;
    try {
      jwt = await registerOrderGuest(customer);
    } catch (error) {
      setGuest({ status: 'failed', error });
      return;
    }
    useSessionStore.getState().setJwt(jwt);
    // The token is what card and direct debit need: the customer is a courtesy, the payment types are asked
    // again whatever became of it; a failure of theirs shows where the payment types are.
    const [, types] = await Promise.allSettled([loadCustomer(), loadPaymentTypes()]);
    setGuest(types.status === 'rejected' ? { status: 'failed', error: types.reason } : { status: 'idle' });
    // WCAG 2.4.3: the button went away with the offer; the focus goes on to the payment.
    paymentHeading.current?.focus();
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const found = validatePaymentForm(form, { signedIn, offered });
    setErrors(found);
    setFailure(null);
    if (hasPaymentFormErrors(found)) return;
    busy.current = true;
    setStatus('sending');
    try {
      const address = await initPaymentOrder({
        payart: form.payart ?? 0,
        aux: paymentAux(form, { partner: useVisitStore.getState().partner, requestInvoice: true }),
        id: order.id,
        url: paymentReturnUrls(language, { order: order.id }),
      });
      if (goToPaymentPage(address)) {
        setStatus('leaving');
        return;
      }
      setFailure({ message: text(describeApiError(null)), fields: {} });
    } catch (error) {
      if (error instanceof ApiError && error.status === 406) {
        void revalidator.revalidate();
      } else {
        setFailure({
          message: text(paymentFailure(error)),
          fields: error instanceof ApiError ? error.fieldErrors : {},
        });
      }
    }
    busy.current = false;
    setStatus('idle');
  };

  return (
    <section className={styles.page}>
      <PageTitle>{t('order.title')}</PageTitle>
      <CheckoutProgress current="payment" />
      <p>{t('order.intro', { id: order.id, date: formatDate(order.created) })}</p>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('order.caption', { id: order.id })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cart.item')}</th>
            <th scope="col">{t('order.when')}</th>
            <th scope="col" className={styles.number}>
              {t('cart.quantity')}
            </th>
            <th scope="col" className={styles.number}>
              {t('cart.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            // Order lines have no id of their own; the order's sequence identifies them.
            // biome-ignore lint/suspicious/noArrayIndexKey: the order's lines never change on this page.
            <tr key={index}>
              <th scope="row">{item.name}</th>
              <td>{item.datetime ? `${formatDate(item.datetime)}, ${formatTime(item.datetime)}` : '–'}</td>
              <td className={styles.number}>{item.count}</td>
              <td className={styles.number}>
                <Price cents={item.totalPrice} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('cart.total')}
            </th>
            <td className={styles.number} data-testid="order-total">
              <Price cents={order.total} />
            </td>
          </tr>
        </tfoot>
      </table>

      <section aria-labelledby="order-payment" className={styles.payment}>
        <h2 id="order-payment" ref={paymentHeading} tabIndex={-1} className={styles.sectionTitle}>
          {t('order.pay')}
        </h2>
        {!signedIn && <p>{t('signIn.required')}</p>}
        {!signedIn && customer && guestRegistration && (
          <div className={styles.orderGuest}>
            <p>{t('order.inNameOf', { name: `${customer.fname} ${customer.lname}`.trim() })}</p>
            <Button
              variant="secondary"
              onClick={() => void continueAsGuest()}
              aria-disabled={guest.status === 'signingIn' || undefined}
            >
              {t('order.continueAsGuest')}
            </Button>
            <p role="status" className={styles.status}>
              {guest.status === 'signingIn' ? t('order.signingIn') : ''}
            </p>
          </div>
        )}
        {guest.status === 'failed' && <Notice tone="danger">{text(describeApiError(guest.error))}</Notice>}
        {page.paymentTypesFailed ? (
          <Notice tone="danger" actions={<RetryButton>{t('retry')}</RetryButton>}>
            {t('payment.typesFailed')}
          </Notice>
        ) : (
          <form
            ref={paymentForm}
            onSubmit={pay}
            noValidate
            aria-busy={status !== 'idle'}
            className={styles.form}
          >
            <PaymentMethodFields
              form={form}
              onChange={setForm}
              offered={offered}
              errors={errors}
              serverErrors={{
                accountHolder: fieldErrorMessages(failure?.fields['aux.accountHolder'] ?? []).map(text),
                iban: fieldErrorMessages(failure?.fields['aux.iban'] ?? []).map(text),
              }}
            />
            {failure && <Notice tone="danger">{failure.message}</Notice>}
            <Button type="submit" aria-disabled={status !== 'idle' || undefined}>
              {status === 'idle' ? t('order.payNow') : t('payment.leaving')}
            </Button>
            <p role="status" className={styles.status}>
              {status === 'idle' ? '' : t('payment.leaving')}
            </p>
          </form>
        )}
      </section>
    </section>
  );
}
