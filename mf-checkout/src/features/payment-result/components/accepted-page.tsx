import {
  ApiError,
  Button,
  buttonClassName,
  describeApiError,
  errorMessage,
  href,
  Notice,
  PageTitle,
  Price,
  Spinner,
  useCartStore,
  useLanguage,
} from '@museum/shared';
import { trackPurchase } from '@museum/shared/analytics';
import {
  type ConfirmationOutcome,
  cartTotals,
  confirmationFailure,
  DEFAULT_CLIENT_OPTIONS,
  itemQuantity,
  type PaymentReturn,
  plannedVisits,
} from '@museum/shared/domain';
import { isApiErrorCode } from '@museum/shared/wire';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CheckoutProgress } from '../../../components/checkout-progress';
import { failedPaymentState } from '../../../lib/failed-payment';
import { takePaidLinesOutOfBasket } from '../../../lib/paid-lines';
import { type BasketPayment, basketPaymentFor, forgetBasketPayment } from '../../../lib/payment-under-way';
import { useMessageText } from '../../../lib/use-message-text';
import { execPayment } from '../api/exec-payment';
import { usePaymentReturn } from '../hooks/use-payment-return';
import type { SuccessState } from '../model/success-state';
import styles from './payment-result.module.css';

type Phase =
  | { kind: 'ready' }
  /** `retrying`: "Try again" was pressed; its notice stays, with the button and the focus on it. */
  | { kind: 'confirming'; retrying: { error: unknown } | null }
  | { kind: 'failed'; outcome: Exclude<ConfirmationOutcome, { kind: 'booked' }> }
  /** No usable answer (offline, timeout): confirming again is safe, execPayment books once. */
  | { kind: 'unreachable'; error: unknown };

/**
 * SPEC §2 `checkout/accepted` (paymentAccepted): the provider approved the payment; the visitor confirms the
 * order (SPEC §3 option "confirm payment on checkout"), which books it with execPayment. A second click or a
 * reload cannot book twice: the button does nothing while a confirmation runs, and the API answers a repeated
 * execPayment with the same booking.
 */
