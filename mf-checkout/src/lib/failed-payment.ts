import { type CartItem, type PaymentRefusal, paymentCart, paymentRefusal } from '@museum/shared/domain';

/**
 * What the accepted page hands to `checkout/failed` in its history entry (a reload keeps it): why the payment
 * page refused, and for each item of the cart that was sent the basket line it came from. The refusal's `item`
 * counts the items that were sent, not those of the basket on return: the visitor may have gone Back from
 * the provider and removed a line before approving.
 */
export interface FailedPaymentState {
  code: string | null;
  body: unknown;
  /** null when this tab did not send the basket (a link opened elsewhere): no line can be named then. */
  sentLineOfItem: string[] | null;
}

export function failedPaymentState(
  code: string | null,
  body: unknown,
  sentLines: readonly CartItem[] | null,
): FailedPaymentState {
  const sent = sentLines ? paymentCart(sentLines, null) : null;
  return { code, body, sentLineOfItem: sent?.ok ? sent.lineOfItem : null };
}

/** The history entry's state, as far as it is one (an entry of an older page names no lines). */
export function readFailedPayment(state: unknown): FailedPaymentState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { code, body, sentLineOfItem } = state as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : null,
    body,
    sentLineOfItem:
      Array.isArray(sentLineOfItem) && sentLineOfItem.every((lineId) => typeof lineId === 'string')
        ? sentLineOfItem
        : null,
  };
}

/**
 * The refusal read against the cart that was sent: beside the line it names while that line is still in the
 * basket, otherwise a general one (the page's notice says it).
 */
export function failedPaymentRefusal(
  failed: FailedPaymentState | null,
  basket: readonly CartItem[],
): PaymentRefusal | null {
  if (!failed?.body) return null;
  const refusal = paymentRefusal(failed.body, failed.sentLineOfItem ?? []);
  if (!refusal) return null;
  const inBasket = new Set(basket.map((line) => line.lineId));
  return {
    ...refusal,
    lineId: refusal.lineId !== null && inBasket.has(refusal.lineId) ? refusal.lineId : null,
    lineFields: Object.fromEntries(
      Object.entries(refusal.lineFields).filter(([lineId]) => inBasket.has(lineId)),
    ),
  };
}
