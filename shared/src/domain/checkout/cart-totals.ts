import type { CartItem, VoucherCodeCartItem } from '../cart-item';

/** SPEC §5: a non-numeric shipping cost counts as zero. */
function shippingCents(shippingCosts: unknown): number {
  return typeof shippingCosts === 'number' && Number.isFinite(shippingCosts) ? shippingCosts : 0;
}

/**
 * SPEC §4 "Voucher value computation": in cart order, each voucher code's value applies to what is left of
 * the non-voucher items plus shipping, never below zero. Each code gets `remaining` (its unused value) and
 * `discount` (the negative of the amount used).
 */
export function computeVoucherDiscounts(items: readonly CartItem[], shippingCosts: unknown): CartItem[] {
  let open =
    items.filter((item) => item.type !== 'voucherCode').reduce((sum, item) => sum + item.totalPrice, 0) +
    shippingCents(shippingCosts);
  open = Math.max(0, open);
  return items.map((item) => {
    if (item.type !== 'voucherCode') return item;
    const value = Math.max(0, item.amount);
    const used = Math.min(value, open);
    open -= used;
    // Not `-used`: a code that covers nothing (the order is paid by another already) would show "−0,00 €".
    return { ...item, remaining: value - used, discount: used > 0 ? -used : 0 } satisfies VoucherCodeCartItem;
  });
}

export interface CartTotals {
  /** Sum of the non-voucher-code lines. */
  subtotal: number;
  shipping: number;
  /** Sum of the voucher codes' discounts (zero or negative). */
  discount: number;
  /** What the visitor pays, never below zero (SPEC §5). */
  total: number;
}

export function cartTotals(items: readonly CartItem[], shippingCosts: unknown): CartTotals {
  const withDiscounts = computeVoucherDiscounts(items, shippingCosts);
  const subtotal = withDiscounts
    .filter((item) => item.type !== 'voucherCode')
    .reduce((sum, item) => sum + item.totalPrice, 0);
  const discount = withDiscounts.reduce(
    (sum, item) => sum + (item.type === 'voucherCode' ? item.discount : 0),
    0,
  );
  const shipping = shippingCents(shippingCosts);
  return { subtotal, shipping, discount, total: Math.max(0, subtotal + shipping + discount) };
}

/** SPEC §9: the tax in a line is its total divided by one plus the tax percent, in cents (two decimals). */
export function taxIncluded(totalCents: number, taxPercent: number): number {
  if (!Number.isFinite(taxPercent) || taxPercent <= 0 || !Number.isFinite(totalCents)) return 0;
  return Math.round(totalCents - totalCents / (1 + taxPercent / 100));
}

/**
 * The VAT percent of a cart line (SPEC §3: `tax` of tickets, `vat_value` of the others). A voucher code is a
 * means of payment, not a sale: it carries no tax of its own. Not for a guided tour's tax: its rows have rates
 * of their own (tourLineTax).
 */
function lineTaxPercent(item: CartItem): number {
  switch (item.type) {
    case 'ticket':
    case 'dayTicket':
      return item.tax;
    case 'guidedTour':
    case 'merchandise':
    case 'annualPass':
    case 'voucher':
      return item.vat_value;
    case 'voucherCode':
      return 0;
  }
}

/**
 * A guided tour's line holds fees and tickets of their own rates (the tour fee at 19 %, admission at 7 %): each
 * row's tax at its rate, a ticket's components at the ticket's. (One rate for the whole line, the first fee's,
 * put the admission at 19 % too.) A row without a rate of its own (a line saved before) takes the line's.
 */
function tourLineTax(item: Extract<CartItem, { type: 'guidedTour' }>): number {
  const rate = (row: { vat_value?: unknown }) =>
    typeof row.vat_value === 'number' && Number.isFinite(row.vat_value) ? row.vat_value : item.vat_value;
  const fees = item.tours.reduce((sum, row) => sum + taxIncluded(row.price * row.count, rate(row)), 0);
  return item.tickets.reduce((sum, row) => {
    const components = (row.subtickets ?? []).reduce((total, sub) => total + sub.price * sub.count, 0);
    return sum + taxIncluded(row.price * row.count + components, rate(row));
  }, fees);
}

/** SPEC §9: the tax a line's total includes, in cents (shown to two decimals). */
export function lineTax(item: CartItem): number {
  if (item.type === 'guidedTour') return tourLineTax(item);
  return taxIncluded(item.totalPrice, lineTaxPercent(item));
}

/** The tax all lines include together (the `tax` of the purchase event, SPEC §7 "Analytics"). */
export function cartTax(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + lineTax(item), 0);
}
