import { describe, expect, it } from 'vitest';
import type { Merchandise } from '../api/wire/merchandise.ts';
import { initialMerchandiseQuantity, isPurchasable, merchandiseCartItem } from './merchandise';

const article: Merchandise = {
  id: 3,
  name: 'Exhibition catalogue',
  description: '',
  price: 2900,
  vat_value: 7,
  stock: 12,
  sold_out: false,
  sequence_no: 1,
  custom_groups: [],
  product_kind_ref: 1,
  image: null,
  weight: 900,
  sale_ends: null,
  expired: false,
};

describe('initialMerchandiseQuantity', () => {
  it('is 1 while in stock and 0 when sold out', () => {
    expect(initialMerchandiseQuantity({ stock: 3 })).toBe(1);
    expect(initialMerchandiseQuantity({ stock: 0 })).toBe(0);
    expect(initialMerchandiseQuantity({ stock: -2 })).toBe(0);
  });
});

describe('isPurchasable', () => {
  it('refuses sold-out and expired articles', () => {
    expect(isPurchasable(article)).toBe(true);
    expect(isPurchasable({ ...article, stock: 0 })).toBe(false);
    expect(isPurchasable({ ...article, sold_out: true })).toBe(false);
    expect(isPurchasable({ ...article, expired: true })).toBe(false);
  });
});

describe('merchandiseCartItem', () => {
  it('multiplies the price by the count', () => {
    expect(merchandiseCartItem(article, 2)).toMatchObject({
      type: 'merchandise',
      id: 3,
      count: 2,
      totalPrice: 5800,
    });
  });

  it('makes product kind 13 an annual pass line', () => {
    expect(merchandiseCartItem({ ...article, product_kind_ref: 13 }, 1).type).toBe('annualPass');
  });
});
