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

const KEY = 'museum.checkout.basketPayments';
/** A basket holds at most this many lines (the API's cart limit): a longer copy is not one this shop wrote. */
const MAX_LINES = 100;
/**
 * Payments started from this tab that may still come back: the visitor may pay, go Back, pay again and then
 * approve the first through the history. More than a few open at once is not a visitor's doing.
 */
const KEPT_PAYMENTS = 3;
const MARK = /^[0-9a-f]{32}$/;

/** A fresh mark for the next payment's return addresses. */
export function newBasketMark(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function readPayments(): BasketPayment[] {
  let saved: unknown;
  try {
    const raw = window.sessionStorage.getItem(KEY);
    saved = raw === null ? null : JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(saved)) return [];
  return saved.slice(0, KEPT_PAYMENTS).flatMap((entry) => {
    const payment = readPayment(entry);
    return payment ? [payment] : [];
  });
}

function readPayment(entry: unknown): BasketPayment | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { mark, lines, shippingCosts } = entry as Record<string, unknown>;
  if (typeof mark !== 'string' || !MARK.test(mark)) return null;
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

function writePayments(payments: BasketPayment[]): void {
  try {
    if (payments.length === 0) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, JSON.stringify(payments));
  } catch {
    // Storage blocked or full: see rememberBasketPayment.
  }
}

/**
 * Remembers what is about to be paid, beside the last few payments of this tab. A tab that cannot keep it
 * (storage blocked or full) still pays: the return then books, and leaves the basket as it is.
 */
export function rememberBasketPayment(payment: BasketPayment): void {
  const others = readPayments().filter((kept) => kept.mark !== payment.mark);
  writePayments([payment, ...others].slice(0, KEPT_PAYMENTS));
}

/** The remembered payment with this mark, or null (none, another tab's, or a copy that does not read). */
export function basketPaymentFor(mark: string | null): BasketPayment | null {
  if (!mark) return null;
  return readPayments().find((payment) => payment.mark === mark) ?? null;
}

/** The lines of every payment this tab remembers (to be named in the page's language with the basket's). */
export function rememberedLines(): CartItem[] {
  return readPayments().flatMap((payment) => payment.lines);
}

/** Renames the remembered lines (a language switch): the accepted page lists them in the page's language. */
export function renameBasketPayments(rename: (line: CartItem) => CartItem): void {
  const payments = readPayments();
  if (payments.length > 0)
    writePayments(payments.map((payment) => ({ ...payment, lines: payment.lines.map(rename) })));
}

/** The payment is booked (or could not start): its copy goes, the others stay. */
export function forgetBasketPayment(mark: string): void {
  writePayments(readPayments().filter((payment) => payment.mark !== mark));
}
