import { describe, expect, it } from 'vitest';
import type { VoucherCode } from '../../api/wire/vouchers.ts';
import type { CartItem } from '../cart-item';
import { addToCartLines } from '../cart-lines';
import { prepareCartItems } from '../cart-preparation';
import { cartTotals } from '../checkout/cart-totals';
import {
  enteredVoucherCode,
  isVoucherCodeInCart,
  redeemVoucherCode,
  voucherClock,
  voucherCodeFailure,
  voucherCodeProblem,
  voucherCodeValue,
} from './voucher-code';

const code: VoucherCode = {
  id: 2,
  barcode: 'LINDEN-PARTIAL',
  name: 'Gift voucher',
  amount: 5000,
  used_amount: 2000,
  available_amount: 3000,
  valid_from: '2026-11-23 00:00:00',
  valid_to: '2026-12-31 23:59:59',
};

/** An instant given in UTC. */
const utc = (iso: string) => new Date(`${iso}Z`);

describe('enteredVoucherCode (SPEC §5: the code is trimmed)', () => {
  it('trims the code', () => {
    expect(enteredVoucherCode('  LINDEN-VALID \t')).toEqual({ ok: true, code: 'LINDEN-VALID' });
  });

  it('sends nothing for an empty code, an overlong one or one with control characters', () => {
    expect(enteredVoucherCode('   ')).toEqual({ ok: false, error: 'VOUCHER_CODE_REQUIRED' });
    expect(enteredVoucherCode('A'.repeat(65))).toEqual({ ok: false, error: 'VOUCHER_CODE_INVALID' });
    expect(enteredVoucherCode('LINDEN\u0000VALID')).toEqual({ ok: false, error: 'VOUCHER_CODE_INVALID' });
    expect(enteredVoucherCode('A'.repeat(64))).toEqual({ ok: true, code: 'A'.repeat(64) });
  });
});

describe('voucherClock (SPEC §9: voucher clock UTC+1)', () => {
  it('is UTC plus one hour, summer and winter alike (no daylight saving)', () => {
    expect(voucherClock(utc('2026-01-15T10:00:00'))).toBe('2026-01-15 11:00:00');
    expect(voucherClock(utc('2026-07-15T10:00:00'))).toBe('2026-07-15 11:00:00');
    expect(voucherClock(utc('2026-12-31T23:30:00'))).toBe('2027-01-01 00:30:00');
  });
});

describe('voucherCodeProblem (SPEC §5 on the UTC+1 clock)', () => {
  it('refuses a code before valid_from, up to the last second before it', () => {
    // 22:59:59 UTC is 23:59:59 on the voucher clock, one second before valid_from.
    expect(voucherCodeProblem(code, utc('2026-11-22T22:59:59'))).toBe('VOUCHER_NOW_IS_BEFORE_VALID_FROM');
    expect(voucherCodeProblem(code, utc('2026-11-22T23:00:00'))).toBeNull();
  });

  it('accepts a code until the last second of valid_to, and refuses it after', () => {
    expect(voucherCodeProblem(code, utc('2026-12-31T22:59:59'))).toBeNull();
    expect(voucherCodeProblem(code, utc('2026-12-31T23:00:00'))).toBe('VOUCHER_NOW_IS_AFTER_VALID_TO');
  });

  it('tells a clock in another zone nothing different: the same instant is the same answer', () => {
    // 00:30 on a UTC+2 clock is 22:30 UTC the day before: still before valid_from on the UTC+1 clock.
    const instant = new Date('2026-11-23T00:30:00+02:00');
    expect(voucherCodeProblem(code, instant)).toBe('VOUCHER_NOW_IS_BEFORE_VALID_FROM');
  });

  it('refuses a code whose used amount is at or above its amount', () => {
    const now = utc('2026-12-01T12:00:00');
    expect(voucherCodeProblem({ ...code, used_amount: 5000 }, now)).toBe('VOUCHER_NO_AMOUNT_LEFT');
    expect(voucherCodeProblem({ ...code, used_amount: 6000 }, now)).toBe('VOUCHER_NO_AMOUNT_LEFT');
    expect(voucherCodeProblem({ ...code, used_amount: 4999 }, now)).toBeNull();
  });
});

