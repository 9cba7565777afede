import { href, type Language } from '@museum/shared';

/**
 * The addresses the payment provider sends the visitor back to (SPEC §7 `url {continue, cancel}`): the shop's
 * own accepted and canceled pages, on this origin (the API allows only the shop's origins). A museum order's
 * payment says so in the address, so that its confirmation leaves the visitor's basket alone; a basket's
 * payment carries the mark under which the checkout remembered the basket it sent (payment-under-way.ts).
 */
export function paymentReturnUrls(
  language: Language,
  mark: { order: string } | { basket: string },
): { continue: string; cancel: string } {
  const origin = window.location.origin;
  const accepted = new URL(href('checkoutAccepted', {}, language), origin);
  const canceled = new URL(href('checkoutCanceled', {}, language), origin);
  const [name, value] = 'order' in mark ? ['order', mark.order] : ['basket', mark.basket];
  accepted.searchParams.set(name, value);
  canceled.searchParams.set(name, value);
  return { continue: accepted.toString(), cancel: canceled.toString() };
}

/** SPEC §4 "initPayment leaves for the provider": the browser goes to the payment page, if it is a web address. */
export function goToPaymentPage(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  window.location.assign(url.toString());
  return true;
}
