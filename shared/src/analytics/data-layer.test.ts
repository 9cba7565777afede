import { useConfigStore } from '@museum/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartItem } from '../domain/cart-item';
import { voucherCodeLine } from '../testing/cart-lines';

const book: CartItem = {
  lineId: 'b',
  type: 'merchandise',
  id: 1,
  name: 'Catalogue',
  price: 3900,
  totalPrice: 7800,
  count: 2,
  vat_value: 7,
};
const code: CartItem = voucherCodeLine({ lineId: 'c' });

const analytics = () => import('./data-layer');

function landFrom(referrer: string) {
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.dataLayer = [];
  useConfigStore.setState({
    shop: { api: 'https://api.museum.example/', remotes: {}, supportEmail: '' } as never,
  });
});

describe('data layer (SPEC §7 "Analytics")', () => {
  it('counts what one add put in: a new line whole, a merged or capped one by what joined it; a refusal not', async () => {
    const { trackAddOutcome } = await analytics();
    trackAddOutcome({ kind: 'added', line: book });
    trackAddOutcome({ kind: 'merged', line: book, added: 1 });
    trackAddOutcome({ kind: 'capped', line: book, added: 1, max: 2 });
    trackAddOutcome({ kind: 'refused', reason: 'noneLeft' });
    const quantities = (
      window.dataLayer as { ecommerce: { add: { products: { quantity: number }[] } } }[]
    ).map((event) => event.ecommerce.add.products[0]?.quantity);
    expect(quantities).toEqual([2, 1, 1]);
  });

  it('pushes a purchase with id, revenue after voucher codes with shipping, tax, in EUR with two decimals', async () => {
    landFrom('https://news.example/article?mail=anna@example.com');
    const { trackPurchase } = await analytics();
    trackPurchase('B-1001', [book, code], 495);
    expect(window.dataLayer).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          currencyCode: 'EUR',
          purchase: {
            actionField: { id: 'B-1001', revenue: '57.95', tax: '5.10', shipping: '4.95' },
            products: [
              {
                id: 'merchandise-1',
                name: 'Catalogue',
                category: 'merchandise',
                price: '39.00',
                quantity: 2,
              },
            ],
          },
        },
        referrer: 'https://news.example/article',
      },
    ]);
    expect(JSON.stringify(window.dataLayer)).not.toContain('anna@example.com');
  });

  it('keeps the first referrer when the visitor comes back from the payment page', async () => {
    window.sessionStorage.setItem('referrer', 'https://news.example/article');
    landFrom('https://api.museum.example/simulator/p-123');
    const { trackCheckout, storedReferrer } = await analytics();
    trackCheckout(4, [book]);
    expect(storedReferrer()).toBe('https://news.example/article');
  });

  it('counts only the difference when a quantity changes', async () => {
    const { trackQuantityChange } = await analytics();
    trackQuantityChange(book, 2, 5);
    trackQuantityChange(book, 5, 4);
    trackQuantityChange(book, 4, 4);
    expect(
      window.dataLayer?.map((entry) => {
        const { event, ecommerce } = entry as {
          event: string;
          ecommerce: Record<string, { products: { quantity: number }[] }>;
        };
        return [event, (ecommerce.add ?? ecommerce.remove)?.products[0]?.quantity];
      }),
    ).toEqual([
      ['addToCart', 3],
      ['removeFromCart', 1],
    ]);
  });

  it('pushes the checkout step with its option', async () => {
    const { trackCheckout } = await analytics();
    trackCheckout(3, [book], 'card:googlepay');
    expect(window.dataLayer?.[0]).toMatchObject({
      event: 'checkout',
      ecommerce: { checkout: { actionField: { step: 3, option: 'card:googlepay' } } },
    });
  });
});
