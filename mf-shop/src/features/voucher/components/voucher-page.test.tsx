import { useCartStore } from '@museum/shared';
import { prepareCartItems, voucherCartItem, voucherCountInCart } from '@museum/shared/domain';
import { apiAnswer, apiGet, renderRemoteRoute, resetShopState, setUpMuseumApi } from '@museum/shared/testing';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import remote from '../../../app/routes';
import { configureTestShop, freeVoucher, voucher25 } from '../../../test/fixtures';

setUpMuseumApi(
  apiGet(
    'voucher/selectOne/price/:id',
    ({ params }) =>
      [voucher25, freeVoucher].find((item) => item.id === Number(params.id)) ??
      apiAnswer(404, { error: 'NOT_FOUND' }),
  ),
);

beforeEach(() => {
  resetShopState();
  configureTestShop();
});
afterEach(cleanup);

const amount = () => screen.getByLabelText(/^Amount in euros/) as HTMLInputElement;
const quantity = () => screen.getByLabelText('Number of vouchers') as HTMLInputElement;
const add = () => screen.getByRole('button', { name: 'Add to basket' });
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('voucher page (SPEC §2 single voucher, §5 voucher price)', () => {
  it('sells a fixed voucher at its price, in the chosen number', async () => {
    await renderRemoteRoute(remote, '/en/vouchers/1');
    await screen.findByRole('heading', { level: 1, name: 'Voucher €25' });
    expect(screen.queryByLabelText(/^Amount in euros/)).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'One more: Voucher €25' }));
    expect(document.body.textContent).toContain('Total: €50.00');
    await userEvent.click(add());
    expect(prepareCartItems(useCartStore.getState().form)).toEqual([
      { type: 'voucher', id: 1, count: 2, price: 2500, totalPrice: 5000 },
    ]);
  });

  it('takes a free amount in euros, converts it to cents and sends it as the price', async () => {
    await renderRemoteRoute(remote, '/en/vouchers/3');
    await screen.findByRole('heading', { level: 1, name: 'Voucher of your chosen amount' });
    expect(description(amount())).toContain('Between €10.00 and €500.00');
    await userEvent.type(amount(), '42.5');
    await userEvent.tab();
    expect(amount().value).toBe('42.50');
    expect(document.body.textContent).toContain('Total: €42.50');
    await userEvent.click(add());
    expect(
      await screen.findByText('1 × “Voucher of your chosen amount” went into your basket.'),
    ).toBeTruthy();
    expect(prepareCartItems(useCartStore.getState().form)).toEqual([
      { type: 'voucher', id: 3, count: 1, price: 4250, totalPrice: 4250 },
    ]);
  });

  it('makes a negative amount positive, and keeps the previous price when the field is emptied', async () => {
    await renderRemoteRoute(remote, '/en/vouchers/3');
    await screen.findByLabelText(/^Amount in euros/);
    await userEvent.type(amount(), '-30');
    await userEvent.tab();
    expect(amount().value).toBe('30.00');
    await userEvent.clear(amount());
    await userEvent.tab();
    expect(amount().value).toBe('30.00');
    await userEvent.clear(amount());
    await userEvent.click(add());
    expect(useCartStore.getState().form).toMatchObject([{ type: 'voucher', id: 3, price: 3000 }]);
  });

  it('says clearly what is wrong with an amount, at the field, and adds nothing', async () => {
    await renderRemoteRoute(remote, '/en/vouchers/3');
    await screen.findByLabelText(/^Amount in euros/);
    await userEvent.click(add());
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    expect(description(amount())).toContain('Please enter the amount of the voucher.');
    expect(document.activeElement).toBe(amount());
    for (const [typed, message] of [
      ['9.99', 'The amount must be at least €10.00.'],
      ['500.01', 'The amount can be at most €500.00.'],
      ['ten', 'Please enter an amount in euros, for example 25 or 42.50.'],
    ] as const) {
      await userEvent.clear(amount());
      await userEvent.type(amount(), typed);
      await userEvent.click(add());
      expect(description(amount())).toContain(message);
      expect(amount().value).toBe(typed);
    }
    expect(useCartStore.getState().form).toEqual([]);
  });

  it('lets the visitor clear the quantity to type another number, and asks for at least one on adding', async () => {
    await renderRemoteRoute(remote, '/en/vouchers/1');
    await screen.findByLabelText('Number of vouchers');
    await userEvent.clear(quantity());
    expect(quantity().value).toBe('');
    await userEvent.type(quantity(), '5');
    expect(quantity().value).toBe('5');
    await userEvent.click(add());
    expect(useCartStore.getState().form).toMatchObject([{ type: 'voucher', id: 1, count: 5 }]);

    await userEvent.clear(quantity());
    await userEvent.click(add());
    expect(quantity().getAttribute('aria-invalid')).toBe('true');
    expect(description(quantity())).toContain('Please choose how many vouchers you would like.');
    expect(document.activeElement).toBe(quantity());
    expect(useCartStore.getState().form).toMatchObject([{ type: 'voucher', id: 1, count: 5 }]);
  });

  it('shows what is typed after Enter in an emptied quantity field', async () => {
    await renderRemoteRoute(remote, '/en/vouchers/1');
    await screen.findByLabelText('Number of vouchers');
    await userEvent.clear(quantity());
    await userEvent.keyboard('{Enter}');
    expect(description(quantity())).toContain('Please choose how many vouchers you would like.');
    expect(document.activeElement).toBe(quantity());
    await userEvent.keyboard('5');
    expect(quantity().value).toBe('5');
    await userEvent.keyboard('{Enter}');
    expect(useCartStore.getState().form).toMatchObject([{ type: 'voucher', id: 1, count: 5 }]);
  });

  it('reads out the amount’s problem again when Enter is pressed in the field', async () => {
    await renderRemoteRoute(remote, '/en/vouchers/3');
    await screen.findByLabelText(/^Amount in euros/);
    await userEvent.type(amount(), '9.99');
    // A screen reader reads a field's description when the field gets the focus, not when it already has it.
    let entered = 0;
    amount().addEventListener('focus', () => {
      entered += 1;
    });
    await userEvent.keyboard('{Enter}');
    expect(description(amount())).toContain('The amount must be at least €10.00.');
    expect(document.activeElement).toBe(amount());
    expect(entered).toBe(1);
    await userEvent.keyboard('{Enter}');
    expect(entered).toBe(2);
    expect(useCartStore.getState().form).toEqual([]);
  });

  it('never offers more vouchers than one order may have, and says so when the basket holds them all', async () => {
    // 45 vouchers already: the API takes 50 bought vouchers per order.
    const { addToCart } = useCartStore.getState();
    addToCart(voucherCartItem(freeVoucher, 20, 1000));
    addToCart(voucherCartItem(freeVoucher, 20, 2000));
    addToCart(voucherCartItem(voucher25, 5, voucher25.price));
    await renderRemoteRoute(remote, '/en/vouchers/1');
    await screen.findByLabelText('Number of vouchers');
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '25');
    expect(quantity().value).toBe('5');
    expect(description(quantity())).toContain('Only 5 more can be added, so the quantity is now 5.');
    await userEvent.click(add());
    expect(voucherCountInCart(useCartStore.getState().form)).toBe(50);
    expect(
      screen.getByText('Your basket already holds 50 vouchers; one order may have at most 50.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Number of vouchers')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to basket' })).toBeNull();
    // The button went with the form: the message of what went in takes the focus.
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.textContent).toContain('5 × “Voucher €25” went into your basket.');
  });

  it('tells a basket of more vouchers than one order may have how many it holds', async () => {
    // A basket from before the bound: 55 bought vouchers.
    const { addToCart } = useCartStore.getState();
    addToCart(voucherCartItem(freeVoucher, 20, 1000));
    addToCart(voucherCartItem(freeVoucher, 20, 2000));
    addToCart(voucherCartItem(voucher25, 15, voucher25.price));
    await renderRemoteRoute(remote, '/en/vouchers/1');
    expect(
      await screen.findByText('Your basket already holds 55 vouchers; one order may have at most 50.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to basket' })).toBeNull();
  });

  it('says so when a typed number of vouchers is lowered to the most a line holds', async () => {
    await renderRemoteRoute(remote, '/en/vouchers/1');
    await screen.findByLabelText('Number of vouchers');
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '25');
    expect(quantity().value).toBe('20');
    expect(description(quantity())).toContain('Only 20 more can be added, so the quantity is now 20.');
  });

  it('answers "not found" for an unknown voucher', async () => {
    const { router } = await renderRemoteRoute(remote, '/en/vouchers/99');
    await screen.findByText(/404/);
    expect(Object.values(router.state.errors ?? {})).toMatchObject([{ status: 404 }]);
  });
});
