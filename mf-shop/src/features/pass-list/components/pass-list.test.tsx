import { apiGet, renderRemoteRoute, resetShopState, setUpMuseumApi } from '@museum/shared/testing';
import type { Merchandise } from '@museum/shared/wire';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import remote from '../../../app/routes';
import { article, configureTestShop, singlePass } from '../../../test/fixtures';

const adults = { id: 34, name: 'For adults' };
const young = { id: 35, name: 'Under 27' };
const youngPass = article({
  id: 8,
  name: 'Annual pass young',
  price: 3000,
  vat_value: 7,
  stock: 1000,
  product_kind_ref: 13,
  custom_groups: [young],
});
const passes: Merchandise[] = [{ ...singlePass, custom_groups: [adults] }, youngPass];
let categories = [adults, young];
const requests: string[] = [];

const api = setUpMuseumApi(
  apiGet('merchandise/attr', () => ({ category: categories })),
  apiGet('merchandise/select', ({ request }) => {
    const category = new URL(request.url).searchParams.get('category');
    return {
      articles: category
        ? passes.filter((pass) => pass.custom_groups.some((group) => group.id === Number(category)))
        : passes,
    };
  }),
);
api.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (request.method !== 'OPTIONS') requests.push(`${url.pathname}${url.search}`);
});

beforeEach(() => {
  resetShopState();
  configureTestShop();
  requests.length = 0;
  categories = [adults, young];
});
afterEach(cleanup);

const shownPasses = () =>
  within(screen.getByTestId('pass-list'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('annual pass list (SPEC §2: the merchandise list screen for product kind 13)', () => {
  it('filters by the pass categories of merchandise/attr?product_kind=13, each a link', async () => {
    const { router } = await renderRemoteRoute(remote, '/en/passes');
    await screen.findByRole('heading', { level: 1, name: 'Annual passes' });
    expect(requests).toContain('/en/merchandise/attr?product_kind=13');
    expect(shownPasses()).toEqual(['Annual pass single', 'Annual pass young']);
    const filters = screen.getByRole('navigation', { name: 'Kinds of annual pass' });
    expect(
      within(filters).getByRole('link', { name: 'All annual passes' }).getAttribute('aria-current'),
    ).toBe('page');

    await userEvent.click(within(filters).getByRole('link', { name: 'Under 27' }));
    expect(router.state.location.search).toBe('?category=35');
    expect(await screen.findByRole('status')).toHaveProperty('textContent', '1 annual pass');
    expect(shownPasses()).toEqual(['Annual pass young']);
    expect(within(filters).getByRole('link', { name: 'Under 27' }).getAttribute('aria-current')).toBe('page');
    expect(requests).toContain('/en/merchandise/select?product_kind=13&category=35');
  });

  it('shows no filter for a single kind of pass, and a category it does not have is not found', async () => {
    categories = [adults];
    await renderRemoteRoute(remote, '/en/passes');
    await screen.findByRole('heading', { level: 1, name: 'Annual passes' });
    expect(screen.queryByRole('navigation', { name: 'Kinds of annual pass' })).toBeNull();
    cleanup();
    for (const path of ['/en/passes?category=99', '/en/passes?category=adults']) {
      const { router } = await renderRemoteRoute(remote, path);
      await screen.findByText(/404/);
      expect(Object.values(router.state.errors ?? {})).toMatchObject([{ status: 404 }]);
      cleanup();
    }
  });
});
