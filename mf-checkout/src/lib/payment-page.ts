import { href, type Language } from '@museum/shared';

/**
 * The addresses the payment provider sends the visitor back to (SPEC §7 `url {continue, cancel}`): the shop's
 * own accepted and canceled pages, on this origin (the API allows only the shop's origins). A museum order's
 * payment says so in the address, so that its confirmation leaves the visitor's basket alone.
 */
export function paymentReturnUrls(language: Language, order?: string): { continue: string; cancel: string } {
  const origin = window.location.origin;
  const accepted = new URL(href('checkoutAccepted', {}, language), origin);
  const canceled = new URL(href('checkoutCanceled', {}, language), origin);
  if (order) {
    accepted.searchParams.set('order', order);
    canceled.searchParams.set('order', order);
  }
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