describe('voucherCodeFailure (SPEC §5: a 422 with an error, any other failure VOUCHER_UNKNOWN_ERROR)', () => {
  it('shows the API’s voucher error of a 422', () => {
    for (const error of [
      'VOUCHER_NOT_FOUND',
      'VOUCHER_NOW_IS_BEFORE_VALID_FROM',
      'VOUCHER_NOW_IS_AFTER_VALID_TO',
      'VOUCHER_NO_AMOUNT_LEFT',
      'VOUCHER_RESERVED',
    ])
      expect(voucherCodeFailure({ status: 422, code: error })).toBe(error);
  });

  it('gives VOUCHER_UNKNOWN_ERROR for anything else', () => {
    expect(voucherCodeFailure({ status: 422, code: null })).toBe('VOUCHER_UNKNOWN_ERROR');
    expect(voucherCodeFailure({ status: 422, code: 'FIELD_REQUIRED' })).toBe('VOUCHER_UNKNOWN_ERROR');
    expect(voucherCodeFailure({ status: 500, code: 'VOUCHER_NOT_FOUND' })).toBe('VOUCHER_UNKNOWN_ERROR');
    expect(voucherCodeFailure({ status: 404, code: 'NOT_FOUND' })).toBe('VOUCHER_UNKNOWN_ERROR');
    expect(voucherCodeFailure({ status: null, code: null })).toBe('VOUCHER_UNKNOWN_ERROR');
  });
});

describe('redeemVoucherCode', () => {
  const now = utc('2026-12-01T12:00:00');

  it('makes a cart line worth what the code has left, taken off the order with the cart', () => {
    const check = redeemVoucherCode(code, [], now);
    expect(check).toEqual({
      ok: true,
      line: {
        type: 'voucherCode',
        id: 2,
        name: 'Gift voucher',
        barcode: 'LINDEN-PARTIAL',
        amount: 3000,
        price: -3000,
        totalPrice: -3000,
        remaining: 3000,
        discount: 0,
      },
    });
    if (!check.ok) throw new Error('redeemed');
    const book: CartItem = {
      lineId: 'b',
      type: 'merchandise',
      id: 1,
      name: 'Catalogue',
      price: 3900,
      totalPrice: 3900,
      count: 1,
      vat_value: 7,
    };
    const { lines } = addToCartLines([book], check.line, () => 'c');
    expect(cartTotals(lines, null)).toMatchObject({ subtotal: 3900, discount: -3000, total: 900 });
    expect(prepareCartItems(lines)).toContainEqual({ type: 'voucherCode', barcode: 'LINDEN-PARTIAL' });
  });

  it('does not add a barcode that is already in the cart, whatever its case (SPEC §4)', () => {
    const first = redeemVoucherCode(code, [], now);
    if (!first.ok) throw new Error('redeemed');
    const { lines } = addToCartLines([], first.line, () => 'a');
    expect(isVoucherCodeInCart(lines, ' linden-partial ')).toBe(true);
    expect(isVoucherCodeInCart(lines, 'LINDEN-VALID')).toBe(false);
    expect(redeemVoucherCode(code, lines, now)).toEqual({ ok: false, error: 'VOUCHER_ALREADY_IN_CART' });
    expect(addToCartLines(lines, first.line, () => 'b').outcome).toEqual({
      kind: 'refused',
      reason: 'duplicateVoucherCode',
    });
  });

  it('refuses a code the answer says is out of its validity, even with a 200', () => {
    expect(redeemVoucherCode({ ...code, valid_to: '2026-11-30 23:59:59' }, [], now)).toEqual({
      ok: false,
      error: 'VOUCHER_NOW_IS_AFTER_VALID_TO',
    });
  });

  it('never counts more than amount − used, whatever available_amount says', () => {
    expect(voucherCodeValue({ amount: 5000, used_amount: 2000, available_amount: 9000 })).toBe(3000);
    expect(voucherCodeValue({ amount: 5000, used_amount: 2000, available_amount: 1000 })).toBe(1000);
    expect(redeemVoucherCode({ ...code, available_amount: 0 }, [], now)).toEqual({
      ok: false,
      error: 'VOUCHER_NO_AMOUNT_LEFT',
    });
  });
});
