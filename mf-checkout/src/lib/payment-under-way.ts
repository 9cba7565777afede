import { type CartItem, readCartItems } from '@museum/shared/domain';

/**
 * The basket a visitor paid for is the basket as it was when they left for the provider's page, not the one
 * in the browser when they come back: between the two they may go Back, add a line and go Forward again, and
 * a link to the accepted page can be opened by anyone. So the checkout remembers, in this tab's session
 * storage, what it sent, under a mark that it also puts into the return addresses (`basket=`). Only a return
 * that carries the remembered mark books against the remembered lines: they are what the accepted page
 * lists, what the purchase reports and what leaves the basket.
 */
export interface BasketPayment {
  /** The mark in the return addresses: 32 hex digits from the browser's random source. */
  mark: string;
  lines: CartItem[];
  shippingCosts: number | null;
}

const KEY = 'museum.checkout.basketPayment';
/** A basket holds at most this many lines (the API's cart limit): a longer copy is not one this shop wrote. */
const MAX_LINES = 100;
const MARK = /^[0-9a-f]{32}$/;

/** A fresh mark for the next payment's return addresses. */
export function newBasketMark(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Remembers what is about to be paid; false when the tab cannot keep it (storage blocked or full). */
export function rememberBasketPayment(payment: BasketPayment): boolean {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(payment));
    return true;
  } catch {
    return false;
  }
}

/** The remembered payment with this mark, or null (none, another payment's, or a copy that does not read). */
export function basketPaymentFor(mark: string | null): BasketPayment | null {
  if (!mark) return null;
  let saved: unknown;
  try {
    const raw = window.sessionStorage.getItem(KEY);
    saved = raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof saved !== 'object' || saved === null) return null;
  const { mark: savedMark, lines, shippingCosts } = saved as Record<string, unknown>;
  if (typeof savedMark !== 'string' || !MARK.test(savedMark) || savedMark !== mark) return null;
  if (!Array.isArray(lines) || lines.length > MAX_LINES) return null;
  const items = readCartItems(lines);
  // A line that no longer reads means the copy was changed: trust none of it.
  if (items.length !== lines.length) return null;
  const shipping =
    typeof shippingCosts === 'number' && Number.isInteger(shippingCosts) && shippingCosts >= 0
      ? shippingCosts
      : null;
  return { mark, lines: items, shippingCosts: shipping };
}

/** The payment is booked (or abandoned): its copy goes. */
export function forgetBasketPayment(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage gone: nothing was kept.
  }
}
