import { describe, expect, it } from 'vitest';
import { basketCount, type CartItem, canAddToCart, type NewCartItem, readCartItems } from './cart-item';

const code = (barcode: string): NewCartItem => ({
  type: 'voucherCode',
  id: 1,
  name: 'Gift code',
  price: -1000,
  totalPrice: -1000,
  barcode,
  amount: 1000,
  remaining: 0,
  discount: 0,
});

const book: CartItem = {
  lineId: 'a',
  type: 'merchandise',
  id: 7,
  name: 'Catalogue',
  price: 2500,
  totalPrice: 5000,
  count: 2,
  vat_value: 7,
};

describe('canAddToCart', () => {
  it('refuses a voucher code whose barcode is already in the cart', () => {
    const items: CartItem[] = [{ ...code('ABC'), lineId: 'x' } as CartItem];
    expect(canAddToCart(items, code('ABC'))).toBe(false);
    expect(canAddToCart(items, code('XYZ'))).toBe(true);
  });

  it('accepts any other item, also twice', () => {
    const { lineId: _lineId, ...again } = book;
    expect(canAddToCart([book], again)).toBe(true);
  });
});

describe('basketCount', () => {
  it('counts lines, not pieces', () => {
    expect(basketCount([book])).toBe(1);
    expect(basketCount([])).toBe(0);
  });
});

describe('readCartItems', () => {
  it('keeps readable lines and drops damaged ones', () => {
    const saved = [
      book,
      { ...book, lineId: 7 },
      { ...book, type: 'spaceship' },
      { ...book, count: -1 },
      null,
      'x',
    ];
    expect(readCartItems(saved)).toEqual([book]);
  });

  it('keeps annual passes with readable owners and vouchers that say whether their amount was chosen', () => {
    const pass: CartItem = {
      ...book,
      lineId: 'p',
      type: 'annualPass',
      owners: [
        { name: 'Anna', address: null },
        { name: 'Ben', address: { street: 'Ring 1', zip: '1010', city: 'Wien', country: 'AT' } },
      ],
    };
    const voucher: CartItem = { ...book, lineId: 'v', type: 'voucher', vat_value: 0, variable_amount: true };
    const saved = [
      pass,
      { ...pass, owners: 'Anna' },
      { ...pass, owners: [{ name: 7, address: null }] },
      { ...pass, owners: [{ name: 'Ben', address: { street: 'Ring 1' } }] },
      voucher,
      { ...voucher, variable_amount: 'yes' },
    ];
    expect(readCartItems(saved)).toEqual([pass, voucher]);
  });

  it('reads anything that is not a list as an empty cart', () => {
    expect(readCartItems({ form: [book] })).toEqual([]);
    expect(readCartItems(undefined)).toEqual([]);
  });
});
