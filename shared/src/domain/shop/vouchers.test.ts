import { describe, expect, it } from 'vitest';
import { cartSchema } from '../../api/wire/cart-requests.ts';
import type { Voucher } from '../../api/wire/vouchers.ts';
import { voucherCodeLine } from '../../testing/cart-lines';
import type { CartItem } from '../cart-item';
import { addToCartLines } from '../cart-lines';
import { prepareCartItems } from '../cart-preparation';
import {
  DEFAULT_VOUCHER_MAX,
  DEFAULT_VOUCHER_MIN,
  isFreeAmountVoucher,
  MAX_VOUCHERS_PER_CART,
  MAX_VOUCHERS_PER_LINE,
  parseVoucherAmountInput,
  resolveVoucherAmount,
  sortVouchers,
  voucherAmountBounds,
  voucherAmountInputText,
  voucherCartItem,
  voucherCountInCart,
  voucherGroupsInUse,
  voucherLineWithinOrder,
  voucherQuantityLeft,
  vouchersInGroup,
} from './vouchers';

const voucher = (overrides: Partial<Voucher> & Pick<Voucher, 'id'>): Voucher => ({
  name: `Voucher ${overrides.id}`,
  description: '',
  price: 2500,
  vat_value: 0,
  variable_amount: 0,
  min_amount: null,
  max_amount: null,
  sequence_no: 1,
  groupId: 41,
  image: null,
  ...overrides,
});
const fixed = voucher({ id: 1, name: 'Voucher €25' });
const free = voucher({ id: 3, price: 0, variable_amount: 1, min_amount: 1000, max_amount: 50000 });
const bounds = voucherAmountBounds(free);

describe('parseVoucherAmountInput (SPEC §5: entered in currency units, converted to cents)', () => {
  it.each([
    ['25', 2500],
    ['25,5', 2550],
    ['25,50', 2550],
    ['25.50', 2550],
    [' 42,50 € ', 4250],
    ['€ 42', 4200],
    ['1.000', 100000],
    ['1,000', 100000],
    ['1.000,50', 100050],
    ['1,000.50', 100050],
    ['1 000,50', 100050],
    [',50', 50],
    ['5,', 500],
    ['0', 0],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseVoucherAmountInput(text)).toEqual({ kind: 'amount', cents });
  });

  it("reads one separator before three digits by the visitor's language: the decimal separator is never a thousands one", () => {
    expect(parseVoucherAmountInput('42,505', ',')).toEqual({ kind: 'invalid' });
    expect(parseVoucherAmountInput('42,505', '.')).toEqual({ kind: 'amount', cents: 4_250_500 });
    expect(parseVoucherAmountInput('1.000', ',')).toEqual({ kind: 'amount', cents: 100_000 });
    expect(parseVoucherAmountInput('1.000', '.')).toEqual({ kind: 'invalid' });
    expect(parseVoucherAmountInput('1.000,50', ',')).toEqual({ kind: 'amount', cents: 100_050 });
    expect(parseVoucherAmountInput('1,000.50', '.')).toEqual({ kind: 'amount', cents: 100_050 });
    expect(parseVoucherAmountInput('42.50', ',')).toEqual({ kind: 'amount', cents: 4250 });
  });

  it('makes a negative amount positive', () => {
    expect(parseVoucherAmountInput('-30')).toEqual({ kind: 'amount', cents: 3000 });
    expect(parseVoucherAmountInput('\u221242,50')).toEqual({ kind: 'amount', cents: 4250 });
  });

  it('answers empty for nothing typed', () => {
    expect(parseVoucherAmountInput('')).toEqual({ kind: 'empty' });
    expect(parseVoucherAmountInput('   ')).toEqual({ kind: 'empty' });
  });

  it.each(['abc', '12a', '1e3', '.', '25,505,5', '1,5,0', '12,345.678', '--5', 'NaN', '9'.repeat(30)])(
    'refuses %j',
    (text) => {
      expect(parseVoucherAmountInput(text)).toEqual({ kind: 'invalid' });
    },
  );
});

