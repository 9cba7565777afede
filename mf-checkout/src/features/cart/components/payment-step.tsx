import { Button, errorMessage, fieldErrorMessages, Notice, useCartStore, useLanguage } from '@museum/shared';
import { type CartItem, offeredPaymentTypes, type PaymentForm } from '@museum/shared/domain';
import type { PaymentType } from '@museum/shared/wire';
import { isApiErrorCode } from '@museum/shared/wire';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentMethodFields } from '../../../components/payment-method-fields';
import { focusFirstRefusal } from '../../../lib/focus-first-refusal';
import { useMessageText } from '../../../lib/use-message-text';
import { useSignedIn } from '../../../lib/use-signed-in';
import type { usePayment } from '../hooks/use-payment';
import styles from './cart.module.css';

interface PaymentStepProps {
  items: readonly CartItem[];
  paymentTypes: readonly PaymentType[];
  form: PaymentForm;
  onFormChange: (form: PaymentForm) => void;
  payment: ReturnType<typeof usePayment>;
  /** Why the cart cannot be paid as it is (shipping unknown), already translated; null when it can. */
  blockedBy: string | null;
}

/**
 * SPEC §2 "Checkout": invoice request, payment type and its details, terms and privacy, and payment execution:
 * initPayment, then the provider's page. Every wait shows progress; every refusal is said where it belongs.
 */
export function PaymentStep({
  items,
  paymentTypes,
  form,
  onFormChange,
  payment,
  blockedBy,
}: PaymentStepProps) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const text = useMessageText();
  const signedIn = useSignedIn();
  const requestInvoice = useCartStore((state) => state.requestInvoice);
  const invoiceId = useId();
  const offered = offeredPaymentTypes(paymentTypes, signedIn);
  const busy = payment.status !== 'idle';
  const paymentForm = useRef<HTMLFormElement>(null);
  const reason = useRef<HTMLParagraphElement>(null);

  // A refused press brings the visitor to what is wrong: the first invalid field, else the refused line.
  useEffect(() => {
    if (payment.attempt === 0 || payment.status !== 'idle') return;
    focusFirstRefusal(document.querySelector('[data-checkout]'));
  }, [payment.attempt, payment.status]);

  // WCAG 2.4.3: when a reason ends by itself (the shipping quote arrived) while the focus is on it (a press
  // brought the visitor there), the focus goes on to Pay, which the visitor may now press again. The reason's
  // element stays, empty, so that the focus is still on it then; a removed one would leave the focus on the
  // body, as a click on the page's empty space does. A visitor who has moved on keeps the focus where it is.
  useEffect(() => {
    if (blockedBy === null && reason.current !== null && document.activeElement === reason.current)
      paymentForm.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
  }, [blockedBy]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void payment.pay(form, { lines: items, offered, signedIn, language, blocked: blockedBy !== null });
  };

  const fields = payment.refusal?.fields ?? {};
  const generalCodes = Object.entries(fields)
    .filter(([field]) => !field.startsWith('aux.'))
    .flatMap(([, codes]) => codes);
  const cartCode =
    payment.refusal &&
    payment.refusal.lineId === null &&
    Object.keys(payment.refusal.lineFields).length === 0 &&
    payment.refusal.code !== 'FIELD_INVALID'
      ? payment.refusal.code
      : null;

  return (
    <section aria-labelledby="checkout-payment" className={styles.step}>
      <h2 id="checkout-payment" className={styles.sectionTitle} tabIndex={-1}>
        {t('payment.title')}
      </h2>
      <form ref={paymentForm} onSubmit={submit} noValidate aria-busy={busy} className={styles.paymentForm}>
        <div className={styles.invoice}>
          <input
            id={invoiceId}
            type="checkbox"
            checked={requestInvoice}
            onChange={(event) => useCartStore.getState().setRequestInvoice(event.target.checked)}
          />
          <label htmlFor={invoiceId}>{t('payment.invoice')}</label>
        </div>
        {offered.length === 0 ? (
          // Where a press of Pay brings the visitor when there is nothing to choose (WCAG 3.3.1).
          <div tabIndex={-1} data-refusal="">
            <Notice tone="warning">{t('payment.noTypes')}</Notice>
          </div>
        ) : (
          <PaymentMethodFields
            form={form}
            onChange={onFormChange}
            offered={offered}
            errors={payment.errors}
            serverErrors={{
              accountHolder: fieldErrorMessages(fields['aux.accountHolder'] ?? []).map(text),
              iban: fieldErrorMessages(fields['aux.iban'] ?? []).map(text),
            }}
          />
        )}
        <div aria-live="polite">
          <p
            ref={reason}
            className={`${styles.summaryError} ${styles.blockedReason}`}
            tabIndex={-1}
            data-refusal={blockedBy === null ? undefined : ''}
          >
            {blockedBy}
          </p>
          {cartCode && (
            <Notice tone="danger">
              {text(errorMessage(isApiErrorCode(cartCode) ? cartCode : 'UNKNOWN'))}
            </Notice>
          )}
          {generalCodes.length > 0 && (
            <Notice tone="danger">{fieldErrorMessages(generalCodes).map(text).join(' ')}</Notice>
          )}
          {payment.refusal &&
            (payment.refusal.lineId || Object.keys(payment.refusal.lineFields).length > 0) && (
              <Notice tone="danger">{t('payment.seeCart')}</Notice>
            )}
          {payment.unprepared.length > 0 && <Notice tone="danger">{t('payment.seeCart')}</Notice>}
          {payment.failure && <Notice tone="danger">{text(payment.failure)}</Notice>}
        </div>
        <Button
          type="submit"
          className={styles.payButton}
          aria-disabled={busy || offered.length === 0 || undefined}
        >
          {payment.status === 'sending'
            ? t('payment.sending')
            : payment.status === 'leaving'
              ? t('payment.leaving')
              : t('payment.pay')}
        </Button>
        <p className={styles.statusText} role="status">
          {payment.status === 'sending'
            ? t('payment.sending')
            : payment.status === 'leaving'
              ? t('payment.leaving')
              : ''}
        </p>
      </form>
    </section>
  );
}
