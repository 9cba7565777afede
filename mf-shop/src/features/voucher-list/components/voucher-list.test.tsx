import { useCartStore } from '@museum/shared';
import { cartTotals, voucherCartItem, voucherCountInCart } from '@museum/shared/domain';
import { apiAnswer, apiGet, renderRemoteRoute, resetShopState, setUpMuseumApi } from '@museum/shared/testing';
import { loadVoucherCodeTexts } from '@museum/shared/voucher-code';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import remote from '../../../app/routes';
import {
  configureTestShop,
  freeVoucher,
  tourVoucher,
  validCode,
  voucher25,
  voucher50,
  voucherGroups,
} from '../../../test/fixtures';

// The loader's loading of the voucher-code form's texts, watched; the form itself loads them without it.
vi.mock('@museum/shared/voucher-code', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@museum/shared/voucher-code')>();
  return { ...actual, loadVoucherCodeTexts: vi.fn(actual.loadVoucherCodeTexts) };
});

setUpMuseumApi(
  apiGet('voucher/select/event/', { vouchers: [tourVoucher, freeVoucher, voucher50, voucher25] }),
  apiGet('voucher/category', { group: [...voucherGroups, { id: 43, name: 'Empty group', sequence_no: 3 }] }),
  apiGet('voucher', ({ request }) =>
    new URL(request.url).searchParams.get('voucher') === 'LINDEN-VALID'
      ? validCode
      : apiAnswer(422, { error: 'VOUCHER_NOW_IS_AFTER_VALID_TO' }),
  ),
);

beforeEach(() => {
  vi.mocked(loadVoucherCodeTexts).mockClear();
  resetShopState();
  configureTestShop();
});
afterEach(cleanup);

const shownVouchers = () =>
  within(screen.getByTestId('voucher-list'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('voucher list (SPEC §2)', () => {
  it('lists the vouchers by group and sequence_no, fixed with their price, free with their range', async () => {
    await renderRemoteRoute(remote, '/en/vouchers');
    await screen.findByRole('heading', { level: 1, name: 'Gift vouchers' });
    expect(shownVouchers()).toEqual([
      'Voucher €25',
      'Voucher €50',
      'Voucher of your chosen amount',
      'Guided tour for two',
    ]);
    const free = screen.getByRole('article', { name: 'Voucher of your chosen amount' });
    expect(free.textContent).toContain('Amount of your choice: €10.00 – €500.00');
    expect(within(free).getByRole('link', { name: 'Choose an amount' }).getAttribute('href')).toBe(
      '/en/vouchers/3',
    );
    expect(within(free).queryByRole('button', { name: 'Add to basket' })).toBeNull();
  });

  it('filters by voucher group with toggle buttons, offering only groups that hold a voucher', async () => {
    await renderRemoteRoute(remote, '/en/vouchers');
    const filter = await screen.findByRole('group', { name: 'Voucher categories' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All vouchers', 'Gift vouchers', 'Experience vouchers']);
    const experiences = within(filter).getByRole('button', { name: 'Experience vouchers' });
    await userEvent.click(experiences);
    expect(experiences.getAttribute('aria-pressed')).toBe('true');
    expect(shownVouchers()).toEqual(['Guided tour for two']);
    screen.getByText('1 voucher');
    await userEvent.click(within(filter).getByRole('button', { name: 'All vouchers' }));
    expect(shownVouchers()).toHaveLength(4);
  });

  it('puts a fixed voucher in the basket, the same one again on the same line', async () => {
    await renderRemoteRoute(remote, '/en/vouchers');
    const card = await screen.findByRole('article', { name: 'Voucher €50' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add to basket' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Add to basket' }));
    within(card).getByText('1 × “Voucher €50” went into your basket.');
    expect(useCartStore.getState().form).toMatchObject([
      { type: 'voucher', id: 2, count: 2, price: 5000, totalPrice: 10000, variable_amount: false },
    ]);
  });

  it('adds no voucher to a basket that holds the most one order may have, and says how many it holds', async () => {
    // A basket from before the bound holds more than one order may have: the message says what it holds.
    const { addToCart } = useCartStore.getState();
    addToCart(voucherCartItem(freeVoucher, 20, 1000));
    addToCart(voucherCartItem(freeVoucher, 20, 2000));
    addToCart(voucherCartItem(voucher25, 12, voucher25.price));
    await renderRemoteRoute(remote, '/en/vouchers');
    const card = await screen.findByRole('article', { name: 'Voucher €50' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add to basket' }));
    expect(
      within(card).getByText('Your basket already holds 52 vouchers; one order may have at most 50.'),
    ).toBeTruthy();
    expect(voucherCountInCart(useCartStore.getState().form)).toBe(52);
  });

  it('redeems a voucher code into the basket, taken off the total (SPEC §5)', async () => {
    await renderRemoteRoute(remote, '/en/vouchers');
    const section = await screen.findByRole('region', { name: 'Redeem a voucher code' });
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Voucher €50' })).getByRole('button'),
    );
    await userEvent.type(within(section).getByLabelText('Voucher code'), 'LINDEN-VALID');
    await userEvent.click(within(section).getByRole('button', { name: 'Redeem' }));
    expect(
      await within(section).findByText(
        'Voucher code LINDEN-VALID is in your basket: its value of €25.00 goes towards your order.',
      ),
    ).toBeTruthy();
    expect(cartTotals(useCartStore.getState().form, null)).toMatchObject({ subtotal: 5000, total: 2500 });
    await userEvent.type(within(section).getByLabelText('Voucher code'), 'LINDEN-EXPIRED');
    await userEvent.click(within(section).getByRole('button', { name: 'Redeem' }));
    await within(section).findByText('This voucher code has expired.');
  });

  it('has no voucher-code entry when the museum does not take voucher codes, nor loads its texts', async () => {
    await renderRemoteRoute(remote, '/en/vouchers', { config: { has_voucher_code: false } });
    await screen.findByTestId('voucher-list');
    expect(screen.queryByRole('region', { name: 'Redeem a voucher code' })).toBeNull();
    expect(loadVoucherCodeTexts).not.toHaveBeenCalled();
  });

  it('shows the list when the voucher-code form’s texts cannot be loaded with it', async () => {
    vi.mocked(loadVoucherCodeTexts).mockRejectedValueOnce(new Error('Loading chunk voucherCode failed'));
    await renderRemoteRoute(remote, '/en/vouchers');
    await screen.findByTestId('voucher-list');
    expect(loadVoucherCodeTexts).toHaveBeenCalled();
    await screen.findByRole('region', { name: 'Redeem a voucher code' });
  });
});
