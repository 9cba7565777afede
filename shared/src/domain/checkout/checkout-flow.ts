import type { RouteName } from '../../routes/route-table';

/** SPEC §2: the steps the progress bar shows (setting `show_progress_bar`), in order. */
export const CHECKOUT_STEPS = ['cart', 'signIn', 'payment', 'complete'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The analytics checkout step of each (SPEC §7 "checkout (step, option)"): 1 to 4. */
export function checkoutStepNumber(step: CheckoutStep): number {
  return CHECKOUT_STEPS.indexOf(step) + 1;
}

/**
 * Where a visitor is in the SPEC §4 checkout flow: in the cart until signed in (PayPal needs no sign-in, but
 * the other types do), then at the payment; back from the provider still at the payment; done on success.
 */
export function currentCheckoutStep(screen: RouteName, signedIn: boolean): CheckoutStep {
  switch (screen) {
    case 'checkoutSuccess':
      return 'complete';
    case 'checkoutAccepted':
    case 'checkoutCanceled':
    case 'orderReview':
      return 'payment';
    default:
      return signedIn ? 'payment' : 'cart';
  }
}

/**
 * Each step's state for the progress bar: done, current or still to come; signing in passed without signing
 * in (PayPal needs none, SPEC §6) is skipped, not done.
 */
export function checkoutProgress(
  current: CheckoutStep,
  signedIn: boolean,
): { step: CheckoutStep; state: 'done' | 'skipped' | 'current' | 'upcoming' }[] {
  const at = CHECKOUT_STEPS.indexOf(current);
  const stateOf = (step: CheckoutStep, index: number) => {
    if (index === at) return 'current';
    if (index > at) return 'upcoming';
    return step === 'signIn' && !signedIn ? 'skipped' : 'done';
  };
  return CHECKOUT_STEPS.map((step, index) => ({ step, state: stateOf(step, index) }));
}

/** What the payment provider sends back on the continue or cancel address (api/README "Payment flow"). */
export interface PaymentReturn {
  cartId: string;
  us: string;
  sessionUs: string;
  /** The provider's word (`approved`, `failed`, `canceled`), a hint only: execPayment decides. */
  status: string | null;
  /** A museum order was paid (order review), not the cart. */
  order: string | null;
  /**
   * The shop's own mark of the basket payment this browser started (mf-checkout `payment-under-way`): only a
   * return that carries it may clear the basket and report what was bought.
   */
  basket: string | null;
}

const REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The payment reference from the return address, or null when it is missing or not what a provider sends
 * (hand-edited, too long): nothing from the address is sent on without this check.
 */
export function readPaymentReturn(search: URLSearchParams | Record<string, unknown>): PaymentReturn | null {
  const get = (key: string): string | null => {
    const value = search instanceof URLSearchParams ? search.get(key) : search[key];
    return typeof value === 'string' ? value : null;
  };
  const cartId = get('cartId');
  const us = get('us');
  const sessionUs = get('sessionUs');
  if (!cartId || !us || !sessionUs || ![cartId, us, sessionUs].every((value) => REFERENCE.test(value)))
    return null;
  const status = get('status');
  const order = get('order');
  const basket = get('basket');
  return {
    cartId,
    us,
    sessionUs,
    status: status && /^[a-z]{1,20}$/.test(status) ? status : null,
    order: order && REFERENCE.test(order) ? order : null,
    basket: basket && REFERENCE.test(basket) ? basket : null,
  };
}

/** The answer of execPayment as the accepted page shows it (SPEC §4 "Payment", §8). */
export type ConfirmationOutcome =
  | { kind: 'booked'; bookingId: string; hasTickets: boolean }
  /** 410: the cart is gone (already paid, or it took too long): check the e-mail. */
  | { kind: 'gone' }
  /** 422 of a payment that did not go through: back to the checkout with "payment not completed". */
  | { kind: 'notCompleted'; code: string }
  /** 422 PAYMENT_REFUNDED: approved but not bookable; the money goes back (`reason` says why). */
  | { kind: 'refunded'; reason: string | null }
  /** Another 422: its code is shown. */
  | { kind: 'refused'; code: string | null }
  /** 400: the body's message is shown. */
  | { kind: 'badRequest'; message: string | null };

const NOT_COMPLETED = new Set(['PAYMENT_FAILED', 'PAYMENT_CANCELED', 'PAYMENT_NOT_COMPLETED']);

/** SPEC §8 execPayment: 410 gone, 422 body error, 400 body message. Other statuses are not answers of it. */
export function confirmationFailure(
  status: number,
  body: { error?: unknown; message?: unknown; reason?: unknown },
): ConfirmationOutcome | null {
  const code = typeof body.error === 'string' ? body.error : null;
  if (status === 410) return { kind: 'gone' };
  if (status === 400)
    return {
      kind: 'badRequest',
      message: typeof body.message === 'string' ? body.message.slice(0, 300) : null,
    };
  if (status !== 422) return null;
  if (code === 'PAYMENT_REFUNDED')
    return { kind: 'refunded', reason: typeof body.reason === 'string' ? body.reason : null };
  if (code && NOT_COMPLETED.has(code)) return { kind: 'notCompleted', code };
  return { kind: 'refused', code };
}
