import { useCartStore } from '@museum/shared';
import { merchandiseCartItem, prepareCartItems } from '@museum/shared/domain';
import { apiAnswer, apiGet, renderRemoteRoute, resetShopState, setUpMuseumApi } from '@museum/shared/testing';
import type { Merchandise } from '@museum/shared/wire';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import remote from '../../../app/routes';
import {
  calendar,
  catalogue,
  configureTestShop,
  countries,
  postcards,
  poster,
  singlePass,
  toteBag,
  trackedEvents,
} from '../../../test/fixtures';

const known = new Map<number, Merchandise>(
  [catalogue, poster, postcards, toteBag, calendar, singlePass].map((item) => [item.id, item]),
);

setUpMuseumApi(
  apiGet('merchandise', ({ request }) => {
    const item = known.get(Number(new URL(request.url).searchParams.get('article')));
    return item ?? apiAnswer(404, { error: 'NOT_FOUND' });
  }),
  apiGet('customer/attr', { countries, salutations: [], required_fields: [], visible_fields: [] }),
);

beforeEach(() => {
  resetShopState();
  configureTestShop();
});
afterEach(cleanup);

const quantity = () => screen.getByLabelText('Quantity') as HTMLInputElement;
const add = () => screen.getByRole('button', { name: 'Add to basket' });

describe('product page (SPEC §2 product, §5 merchandise)', () => {
  it('shows name, picture, price with VAT and stock, and puts the chosen quantity in the basket', async () => {
    await renderRemoteRoute(remote, '/en/product/1');
    await screen.findByRole('heading', { level: 1, name: 'Exhibition catalogue' });
    expect(document.body.textContent).toContain('€39.00 incl. 7% VAT (€2.55)');
    screen.getByText('In stock');
    expect(
      screen.getByRole('img', { name: 'Product photo: Exhibition catalogue' }).getAttribute('width'),
    ).toBe('1200');
    expect(((await screen.findByLabelText('Quantity')) as HTMLInputElement).value).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'One more: Exhibition catalogue' }));
    expect(quantity().value).toBe('2');
    expect(document.body.textContent).toContain('Total: €78.00');
    await userEvent.click(add());

    await screen.findByText('2 × “Exhibition catalogue” went into your basket.');
    const lines = useCartStore.getState().form;
    expect(prepareCartItems(lines)).toEqual([{ type: 'merchandise', id: 1, count: 2, totalPrice: 7800 }]);
    // SPEC §5: after adding, the quantity resets to 1.
    expect(quantity().value).toBe('1');
    expect(trackedEvents().filter((entry) => entry.event === 'addToCart')).toEqual([
      {
        event: 'addToCart',
        products: [
          {
            id: 'merchandise-1',
            name: 'Exhibition catalogue',
            category: 'merchandise',
            price: '39.00',
            quantity: 2,
          },
        ],
      },
    ]);
  });

  it('never offers more than the stock minus what the basket holds, and resets to 0 when all are in it', async () => {
    await renderRemoteRoute(remote, '/en/product/4');
    await screen.findByLabelText('Quantity');
    screen.getByText('Only 3 left');
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '7');
    expect(quantity().value).toBe('3');
    // The lowered quantity is said, and read with the field.
    expect(screen.getByRole('status').textContent).toBe(
      'Only 3 more can be added, so the quantity is now 3.',
    );
    expect(quantity().getAttribute('aria-describedby')).toContain(screen.getByRole('status').id);
    const hint = screen.getByRole('status');
    await userEvent.click(add());
    expect(hint.textContent).toBe('');
    expect(useCartStore.getState().form).toMatchObject([{ id: 4, count: 3 }]);
    expect(quantity().value).toBe('0');
    await userEvent.click(add());
    expect(screen.getByRole('alert').textContent).toBe(
      'Your basket already holds all 3 pieces left of this item.',
    );
    expect(useCartStore.getState().form).toMatchObject([{ id: 4, count: 3 }]);
  });

  it('says the basket holds the most one order may have, not "all left", when the stock is larger', async () => {
    // 200 postcard sets in stock; a basket line holds 99.
    useCartStore.getState().addToCart(merchandiseCartItem(postcards, 99));
    await renderRemoteRoute(remote, '/en/product/3');
    await screen.findByLabelText('Quantity');
    await userEvent.click(add());
    expect(screen.getByRole('alert').textContent).toBe(
      'Your basket already holds 99 pieces of this item, the most one order may have.',
    );
    expect(useCartStore.getState().form).toMatchObject([{ id: 3, count: 99 }]);
  });

  it('shows an out-of-stock article with quantity 0 and adds nothing (SPEC §5 reset rule)', async () => {
    await renderRemoteRoute(remote, '/en/product/2');
    await screen.findByRole('heading', { level: 1, name: 'Poster "Water lilies"' });
    expect(screen.getAllByText('This item is out of stock.')).toHaveLength(1);
    expect(((await screen.findByLabelText('Quantity')) as HTMLInputElement).value).toBe('0');
    await userEvent.click(add());
    expect(screen.getByRole('alert').textContent).toBe('This item is out of stock.');
    expect(quantity().getAttribute('aria-invalid')).toBe('true');
    expect(useCartStore.getState().form).toEqual([]);
  });

  it('says that an article whose sale has ended is no longer available', async () => {
    await renderRemoteRoute(remote, '/en/product/5');
    await screen.findByRole('heading', { level: 1, name: 'Museum calendar' });
    screen.getByText('This item is no longer available.');
    expect(((await screen.findByLabelText('Quantity')) as HTMLInputElement).value).toBe('0');
  });

  it('sends an annual pass to its own page, where its owners are named', async () => {
    const { router } = await renderRemoteRoute(remote, '/en/product/6');
    await screen.findByRole('heading', { level: 1, name: 'Annual pass single' });
    expect(router.state.location.pathname).toBe('/en/passes/6');
  });

  it('answers "not found" for an unknown article', async () => {
    const { router } = await renderRemoteRoute(remote, '/en/product/404');
    await screen.findByText(/404/);
    expect(Object.values(router.state.errors ?? {})).toMatchObject([{ status: 404 }]);
  });
});