describe('resolveVoucherAmount (SPEC §5 voucher price)', () => {
  it('takes an amount within the voucher’s bounds', () => {
    expect(resolveVoucherAmount('42,50', null, bounds)).toEqual({ ok: true, cents: 4250 });
    expect(resolveVoucherAmount('10', null, bounds)).toEqual({ ok: true, cents: 1000 });
    expect(resolveVoucherAmount('500', null, bounds)).toEqual({ ok: true, cents: 50000 });
  });

  it('keeps the previous price when the field is empty, and asks for one when there is none', () => {
    expect(resolveVoucherAmount('', 3000, bounds)).toEqual({ ok: true, cents: 3000 });
    expect(resolveVoucherAmount('', null, bounds)).toEqual({ ok: false, error: { code: 'AMOUNT_REQUIRED' } });
  });

  it('makes a negative price positive before checking it', () => {
    expect(resolveVoucherAmount('-30', null, bounds)).toEqual({ ok: true, cents: 3000 });
    expect(resolveVoucherAmount('-5', null, bounds)).toEqual({
      ok: false,
      error: { code: 'AMOUNT_TOO_LOW', min: 1000 },
    });
  });

  it('names the bound that was crossed, and refuses what is no amount', () => {
    expect(resolveVoucherAmount('9,99', null, bounds)).toEqual({
      ok: false,
      error: { code: 'AMOUNT_TOO_LOW', min: 1000 },
    });
    expect(resolveVoucherAmount('500,01', null, bounds)).toEqual({
      ok: false,
      error: { code: 'AMOUNT_TOO_HIGH', max: 50000 },
    });
    expect(resolveVoucherAmount('lots', 3000, bounds)).toEqual({
      ok: false,
      error: { code: 'AMOUNT_INVALID' },
    });
  });

  it('uses sensible bounds when the museum names none', () => {
    expect(voucherAmountBounds({ min_amount: null, max_amount: null })).toEqual({
      min: DEFAULT_VOUCHER_MIN,
      max: DEFAULT_VOUCHER_MAX,
    });
    expect(voucherAmountBounds({ min_amount: 0, max_amount: null })).toEqual({
      min: 1,
      max: DEFAULT_VOUCHER_MAX,
    });
    expect(voucherAmountBounds({ min_amount: 5000, max_amount: 1000 })).toEqual({ min: 5000, max: 5000 });
  });

  it('writes an amount back for the field with the language’s separator', () => {
    expect(voucherAmountInputText(4250, ',')).toBe('42,50');
    expect(voucherAmountInputText(1000, '.')).toBe('10.00');
    expect(voucherAmountInputText(5, ',')).toBe('0,05');
  });
});

describe('voucher lines', () => {
  it('tells fixed from free-amount vouchers', () => {
    expect(isFreeAmountVoucher(fixed)).toBe(false);
    expect(isFreeAmountVoucher(free)).toBe(true);
  });

  it('prices the line at the fixed price or the chosen amount, and is prepared with its price', () => {
    const { lines: first } = addToCartLines([], voucherCartItem(fixed, 2, fixed.price), () => 'a');
    const { lines } = addToCartLines(first, voucherCartItem(free, 1, 4250), () => 'b');
    expect(lines.map((line) => [line.name, line.price, line.totalPrice])).toEqual([
      ['Voucher €25', 2500, 5000],
      ['Voucher 3', 4250, 4250],
    ]);
    const items = prepareCartItems(lines);
    expect(items).toEqual([
      { type: 'voucher', id: 1, count: 2, price: 2500, totalPrice: 5000 },
      { type: 'voucher', id: 3, count: 1, price: 4250, totalPrice: 4250 },
    ]);
    expect(cartSchema.safeParse({ ver: 1, items }).success).toBe(true);
  });

  it('adds the same voucher at the same amount to its line, another amount to a line of its own', () => {
    let lines = addToCartLines([], voucherCartItem(free, 1, 4250), () => 'a').lines;
    lines = addToCartLines(lines, voucherCartItem(free, 1, 4250), () => 'b').lines;
    lines = addToCartLines(lines, voucherCartItem(free, 1, 3000), () => 'c').lines;
    expect(lines.map((line) => [line.price, line.type === 'voucher' ? line.count : 0])).toEqual([
      [4250, 2],
      [3000, 1],
    ]);
  });

  it('never holds more than 20 vouchers in a line', () => {
    const result = addToCartLines([], voucherCartItem(fixed, 25, fixed.price), () => 'a');
    expect(result.outcome).toMatchObject({ kind: 'capped', added: MAX_VOUCHERS_PER_LINE });
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({
      count: MAX_VOUCHERS_PER_LINE,
      totalPrice: MAX_VOUCHERS_PER_LINE * fixed.price,
    });
    // A full line takes no more, and no second line opens beside it for the same voucher.
    const again = addToCartLines(result.lines, voucherCartItem(fixed, 1, fixed.price), () => 'b');
    expect(again.outcome).toEqual({ kind: 'refused', reason: 'noneLeft' });
    expect(again.lines).toEqual(result.lines);
  });
});

