import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publicTourLine } from '../../testing/tours';
import type { CartItem } from '../cart-item';
import { cartTax, cartTotals, computeVoucherDiscounts, lineTax, taxIncluded } from './cart-totals';

const article = (totalPrice: number): CartItem => ({
  lineId: `m${totalPrice}`,
  type: 'merchandise',
  id: 1,
  name: 'Poster',
  price: totalPrice,
  totalPrice,
  count: 1,
  vat_value: 19,
});

const code = (barcode: string, amount: number): CartItem => ({
  lineId: barcode,
  type: 'voucherCode',
  id: 9,
  name: 'Voucher',
  price: -amount,
  totalPrice: -amount,
  barcode,
  amount,
  remaining: 0,
  discount: 0,
});

describe('computeVoucherDiscounts', () => {
  it('uses each code against what is left, in cart order, never below zero', () => {
    const lines = computeVoucherDiscounts([article(3000), code('A', 2000), code('B', 2000)], 500);
    expect(lines[1]).toMatchObject({ remaining: 0, discount: -2000 });
    expect(lines[2]).toMatchObject({ remaining: 500, discount: -1500 });
  });

  it('leaves the whole value when nothing is to be paid, and takes off zero, not minus zero', () => {
    const [line] = computeVoucherDiscounts([code('A', 1000)], null);
    expect(line).toMatchObject({ remaining: 1000 });
    // A review saw "−0,00 €" on the line of a second code that the first had made unneeded.
    expect(Object.is((line as { discount: number }).discount, 0)).toBe(true);
    const second = computeVoucherDiscounts([article(2500), code('A', 2500), code('B', 3000)], 0)[2];
    expect(Object.is((second as { discount: number }).discount, 0)).toBe(true);
  });
});

describe('cartTotals', () => {
  it('adds shipping and subtracts discounts', () => {
    expect(cartTotals([article(3000), code('A', 1000)], 490)).toEqual({
      subtotal: 3000,
      shipping: 490,
      discount: -1000,
      total: 2490,
    });
  });

  it('treats a non-numeric shipping cost as zero and never goes below zero', () => {
    expect(cartTotals([article(500), code('A', 5000)], 'n/a').total).toBe(0);
  });
});

describe('taxIncluded', () => {
  it('is the total divided by one plus the percent', () => {
    expect(taxIncluded(11900, 19)).toBe(1900);
    expect(taxIncluded(1070, 7)).toBe(70);
    expect(taxIncluded(1000, 0)).toBe(0);
  });
});

const ticket = (totalPrice: number, tax: number): CartItem => ({
  lineId: `t${totalPrice}`,
  type: 'ticket',
  id: 101,
  name: 'Adult',
  price: totalPrice,
  totalPrice,
  totalCount: 1,
  datetime: '2026-11-24 10:00:00',
  datetime_end: null,
  eventName: 'Light and Shadow',
  mode: 1,
  bookWithCost: false,
  bookWithCostWarning: null,
  tax,
  print_separately: false,
  subtickets: [],
});

describe('lineTax and cartTax (SPEC §9)', () => {
  it('takes each line type’s own rate; a voucher code carries no tax', () => {
    expect(lineTax(ticket(1600, 7))).toBe(105);
    expect(lineTax(article(3900))).toBe(623);
    expect(lineTax(code('A', 2500))).toBe(0);
    expect(cartTax([ticket(1600, 7), article(3900), code('A', 2500)])).toBe(728);
  });

  it("takes a guided tour's fees and tickets each at its own rate, a ticket's components at the ticket's", () => {
    // The demo's public tour: fee 4 € at 19 %, adult 16 € at 7 %, a family 32 € at 7 % (components free).
    const tour = {
      ...publicTourLine({ tours: { 1101: 2 }, tickets: { 1111: 1 }, subtickets: { 1113: { 11131: 1 } } }),
      lineId: 'tour',
      lang: 'en' as const,
    };
    // 800 at 19 % (128) + 1600 at 7 % (105) + 3200 at 7 % (209); the first fee's 19 % for all was 910.
    expect(tour.totalPrice).toBe(5600);
    expect(lineTax(tour)).toBe(128 + 105 + 209);
    expect(cartTax([tour])).toBe(442);
  });

  it('is zero for a rate that is missing or not a number', () => {
    expect(lineTax(ticket(1600, Number.NaN))).toBe(0);
    expect(taxIncluded(Number.NaN, 19)).toBe(0);
  });
});

describe('voucher codes, for any cart (SPEC §4, §5)', () => {
  const goods = fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 6 });
  const codes = fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 4 });
  const shipping = fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.constant(null), fc.constant(Number.NaN));

  it('never go below zero, never give more than their value, and are used in cart order', () => {
    fc.assert(
      fc.property(goods, codes, shipping, (prices, values, cost) => {
        const lines = [
          ...prices.map((price) => article(price)),
          ...values.map((value, index) => code(`C${index}`, value)),
        ];
        const totals = cartTotals(lines, cost);
        expect(totals.total).toBeGreaterThanOrEqual(0);
        const applied = computeVoucherDiscounts(lines, cost).filter((line) => line.type === 'voucherCode');
        let open = totals.subtotal + totals.shipping;
        applied.forEach((line, index) => {
          const value = values[index] ?? 0;
          expect(-line.discount + line.remaining).toBe(value);
          // Each code takes what is left, up to its value: a later code gets something only if earlier ones
          // are used up.
          expect(0 - line.discount).toBe(Math.min(value, open));
          expect(Object.is(line.discount, -0)).toBe(false);
          open -= -line.discount;
        });
        expect(totals.total).toBe(open);
      }),
    );
  });
});
