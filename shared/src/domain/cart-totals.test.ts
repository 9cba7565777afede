import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-item';
import { cartTotals, computeVoucherDiscounts, taxIncluded } from './cart-totals';

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

  it('leaves the whole value when nothing is to be paid', () => {
    expect(computeVoucherDiscounts([code('A', 1000)], null)[0]).toMatchObject({
      remaining: 1000,
      discount: -0,
    });
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
