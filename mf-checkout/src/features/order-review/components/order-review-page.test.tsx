import { useSessionStore } from '@museum/shared';
import {
  apiAnswer,
  apiGet,
  apiPost,
  renderRemoteRoute,
  resetShopState,
  setUpMuseumApi,
} from '@museum/shared/testing';
import type { Customer, OrderReview } from '@museum/shared/wire';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import remote from '../../../app/routes';
import { backFromPaymentPage } from '../../../test/back-forward-cache';
import { card, directDebit, paypal } from '../../../test/cart-lines';

const leftFor = vi.hoisted(() => ({ addresses: [] as string[] }));
vi.mock('../../../lib/payment-page', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/payment-page')>()),
  goToPaymentPage: (address: string) => {
    leftFor.addresses.push(address);
    return true;
  },
}));

const order: OrderReview = {
  id: 'ORDR7K2M4Q9X',
  status: 'available',
  created: '2026-11-20 09:30:00',
  items: [
    {
      type: 'ticket',
      name: 'Group admission',
      count: 20,
      price: 1200,
      totalPrice: 24000,
      datetime: '2026-12-03 10:00:00',
    },
    {
      type: 'merchandise',
      name: 'Exhibition catalogue',
      count: 2,
      price: 3900,
      totalPrice: 7800,
      datetime: null,
    },
  ],
  total: 31800,
};
const sent: unknown[] = [];
/** The customer the museum made the order out to (customer/fromOrder). */
const orderCustomer: Customer = {
  salutation: 'mr',
  fname: 'Jonas',
  lname: 'Berg',
  email: 'jonas.berg@example.org',
  phone: '+46 8 123 456',
  company: 'Kulturskolan',
  addrBilling: {
    name: 'Jonas Berg',
    street: 'Drottninggatan 1',
    zip: '111 51',
    city: 'Stockholm',
    country: 'SE',
  },
  addrShipping: null,
  isGuest: true,
  send_invoice: true,
};
const guests: unknown[] = [];

setUpMuseumApi(
  apiGet('checkout/payments', ({ request }) =>
    new URL(request.url).searchParams.get('_') ? [paypal, card, directDebit] : [paypal],
  ),
  apiGet('order/review', ({ request }) =>
    new URL(request.url).searchParams.get('id') === order.id
      ? order
      : apiAnswer(406, { error: 'ORDER_NOT_AVAILABLE' }),
  ),
  apiGet('customer/fromOrder', ({ request }) =>
    new URL(request.url).searchParams.get('id') === order.id
      ? orderCustomer
      : apiAnswer(406, { error: 'ORDER_NOT_AVAILABLE' }),
  ),
  apiPost('auth/guest', async ({ request }) => {
    guests.push(await request.json());
    return 'guest.payload.signature';
  }),
  apiGet('customer', () => orderCustomer),
  apiPost('checkout/initPaymentOrder', async ({ request }) => {
    sent.push(await request.json());
    return 'https://pay.museum.test/simulator/p9';
  }),
);

beforeEach(() => {
  resetShopState();
  sent.length = 0;
  guests.length = 0;
  leftFor.addresses.length = 0;
});
afterEach(cleanup);

describe('order review (SPEC §2 `order-review/{id}`, §4)', () => {
  it('shows an open order and pays it with initPaymentOrder', async () => {
    await renderRemoteRoute(remote, `/en/order-review/${order.id}`);
    const table = await screen.findByRole('table', { name: `Items of order ${order.id}` });
    const group = within(table).getByRole('row', { name: /Group admission/ });
    expect(group.textContent).toContain('03.12.2026, 10:00');
    expect(group.textContent).toContain('€240.00');
    expect(screen.getByTestId('order-total').textContent).toBe('€318.00');

    // Pay before a method is chosen and the terms accepted: nothing is sent, and the focus goes to the first
    // thing missing, the method.
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'PayPal' })));
    expect(screen.getByLabelText(/I accept the terms/).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByLabelText(/I accept the terms/));
    await userEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(leftFor.addresses).toEqual(['https://pay.museum.test/simulator/p9']));
    expect(sent).toEqual([
      {
        payart: 167,
        aux: { send_invoice: true },
        id: order.id,
        url: {
          continue: `${window.location.origin}/en/checkout/accepted?order=${order.id}`,
          cancel: `${window.location.origin}/en/checkout/canceled?order=${order.id}`,
        },
      },
    ]);
  });

  it('lets the visitor pay again after Back from the payment page (the page restored from the cache)', async () => {
    await renderRemoteRoute(remote, `/en/order-review/${order.id}`);
    await userEvent.click(await screen.findByLabelText(/I accept the terms/));
    await userEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await screen.findByRole('button', { name: 'Taking you to the payment page…' });
    backFromPaymentPage();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(sent).toHaveLength(2));
  });

  it('offers card and direct debit once signed in', async () => {
    useSessionStore.getState().setJwt('header.payload.signature');
    await renderRemoteRoute(remote, `/en/order-review/${order.id}`);
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    expect(within(methods).getAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Continue as a guest with these details' })).toBeNull();
  });

  it("lets the order's customer continue as a guest with its details (customer/fromOrder, auth/guest)", async () => {
    await renderRemoteRoute(remote, `/en/order-review/${order.id}`);
    await screen.findByText('This order is in the name of Jonas Berg.');
    const methods = screen.getByRole('group', { name: 'Payment method' });
    expect(within(methods).getAllByRole('radio')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Continue as a guest with these details' }));
    await waitFor(() => expect(within(methods).getAllByRole('radio')).toHaveLength(3));
    expect(guests).toEqual([
      {
        c: {
          email: 'jonas.berg@example.org',
          salutation: 'mr',
          fname: 'Jonas',
          lname: 'Berg',
          company: 'Kulturskolan',
          phone: '+46 8 123 456',
          street: 'Drottninggatan 1',
          zip: '111 51',
          city: 'Stockholm',
          country: 'SE',
          send_invoice: true,
        },
      },
    ]);
    expect(useSessionStore.getState().jwt).toBe('guest.payload.signature');
    expect(screen.queryByRole('button', { name: 'Continue as a guest with these details' })).toBeNull();
    // The button went away with the offer: the focus goes on to the payment, not to the page's start.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Pay this order' }));
  });

  it('makes no such offer where the museum takes no guests', async () => {
    await renderRemoteRoute(remote, `/en/order-review/${order.id}`, {
      config: { has_guest_registration: false },
    });
    await screen.findByRole('group', { name: 'Payment method' });
    expect(screen.queryByText(/This order is in the name of/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue as a guest with these details' })).toBeNull();
  });

  it('shows "not available" for a paid or unknown order (406)', async () => {
    await renderRemoteRoute(remote, '/en/order-review/ORDP3W8ZTB5N');
    expect(
      await screen.findByText(
        'This order is not available. It may already be paid, or the link is not valid.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });
});
