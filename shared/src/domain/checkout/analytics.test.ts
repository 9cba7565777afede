import { describe, expect, it } from 'vitest';
import type { CartItem } from '../cart-item';
import { purchaseFigures, referrerToKeep } from './analytics';

describe('purchaseFigures (SPEC §7 purchase)', () => {
  it('is what was paid after voucher codes and with shipping, and the tax of the sold lines', () => {
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
    const code: CartItem = {
      lineId: 'c',
      type: 'voucherCode',
      id: 9,
      name: 'Voucher',
      price: -1000,
      totalPrice: -1000,
      barcode: 'X',
      amount: 1000,
      remaining: 0,
      discount: 0,
    };
    expect(purchaseFigures([book, code], 495)).toEqual({ revenue: 3395, tax: 255 });
  });
});

describe('referrerToKeep (SPEC §7: not when it comes from a payment provider)', () => {
  const options = {
    shopOrigin: 'https://shop.museum.example',
    providerOrigins: ['https://api.museum.example'],
  };

  it('keeps where a visitor came from, without its query', () => {
    expect(referrerToKeep('https://news.example/article/7?mail=a@b.c#x', options)).toBe(
      'https://news.example/article/7',
    );
  });

  it('keeps nothing from the shop itself, the payment page or a known provider', () => {
    expect(referrerToKeep('https://shop.museum.example/en/tickets', options)).toBeNull();
    expect(referrerToKeep('https://api.museum.example/simulator/abc', options)).toBeNull();
    expect(referrerToKeep('https://www.paypal.com/checkoutnow', options)).toBeNull();
    expect(referrerToKeep('', options)).toBeNull();
    expect(referrerToKeep('javascript:alert(1)', options)).toBeNull();
  });
});