describe('vouchers per order (the API refuses more than 50 bought vouchers in one cart)', () => {
  const fill = (counts: number[]) =>
    counts.reduce(
      (lines, count, index) =>
        addToCartLines(lines, voucherCartItem(free, count, 1000 + index), () => `v${index}`).lines,
      [voucherCodeLine()] as CartItem[],
    );

  it('counts the bought vouchers of every line, not the redeemed codes', () => {
    expect(voucherCountInCart(fill([20, 20, 5]))).toBe(45);
    expect(voucherCountInCart(fill([]))).toBe(0);
  });

  it('offers what a line holds while the order has room, then only the room that is left', () => {
    expect(MAX_VOUCHERS_PER_CART).toBe(50);
    expect(voucherQuantityLeft(0)).toBe(MAX_VOUCHERS_PER_LINE);
    expect(voucherQuantityLeft(45)).toBe(5);
    expect(voucherQuantityLeft(50)).toBe(0);
    expect(voucherQuantityLeft(60)).toBe(0);
  });

  it('puts no more vouchers into the cart than the order has room for, and none into a full one', () => {
    const lines = fill([20, 20, 5]);
    expect(voucherLineWithinOrder(voucherCartItem(fixed, 8, fixed.price), lines)).toMatchObject({
      count: 5,
      totalPrice: 5 * fixed.price,
    });
    expect(voucherLineWithinOrder(voucherCartItem(fixed, 3, fixed.price), lines)).toMatchObject({ count: 3 });
    expect(voucherLineWithinOrder(voucherCartItem(fixed, 1, fixed.price), fill([20, 20, 10]))).toBeNull();
  });
});

describe('voucher list', () => {
  const groups = [
    { id: 42, name: 'Experiences', sequence_no: 2 },
    { id: 41, name: 'Gift vouchers', sequence_no: 1 },
    { id: 43, name: 'Empty', sequence_no: 3 },
  ];
  const list = [
    voucher({ id: 4, groupId: 42, sequence_no: 1 }),
    voucher({ id: 2, groupId: 41, sequence_no: 2 }),
    voucher({ id: 1, groupId: 41, sequence_no: 1 }),
    voucher({ id: 3, groupId: 41, sequence_no: 3 }),
  ];

  it('sorts by group order, then sequence_no (SPEC §9)', () => {
    expect(sortVouchers(list, groups).map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });

  it('offers only groups that hold a voucher, in their order', () => {
    expect(voucherGroupsInUse(groups, list).map((group) => group.id)).toEqual([41, 42]);
  });

  it('filters by group, or shows all', () => {
    expect(vouchersInGroup(list, 42).map((item) => item.id)).toEqual([4]);
    expect(vouchersInGroup(list, null)).toHaveLength(4);
    expect(vouchersInGroup(list, 99)).toEqual([]);
  });
});