export function AcceptedPage() {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const navigate = useNavigate();
  const text = useMessageText();
  const payment = usePaymentReturn();
  // The basket this tab sent to this payment, if it did: a return without it leaves the basket alone.
  // Read again in another language: the loader has renamed the remembered lines (lib/cart-names).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is why the copy is read again.
  const paid = useMemo(
    () => (payment && !payment.order ? basketPaymentFor(payment.basket) : null),
    [payment, language],
  );
  const [phase, setPhase] = useState<Phase>({ kind: 'ready' });
  const confirming = useRef(false);
  const failureNotice = useRef<HTMLDivElement>(null);
  // WCAG 2.4.3: a failure replaces what the visitor was on (the spinner, "Confirm order"): the focus goes to
  // what went wrong, where the way on ("Try again", "Back to the basket") follows.
  useEffect(() => {
    if (phase.kind === 'failed' || phase.kind === 'unreachable') failureNotice.current?.focus();
  }, [phase]);

  const confirm = async (reference: PaymentReturn) => {
    if (confirming.current) return;
    confirming.current = true;
    setPhase((current) => ({
      kind: 'confirming',
      retrying: current.kind === 'unreachable' ? { error: current.error } : null,
    }));
    try {
      const booked = await execPayment(
        reference,
        `${window.location.origin}${href('checkoutAccepted', {}, language)}`,
      );
      const success: SuccessState = {
        bookingId: booked.booking_id,
        hasTickets: booked.has_tickets,
        visits: [],
        order: reference.order,
      };
      if (!reference.order && paid) {
        // SPEC §7 purchase, then the booked lines leave the cart: what was bought goes to the success page.
        trackPurchase(booked.booking_id, paid.lines, paid.shippingCosts);
        success.visits = plannedVisits(paid.lines);
        takeOutOfBasket(paid);
      }
      navigate(href('checkoutSuccess', {}, language), { replace: true, state: { success } });
    } catch (error) {
      confirming.current = false;
      const outcome = error instanceof ApiError ? confirmationFailure(error.status, error.body) : null;
      if (outcome?.kind === 'notCompleted' && !reference.order) {
        const { body } = error as ApiError;
        const reason = typeof body.reason === 'string' ? body.reason : outcome.code;
        // The refusal's `item` counts the lines that were sent, not the basket's now (lib/failed-payment).
        navigate(href('checkoutFailed', {}, language), {
          replace: true,
          state: failedPaymentState(reason, body, paid?.lines ?? null),
        });
        return;
      }
      if (outcome?.kind === 'gone') useCartStore.getState().setCartId(null);
      setPhase(
        outcome && outcome.kind !== 'booked' ? { kind: 'failed', outcome } : { kind: 'unreachable', error },
      );
    }
  };

  // The cart id of the payment (SPEC §3 cart state); a failed payment is asked why at once, and without the
  // "confirm payment on checkout" option every approved one is confirmed at once.
  const autoConfirm =
    payment !== null && (payment.status === 'failed' || !DEFAULT_CLIENT_OPTIONS.confirmPaymentOnCheckout);
  useEffect(() => {
    if (payment && paid) useCartStore.getState().setCartId(payment.cartId);
  }, [payment, paid]);
  // Asked at most once per payment reference, whatever re-renders the page.
  const autoConfirmed = useRef<PaymentReturn | null>(null);
  useEffect(() => {
    if (!autoConfirm || !payment || autoConfirmed.current === payment) return;
    autoConfirmed.current = payment;
    void confirm(payment);
  });

  const backToCart = (
    <Link to={href('checkout', {}, language)} className={buttonClassName('secondary')}>
      {t('accepted.backToCart')}
    </Link>
  );

  if (!payment)
    return (
      <section className={styles.page}>
        <PageTitle>{t('accepted.title')}</PageTitle>
        <Notice tone="info">{t('accepted.nothing')}</Notice>
        {backToCart}
      </section>
    );

  const total = paid ? cartTotals(paid.lines, paid.shippingCosts).total : 0;
  const busy = phase.kind === 'confirming';
  const unreachable =
    phase.kind === 'unreachable'
      ? { error: phase.error }
      : phase.kind === 'confirming'
        ? phase.retrying
        : null;
  return (
    <section className={styles.page}>
      <PageTitle>{t('accepted.title')}</PageTitle>
      <CheckoutProgress current="payment" />
      {(phase.kind === 'failed' || unreachable) && (
        <div ref={failureNotice} tabIndex={-1}>
          {phase.kind === 'failed' && <ConfirmationFailure outcome={phase.outcome} />}
          {unreachable && (
            <Notice
              tone="danger"
              actions={
                // Stays while it confirms again, so the focus stays on it (WCAG 2.4.3); a press then does nothing.
                <Button
                  variant="secondary"
                  aria-disabled={busy || undefined}
                  onClick={() => void confirm(payment)}
                >
                  {t('retry')}
                </Button>
              }
            >
              {text(describeApiError(unreachable.error))}
            </Notice>
          )}
        </div>
      )}
      {phase.kind === 'failed' ? (
        backToCart
      ) : (
        <>
          {!autoConfirm && <p>{t('accepted.text')}</p>}
          {paid && paid.lines.length > 0 && (
            <div className={styles.review}>
              <h2 className={styles.sectionTitle}>{t('accepted.yourOrder')}</h2>
              <ul className={styles.lines}>
                {paid.lines.map((item) => (
                  <li key={item.lineId}>
                    <span>
                      {itemQuantity(item)} × {item.name}
                    </span>
                    <Price cents={item.type === 'voucherCode' ? -item.amount : item.totalPrice} />
                  </li>
                ))}
                {paid.shippingCosts !== null && paid.shippingCosts > 0 && (
                  <li>
                    <span>{t('summary.shipping')}</span>
                    <Price cents={paid.shippingCosts} />
                  </li>
                )}
              </ul>
              <p className={styles.total}>
                {t('cart.total')}: <Price cents={total} />
              </p>
            </div>
          )}
          {autoConfirm ? (
            phase.kind !== 'unreachable' && <Spinner label={t('accepted.confirming')} />
          ) : (
            // The button stays while it confirms (the status says so): the focus is not dropped (WCAG 2.4.3).
            <Button onClick={() => void confirm(payment)} aria-disabled={busy || undefined}>
              {t('accepted.confirm')}
            </Button>
          )}
          <p role="status" className={styles.status}>
            {busy ? t('accepted.confirming') : ''}
          </p>
        </>
      )}
    </section>
  );
}

/**
 * What was booked leaves the basket; what the visitor added after leaving for the provider stays in it, as a
 * basket of their own (paid-lines.ts).
 */
function takeOutOfBasket(paid: BasketPayment): void {
  forgetBasketPayment(paid.mark);
  takePaidLinesOutOfBasket(paid.lines);
}

/** SPEC §8 execPayment: 410 gone (cart expired), 422 the body's error (a refund with its reason), 400 its message. */
function ConfirmationFailure({ outcome }: { outcome: Exclude<ConfirmationOutcome, { kind: 'booked' }> }) {
  const { t } = useTranslation('checkout');
  const say = useMessageText();
  switch (outcome.kind) {
    case 'gone':
      return <Notice tone="danger">{say(errorMessage('CART_GONE'))}</Notice>;
    case 'refunded':
      return (
        <Notice tone="danger">
          <p>{say(errorMessage('PAYMENT_REFUNDED'))}</p>
          {outcome.reason && (
            <p>
              {t('accepted.reason')}{' '}
              {say(errorMessage(isApiErrorCode(outcome.reason) ? outcome.reason : 'UNKNOWN'))}
            </p>
          )}
        </Notice>
      );
    case 'badRequest':
      return (
        <Notice tone="danger">
          <p>{t('accepted.badRequest')}</p>
          {outcome.message && <p>{outcome.message}</p>}
        </Notice>
      );
    case 'notCompleted':
      return <Notice tone="danger">{say(errorMessage('PAYMENT_NOT_COMPLETED'))}</Notice>;
    case 'refused':
      return (
        <Notice tone="danger">
          {say(errorMessage(outcome.code && isApiErrorCode(outcome.code) ? outcome.code : 'UNKNOWN'))}
        </Notice>
      );
  }
}
