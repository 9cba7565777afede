import type { VoucherCode } from '../../api/wire/vouchers.ts';
import type { CartItem, VoucherCodeCartItem } from '../cart-item';
import { hasForbiddenCharacters } from './text-input';

/** What the API takes as a barcode (wire: voucherCodeItemSchema). */
export const MAX_VOUCHER_CODE_LENGTH = 64;

/**
 * Why a voucher code is not redeemed. The four `VOUCHER_*` rule codes and VOUCHER_UNKNOWN_ERROR are SPEC §5's;
 * VOUCHER_NOT_FOUND and VOUCHER_RESERVED are the API's 422 codes (api/README.md); the others are checked here
 * before any request.
 */
export type VoucherCodeError =
  | 'VOUCHER_CODE_REQUIRED'
  | 'VOUCHER_CODE_INVALID'
  | 'VOUCHER_ALREADY_IN_CART'
  | 'VOUCHER_NOT_FOUND'
  | 'VOUCHER_NOW_IS_BEFORE_VALID_FROM'
  | 'VOUCHER_NOW_IS_AFTER_VALID_TO'
  | 'VOUCHER_NO_AMOUNT_LEFT'
  | 'VOUCHER_RESERVED'
  | 'VOUCHER_UNKNOWN_ERROR';

/** The 422 codes the API may answer for a voucher code, each shown as itself (SPEC §5 "a 422 with an error"). */
const API_VOUCHER_ERRORS: ReadonlySet<string> = new Set<VoucherCodeError>([
  'VOUCHER_NOT_FOUND',
  'VOUCHER_NOW_IS_BEFORE_VALID_FROM',
  'VOUCHER_NOW_IS_AFTER_VALID_TO',
  'VOUCHER_NO_AMOUNT_LEFT',
  'VOUCHER_RESERVED',
]);

export type EnteredVoucherCode = { ok: true; code: string } | { ok: false; error: VoucherCodeError };

/** SPEC §5: the code is trimmed; empty, too long or with control characters it is not sent at all. */
export function enteredVoucherCode(input: string): EnteredVoucherCode {
  const code = input.trim();
  if (code === '') return { ok: false, error: 'VOUCHER_CODE_REQUIRED' };
  if (code.length > MAX_VOUCHER_CODE_LENGTH || hasForbiddenCharacters(code))
    return { ok: false, error: 'VOUCHER_CODE_INVALID' };
  return { ok: true, code };
}

/** Barcodes compare without case, as the API looks them up. */
const sameBarcode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** SPEC §4/§5: a voucher code whose barcode is already in the cart is not added again. */
export function isVoucherCodeInCart(items: readonly CartItem[], barcode: string): boolean {
  return items.some((line) => line.type === 'voucherCode' && sameBarcode(line.barcode, barcode));
}

/**
 * SPEC §9: voucher validity runs on a UTC+1 clock without daylight saving. The wall-clock time of that zone,
 * `YYYY-MM-DD HH:mm:ss`, the form of valid_from and valid_to.
 */
export function voucherClock(now: Date): string {
  return new Date(now.getTime() + 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * SPEC §5 "Voucher code check", for a code the API answered: before valid_from, after valid_to (both on the
 * UTC+1 clock, the bounds themselves still valid) or with used_amount at or above amount it is refused.
 */
export function voucherCodeProblem(
  code: Pick<VoucherCode, 'valid_from' | 'valid_to' | 'amount' | 'used_amount'>,
  now: Date,
): VoucherCodeError | null {
  const clock = voucherClock(now);
  if (clock < code.valid_from) return 'VOUCHER_NOW_IS_BEFORE_VALID_FROM';
  if (clock > code.valid_to) return 'VOUCHER_NOW_IS_AFTER_VALID_TO';
  if (code.used_amount >= code.amount) return 'VOUCHER_NO_AMOUNT_LEFT';
  return null;
}

/**
 * SPEC §5: a 422 with a voucher error shows that error; any other failure (another status, another code, no
 * answer at all) gives VOUCHER_UNKNOWN_ERROR.
 */
export function voucherCodeFailure(failure: {
  status: number | null;
  code: string | null;
}): VoucherCodeError {
  if (failure.status === 422 && failure.code !== null && API_VOUCHER_ERRORS.has(failure.code))
    return failure.code as VoucherCodeError;
  return 'VOUCHER_UNKNOWN_ERROR';
}

/** The value a code still gives, in cents: what the API says is available, never more than amount − used. */
export function voucherCodeValue(
  code: Pick<VoucherCode, 'amount' | 'used_amount' | 'available_amount'>,
): number {
  return Math.max(0, Math.min(code.available_amount, code.amount - code.used_amount));
}

export type VoucherCodeCheck =
  | { ok: true; line: Omit<VoucherCodeCartItem, 'lineId'> }
  | { ok: false; error: VoucherCodeError };

/**
 * A code the API answered, checked (SPEC §5: validity on the UTC+1 clock, value left, not in the cart yet) and
 * turned into its cart line: the price is the negative of its value; what it takes off the order is computed
 * with the cart (computeVoucherDiscounts).
 */
export function redeemVoucherCode(
  code: VoucherCode,
  items: readonly CartItem[],
  now: Date,
): VoucherCodeCheck {
  const problem = voucherCodeProblem(code, now);
  if (problem) return { ok: false, error: problem };
  if (isVoucherCodeInCart(items, code.barcode)) return { ok: false, error: 'VOUCHER_ALREADY_IN_CART' };
  const value = voucherCodeValue(code);
  if (value <= 0) return { ok: false, error: 'VOUCHER_NO_AMOUNT_LEFT' };
  return {
    ok: true,
    line: {
      type: 'voucherCode',
      id: code.id,
      name: code.name,
      barcode: code.barcode,
      amount: value,
      price: -value,
      totalPrice: -value,
      remaining: value,
      discount: 0,
    },
  };
}
