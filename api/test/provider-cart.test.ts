import { paymentAddressSchema } from '@museum/shared/wire';
import { describe, expect, it } from 'vitest';
import { DEMO_ORDERS, DEMO_VOUCHER_CODES } from '../src/seed/seed.ts';
import { pageAmount, URLS } from './checkout-support.ts';
import { makeShop, ORIGIN } from './support.ts';

interface StoredCart {
  total: string;
  currency: string;
  items: { name: string; quantity: number; price: string; tax: string }[];
}

const storedCart = (shop: ReturnType<typeof makeShop>, pagePath: string) => {
  const row = shop.db
    .prepare('SELECT amount, provider_cart FROM payments WHERE id = ?')
    .get(pagePath.split('/').pop()) as { amount: number; provider_cart: string };
  return { amount: row.amount, cart: JSON.parse(row.provider_cart) as StoredCart };
};

describe('the provider cart (SPEC §7: total in EUR, line items with name, quantity, price, tax 0.00)', () => {
  it('lists what is paid for in the visitor language, adding up to the total; the payment page shows it', async () => {
    const shop = makeShop();
    const address = await shop.post(
      '/de/checkout/initPayment',
      {
        payart: 167,
        cart: {
          ver: 1,
          items: [
            { type: 'merchandise', id: 1, count: 2 },
            { type: 'voucherCode', barcode: DEMO_VOUCHER_CODES.valid },
          ],
        },
        url: { continue: `${ORIGIN}/de/checkout/accepted`, cancel: `${ORIGIN}/de/checkout/canceled` },
        country: 'DE',
      },
      paymentAddressSchema,
    );
    const pagePath = new URL(address).pathname;
    const { amount, cart } = storedCart(shop, pagePath);
    // Two catalogues (2 × 39.00, 2.4 kg: Germany's 1–5 kg band, 6.95), less the code's 25.00 (seed).
    expect(amount).toBe(2 * 3900 + 695 - 2500);
    expect(cart.currency).toBe('EUR');
    expect(cart.total).toBe((amount / 100).toFixed(2));
    const sum = cart.items.reduce(
      (total, item) => total + Math.round(Number(item.price) * 100) * item.quantity,
      0,
    );
    expect(sum).toBe(amount);
    expect(cart.items.every((item) => item.tax === '0.00')).toBe(true);
    expect(cart.items.map((item) => [item.name, item.quantity, item.price])).toEqual([
      ['Ausstellungskatalog „Licht und Schatten“', 2, '39.00'],
      ['Versand', 1, '6.95'],
      ['Gutscheincodes', 1, '-25.00'],
    ]);

    const html = await (await shop.request('GET', pagePath)).text();
    expect(html).toContain('<td>Ausstellungskatalog „Licht und Schatten“</td>');
    expect(await pageAmount(shop, pagePath)).toBe(amount);
  });

  it('names a museum order as one item', async () => {
    const shop = makeShop();
    const address = await shop.post(
      '/en/checkout/initPaymentOrder',
      { payart: 167, id: DEMO_ORDERS.open, url: URLS },
      paymentAddressSchema,
    );
    const { amount, cart } = storedCart(shop, new URL(address).pathname);
    expect(cart.items).toEqual([
      { name: `Order ${DEMO_ORDERS.open}`, quantity: 1, price: (amount / 100).toFixed(2), tax: '0.00' },
    ]);
  });
});
