import { useCartStore } from '@museum/shared';
import { apiAnswer, apiGet, renderRemoteRoute, resetShopState, setUpMuseumApi } from '@museum/shared/testing';
import type { Merchandise } from '@museum/shared/wire';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import remote from '../../../app/routes';
import {
  books,
  catalogue,
  configureTestShop,
  gifts,
  postcards,
  poster,
  posters,
  toteBag,
  trackedEvents,
} from '../../../test/fixtures';

/** What the fake museum API answers: the articles of a category, or all (the API filters, as the real one). */
let articles: Merchandise[] = [];
/** Path and query of every request the page made. */
const requests: string[] = [];

const api = setUpMuseumApi(
  apiGet('merchandise/attr', { category: [books, posters, gifts] }),
  apiGet('merchandise/select', ({ request }) => {
    const category = new URL(request.url).searchParams.get('category');
    return {
      articles: category
        ? articles.filter((item) => item.custom_groups.some((group) => group.id === Number(category)))
        : articles,
    };
  }),
);
api.events.on('request:start', ({ request }) => {
  if (request.method === 'OPTIONS') return;
  const url = new URL(request.url);
  requests.push(`${url.pathname}${url.search}`);
});

beforeEach(() => {
  resetShopState();
  configureTestShop();
  requests.length = 0;
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  // Not in sequence order on purpose: the page sorts (SPEC §9).
  articles = [toteBag, catalogue, poster, postcards];
});
afterEach(cleanup);

