import { beforeEach, describe, expect, it } from 'vitest';
import type { NewCartItem } from '../domain/cart-item';
import { NO_CART_NAMES, renameCartLine } from '../domain/checkout/cart-names';
import { useCartStore } from './cart-store';
import { useVisitStore } from './visit-store';

const catalogue: NewCartItem = {
  type: 'merchandise',
  id: 1,
  name: 'Ausstellungskatalog',
  price: 3900,
  totalPrice: 3900,
  count: 1,
  vat_value: 7,
  maxCount: 10,
};

describe('the cart keeps the language of its names (checkout/cart-names)', () => {
  beforeEach(() => {
    useCartStore.getState().clearCart();
    useVisitStore.setState({ language: 'de' });
  });

  it('marks an added line with the language of the page that added it', () => {
    useCartStore.getState().addToCart(catalogue);
    expect(useCartStore.getState().form[0]).toMatchObject({ name: 'Ausstellungskatalog', lang: 'de' });
  });

  it('renames only the lines in another language, and then marks them', () => {
    useCartStore.getState().addToCart(catalogue);
    useVisitStore.setState({ language: 'en' });
    useCartStore.getState().addToCart({ ...catalogue, id: 2, name: 'Tote bag' });
    const names = {
      ...NO_CART_NAMES,
      articles: new Map([
        [1, 'Exhibition catalogue'],
        [2, 'Cotton tote bag'],
      ]),
    };
    const answered = new Set(['article 1', 'article 2']);
    useCartStore.getState().renameLines('en', (line) => renameCartLine(line, names, answered, 'en'));
    expect(useCartStore.getState().form.map(({ name, lang }) => [name, lang])).toEqual([
      ['Exhibition catalogue', 'en'],
      // Already in English: left as it was added.
      ['Tote bag', 'en'],
    ]);
  });
});
