import { describe, expect, it } from 'vitest';
import type { Merchandise } from '../../api/wire/merchandise.ts';
import type { CartItem } from '../cart-item';
import { addToCartLines } from '../cart-lines';
import {
  articleCountInCart,
  articleQuantityBound,
  articleQuantityLeft,
  articleQuantityReset,
  boundArticleQuantity,
  initialMerchandiseQuantity,
  isAnnualPass,
  isPurchasable,
  merchandiseCartItem,
  merchandiseCategoryFromPath,
  stockState,
} from './merchandise';

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
const toteBag: Merchandise = { ...article, id: 4, name: 'Tote bag', price: 1800, stock: 3 };

describe('initialMerchandiseQuantity (SPEC §5 reset rule)', () => {
  it('is 1 while in stock and 0 when the stock is 0 or less', () => {
    expect(initialMerchandiseQuantity({ stock: 3 })).toBe(1);
    expect(initialMerchandiseQuantity({ stock: 1 })).toBe(1);
    expect(initialMerchandiseQuantity({ stock: 0 })).toBe(0);
    expect(initialMerchandiseQuantity({ stock: -2 })).toBe(0);
  });

  it('resets to what is left for this visitor: 0 once the whole stock is in the cart', () => {
    expect(articleQuantityReset(toteBag, 0)).toBe(1);
    expect(articleQuantityReset(toteBag, 2)).toBe(1);
    expect(articleQuantityReset(toteBag, 3)).toBe(0);
    expect(articleQuantityReset({ ...toteBag, stock: 0, sold_out: true }, 0)).toBe(0);
  });
});

describe('isPurchasable and stockState (SPEC §4 availability states)', () => {
  it('refuses sold-out and expired articles', () => {
    expect(isPurchasable(article)).toBe(true);
    expect(isPurchasable({ ...article, stock: 0 })).toBe(false);
    expect(isPurchasable({ ...article, sold_out: true })).toBe(false);
    expect(isPurchasable({ ...article, expired: true })).toBe(false);
  });

  it('names the state the visitor sees: expired before out of stock, a count when few are left', () => {
    expect(stockState({ ...article, stock: 0, expired: true })).toEqual({ kind: 'expired' });
    expect(stockState({ ...article, stock: 0 })).toEqual({ kind: 'outOfStock' });
    expect(stockState({ ...article, stock: -1 })).toEqual({ kind: 'outOfStock' });
    expect(stockState({ ...article, sold_out: true })).toEqual({ kind: 'outOfStock' });
    expect(stockState(toteBag)).toEqual({ kind: 'low', left: 3 });
    expect(stockState({ ...article, stock: 5 })).toEqual({ kind: 'low', left: 5 });
    expect(stockState({ ...article, stock: 6 })).toEqual({ kind: 'inStock' });
  });
});

describe('quantity left for the visitor', () => {
  const line = (count: number, type: 'merchandise' | 'annualPass' = 'merchandise', id = 4): CartItem => ({
    lineId: `l${count}${type}${id}`,
    type,
    id,
    name: 'x',
    price: 1800,
    totalPrice: 1800 * count,
    count,
    vat_value: 19,
  });

  it('counts the article over every line of the cart and nothing else', () => {
    expect(articleCountInCart([line(2), line(1), line(5, 'merchandise', 1)], toteBag)).toBe(3);
    expect(articleCountInCart([], toteBag)).toBe(0);
  });

  it('is the stock minus what is in the cart, never negative, 0 for what cannot be bought', () => {
    expect(articleQuantityLeft(toteBag, 0)).toBe(3);
    expect(articleQuantityLeft(toteBag, 2)).toBe(1);
    expect(articleQuantityLeft(toteBag, 5)).toBe(0);
    expect(articleQuantityLeft({ ...toteBag, expired: true }, 0)).toBe(0);
    expect(articleQuantityLeft({ ...article, stock: 1000 }, 0)).toBe(99);
  });

  it('names the bound of a full basket: the stock, or the most a line holds when the stock is larger', () => {
    expect(articleQuantityBound(toteBag)).toBe('stock');
    expect(articleQuantityBound({ ...article, stock: 99 })).toBe('stock');
    expect(articleQuantityBound({ ...article, stock: 100 })).toBe('line');
    expect(articleQuantityBound({ ...article, stock: 1000 })).toBe('line');
  });

  it('bounds a typed quantity to 0 … what is left', () => {
    expect(boundArticleQuantity(2, 3)).toBe(2);
    expect(boundArticleQuantity(7, 3)).toBe(3);
    expect(boundArticleQuantity(-4, 3)).toBe(0);
    expect(boundArticleQuantity(Number.NaN, 3)).toBe(0);
    expect(boundArticleQuantity(2.7, 3)).toBe(2);
    expect(boundArticleQuantity(2, 0)).toBe(0);
  });
});

describe('merchandiseCartItem', () => {
  it('multiplies the price by the count and caps the line at the stock', () => {
    expect(merchandiseCartItem(article, 2)).toEqual({
      type: 'merchandise',
      id: 3,
      name: 'Exhibition catalogue',
      price: 2900,
      totalPrice: 5800,
      count: 2,
      vat_value: 7,
      maxCount: 12,
    });
  });

  it('makes product kind 13 an annual pass line', () => {
    expect(isAnnualPass({ product_kind_ref: 13 })).toBe(true);
    expect(merchandiseCartItem({ ...article, product_kind_ref: 13 }, 1).type).toBe('annualPass');
  });

  it('keeps four tote bags added one by one to one line of three (issue 12)', () => {
    let lines: CartItem[] = [];
    const outcomes: string[] = [];
    for (let click = 0; click < 4; click += 1) {
      const result = addToCartLines(lines, merchandiseCartItem(toteBag, 1), () => `line-${click}`);
      lines = result.lines;
      outcomes.push(result.outcome.kind);
    }
    expect(outcomes).toEqual(['added', 'merged', 'merged', 'refused']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ count: 3, totalPrice: 5400 });
  });
});

describe('merchandiseCategoryFromPath', () => {
  const categories = [
    { id: 31, name: 'Books' },
    { id: 33, name: 'Gifts' },
  ];

  it('answers a category the museum has', () => {
    expect(merchandiseCategoryFromPath('33', categories)).toBe(33);
  });

  it('refuses anything else: unknown ids, zero, signs, decimals, text, huge numbers', () => {
    for (const param of ['32', '0', '-31', '31.0', '031', 'gifts', '1e3', '9999999999', '', undefined])
      expect(merchandiseCategoryFromPath(param, categories)).toBeNull();
  });
});