const shownArticles = () =>
  within(screen.getByTestId('merchandise-list'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const card = (name: string) => screen.getByRole('article', { name });

describe('merchandise list (SPEC §2)', () => {
  it('shows the articles by sequence_no, each with its picture, price with VAT and product link', async () => {
    await renderRemoteRoute(remote, '/en/merchandise');
    await screen.findByRole('heading', { level: 1, name: 'Museum shop' });
    expect(shownArticles()).toEqual([
      'Exhibition catalogue',
      'Poster "Water lilies"',
      'Postcard set',
      'Cotton tote bag',
    ]);
    expect(screen.getByRole('status').textContent).toBe('4 articles');
    const book = card('Exhibition catalogue');
    expect(within(book).getByRole('link', { name: 'Exhibition catalogue' }).getAttribute('href')).toBe(
      '/en/product/1',
    );
    expect(book.textContent).toContain('€39.00 incl. 7% VAT (€2.55)');
    const picture = within(book).getByRole('img', { name: 'Product photo: Exhibition catalogue' });
    expect(picture.getAttribute('src')).toBe('https://api.museum.test/static/merchandise/article-1.svg');
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['1200', '600']);
  });

  it('loads the first two pictures at once and first (what a phone shows first), the others as they come into view', async () => {
    await renderRemoteRoute(remote, '/en/merchandise');
    const pictures = (await screen.findAllByRole('img', { name: /^Product photo:/ })).map((picture) => [
      picture.getAttribute('loading'),
      picture.getAttribute('fetchpriority'),
    ]);
    expect(pictures).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });

  it('asks for the first two pictures as soon as the list is known, from the loader, not after the render', async () => {
    await renderRemoteRoute(remote, '/en/merchandise');
    await screen.findAllByRole('img', { name: /^Product photo:/ });
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
      (link) => [link.getAttribute('as'), link.href, link.getAttribute('fetchpriority')],
    );
    expect(preloads).toEqual([
      ['image', 'https://api.museum.test/static/merchandise/article-1.svg', 'high'],
      ['image', 'https://api.museum.test/static/merchandise/article-2.svg', 'high'],
    ]);
    // A second visit to the list adds no second link for the same picture.
    await renderRemoteRoute(remote, '/en/merchandise');
    await screen.findAllByRole('img', { name: 'Product photo: Exhibition catalogue' });
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(2);
  });

  it('flags the sold-out article and offers no "Add to basket" for it; says how few are left', async () => {
    await renderRemoteRoute(remote, '/en/merchandise');
    const soldOut = await screen.findByRole('article', { name: 'Poster "Water lilies"' });
    within(soldOut).getByText('This item is out of stock.');
    expect(within(soldOut).queryByRole('button', { name: 'Add to basket' })).toBeNull();
    within(card('Cotton tote bag')).getByText('Only 3 left');
    expect(within(card('Exhibition catalogue')).queryByText(/left|stock/)).toBeNull();
  });

  it('offers the categories as links; a category page is its own address, marked as the current one', async () => {
    const { router } = await renderRemoteRoute(remote, '/en/merchandise');
    const categories = await screen.findByRole('navigation', { name: 'Shop categories' });
    const links = within(categories).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All articles', '/en/merchandise'],
      ['Books', '/en/merchandise/31'],
      ['Posters & prints', '/en/merchandise/32'],
      ['Gifts', '/en/merchandise/33'],
    ]);
    expect(within(categories).getByRole('link', { name: 'All articles' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await router.navigate('/en/merchandise/33');
    await screen.findByRole('heading', { level: 1, name: 'Museum shop: Gifts' });
    expect(shownArticles()).toEqual(['Postcard set', 'Cotton tote bag']);
    expect(requests).toContain('/en/merchandise/select?category=33');
    expect(within(categories).getByRole('link', { name: 'Gifts' }).getAttribute('aria-current')).toBe('page');
    expect(
      within(categories).getByRole('link', { name: 'All articles' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('says "No results." for a category without articles', async () => {
    articles = [catalogue];
    await renderRemoteRoute(remote, '/en/merchandise/33');
    expect((await screen.findByRole('status')).textContent).toBe('No results.');
    expect(screen.queryByTestId('merchandise-list')).toBeNull();
  });

  it('answers "not found" for a category the museum does not have, or an address that is no category', async () => {
    for (const path of ['/en/merchandise/99', '/en/merchandise/gifts']) {
      const { router } = await renderRemoteRoute(remote, path);
      await screen.findByText(/404/);
      expect(Object.values(router.state.errors ?? {})).toMatchObject([{ status: 404 }]);
      cleanup();
    }
  });

  it('adds the same article to one line and never more than the stock: four tote bags, three left', async () => {
    await renderRemoteRoute(remote, '/en/merchandise');
    const bag = await screen.findByRole('article', { name: 'Cotton tote bag' });
    const add = within(bag).getByRole('button', { name: 'Add to basket' });
    await userEvent.click(add);
    within(bag).getByText('1 × “Cotton tote bag” went into your basket.');
    await userEvent.click(add);
    await userEvent.click(add);
    await userEvent.click(add);
    const noneLeft = within(bag).getByText(
      'There are no more of “Cotton tote bag” left: your basket already holds all of them.',
    );
    // A refused press takes the focus to why, each time: the words alone would not be read out again.
    await waitFor(() => expect(document.activeElement?.contains(noneLeft)).toBe(true));
    add.focus();
    await userEvent.click(add);
    await waitFor(() => expect(document.activeElement?.contains(noneLeft)).toBe(true));
    expect(within(bag).getByRole('link', { name: 'Go to the basket' }).getAttribute('href')).toBe(
      '/en/checkout',
    );
    expect(useCartStore.getState().form).toMatchObject([
      { type: 'merchandise', id: 4, count: 3, totalPrice: 5400 },
    ]);
    // SPEC §7: one add-to-cart event per piece that went in, none for the refused one.
    const adds = trackedEvents().filter((entry) => entry.event === 'addToCart');
    expect(adds.map((entry) => entry.products)).toEqual([
      [
        {
          id: 'merchandise-4',
          name: 'Cotton tote bag',
          category: 'merchandise',
          price: '18.00',
          quantity: 1,
        },
      ],
      [
        {
          id: 'merchandise-4',
          name: 'Cotton tote bag',
          category: 'merchandise',
          price: '18.00',
          quantity: 1,
        },
      ],
      [
        {
          id: 'merchandise-4',
          name: 'Cotton tote bag',
          category: 'merchandise',
          price: '18.00',
          quantity: 1,
        },
      ],
    ]);
  });

  it('says so when the shop cannot be loaded, and loads it again on request', async () => {
    api.use(apiGet('merchandise/select', () => apiAnswer(200, { data: { broken: true } })));
    await renderRemoteRoute(remote, '/en/merchandise');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The shop could not be loaded. Please try again in a moment.',
    );
    api.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('merchandise-list');
  });
});
