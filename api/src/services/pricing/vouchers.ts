import type { CartItem } from '@museum/shared/wire';
import { voucherClockDateTime } from '../../lib/clock.ts';
import type { CartPricing, PricedLine } from './context.ts';
import { checkTotal, EMPTY_LINE, refuse } from './context.ts';

type VoucherItem = Extract<CartItem, { type: 'voucher' }>;

/** `voucher` items: a fixed value, or a free amount within the voucher's bounds. */
export function priceVoucher(p: CartPricing, item: VoucherItem, index: number): PricedLine {
  const voucher = p.shop.config.has_vouchers ? p.vouchers.voucher(item.id) : undefined;
  if (!voucher) throw refuse('ITEM_NOT_FOUND', index);
  let price = voucher.price;
  if (voucher.variable_amount === 1) {
    const wanted = item.price;
    if (
      wanted === undefined ||
      wanted <= 0 ||
      (voucher.min_amount != null && wanted < voucher.min_amount) ||
      (voucher.max_amount != null && wanted > voucher.max_amount)
    )
      throw refuse('VOUCHER_AMOUNT_INVALID', index, { min: voucher.min_amount, max: voucher.max_amount });
    price = wanted;
  } else if (item.price !== undefined && item.price !== voucher.price) {
    throw refuse('PRICE_CHANGED', index, { price: voucher.price });
  }
  const amount = price * item.count;
  checkTotal(item, amount, index);
  p.demand.voucher(item.count, index);
  return {
    ...EMPTY_LINE,
    kind: 'voucher',
    refId: voucher.id,
    quantity: item.count,
    amount,
    detail: { name: voucher.name, price },
  };
}

/**
 * Where the value of voucher codes comes from. At initPayment: what is left of each code (value reserved
 * by other carts in payment counts as used). When the cart is booked: exactly what this cart reserved, so
 * the booked total is the total it was approved for.
 */
export type VoucherBudget = { kind: 'available' } | { kind: 'reserved'; byCode: Map<number, number> };

/**
 * SPEC §4: each code in cart order takes from what is left of goods plus shipping, never below zero.
 * Answers the code lines and the total left to pay.
 */
export function applyVoucherCodes(
  p: CartPricing,
  codes: Array<{ index: number; barcode: string }>,
  payable: number,
  budget: VoucherBudget,
): { lines: PricedLine[]; redemptions: Array<{ codeId: number; amount: number }>; total: number } {
  let remaining = payable;
  const lines: PricedLine[] = [];
  const redemptions: Array<{ codeId: number; amount: number }> = [];
  const clock = voucherClockDateTime(p.shop.clock.now());
  for (const { index, barcode } of codes) {
    let code: { id: number; barcode: string };
    let available: number;
    if (budget.kind === 'reserved') {
      const found = p.vouchers.code(barcode);
      if (!found) throw refuse('VOUCHER_NOT_FOUND', index);
      code = found;
      available = budget.byCode.get(found.id) ?? 0;
    } else {
      const check = p.vouchers.check(barcode, clock, p.shop.nowSeconds());
      if (!check.ok) throw refuse(check.error, index);
      code = check.code;
      available = check.available;
    }
    const used = Math.min(available, remaining);
    remaining -= used;
    if (used > 0) redemptions.push({ codeId: code.id, amount: used });
    lines.push({
      ...EMPTY_LINE,
      kind: 'voucherCode',
      refId: code.id,
      quantity: 1,
      amount: -used,
      detail: { barcode: code.barcode, remaining: available - used },
    });
  }
  return { lines, redemptions, total: remaining };
}
