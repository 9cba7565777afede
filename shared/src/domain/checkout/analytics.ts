import type { CartItem } from '../cart-item';
import { cartTax, cartTotals } from './cart-totals';

/** SPEC §7 "purchase (transaction id, revenue, tax)": what was paid and the tax in it, in cents. */
export function purchaseFigures(
  lines: readonly CartItem[],
  shippingCosts: unknown,
): { revenue: number; tax: number } {
  return { revenue: cartTotals(lines, shippingCosts).total, tax: cartTax(lines) };
}

/**
 * SPEC §7 "The referrer is stored in the session unless it comes from a payment provider": what to store of
 * `document.referrer` (origin and path: a query can carry personal data), or null to keep what is stored.
 * The shop's own pages and the payment provider's (the museum API hosts it, or a known provider) are never
 * a referrer.
 */
export function referrerToKeep(
  referrer: string,
  options: { shopOrigin: string; providerOrigins: readonly string[] },
): string | null {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin === options.shopOrigin || options.providerOrigins.includes(url.origin)) return null;
  if (PAYMENT_PROVIDER_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`)))
    return null;
  return `${url.origin}${url.pathname}`.slice(0, 300);
}

/** Hosts of payment providers a museum's API may send visitors to (their pages are never a referrer). */
export const PAYMENT_PROVIDER_HOSTS = ['paypal.com', 'stripe.com', 'adyen.com', 'mollie.com', 'payone.com'];
