import { useCustomerStore, useRouteGuardStore, useSessionStore } from '@museum/shared';
import {
  apiAnswer,
  apiGet,
  apiPost,
  renderRemoteRoute,
  resetShopState,
  setUpMuseumApi,
} from '@museum/shared/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import remote from '../../../app/routes';
import { bodyOf, customerAttr, guestCustomer, jwt } from '../../../test/fixtures';

type Body = { c: Record<string, unknown> };
const guests: Body[] = [];
const GUEST_TOKEN = jwt('guest');
/** The API's customer/validate checks a registration: a guest's form lacks only the password. */
let validateAnswer: () => unknown = () => apiAnswer(422, { error: { password: ['FIELD_REQUIRED'] } });

const api = setUpMuseumApi(
  apiGet('customer/attr', customerAttr),
  apiPost('customer/validate', () => validateAnswer()),
  apiPost('auth/guest', async ({ request }) => {
    guests.push(await bodyOf<Body>(request));
    return GUEST_TOKEN;
  }),
  apiGet('customer', guestCustomer),
  apiGet('checkout/payments', [{ payartId: 167, i18n: { en: 'PayPal' } }]),
);

const textbox = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('textbox', { name }) as HTMLInputElement;

async function fillGuest(user: UserEvent) {
  await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'gil.guest@example.org');
  await user.type(textbox('Repeat e-mail address'), 'gil.guest@example.org');
  await fillGuestDetails(user);
}

/** Everything but the e-mail addresses. */
async function fillGuestDetails(user: UserEvent) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Salutation' }), 'mx');
  await user.type(textbox('First name'), 'Gil');
  await user.type(textbox('Last name'), 'Guest');
  await user.type(textbox('Street and number'), 'Lindenallee 1');
  await user.type(textbox('Postal code'), '10115');
  await user.type(textbox('City'), 'Berlin');
}

beforeEach(() => {
  resetShopState();
  useRouteGuardStore.setState({ lastVisited: '/en/checkout', redirectTo: '/en/checkout' });
  guests.length = 0;
  validateAnswer = () => apiAnswer(422, { error: { password: ['FIELD_REQUIRED'] } });
});
afterEach(cleanup);

describe('guest registration (SPEC §2 register-guest, §5 accounts and checkout, §6 guest)', () => {
  it('asks for billing information without a password, with the invoice choice and an optional delivery address', async () => {
    await renderRemoteRoute(remote, '/en/register-guest');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order as a guest' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Send me an invoice' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      (screen.getByRole('checkbox', { name: 'Deliver to my billing address' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('counts a 422 whose only error is the password as success: the guest token is kept, back to checkout', async () => {
    const { user, router } = await renderRemoteRoute(remote, '/en/register-guest');
    await fillGuest(user);
    await user.click(screen.getByRole('checkbox', { name: 'Send me an invoice' }));
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout'));
    expect(guests).toEqual([
      {
        c: {
          email: 'gil.guest@example.org',
          salutation: 'mx',
          fname: 'Gil',
          lname: 'Guest',
          company: '',
          phone: '',
          street: 'Lindenallee 1',
          zip: '10115',
          city: 'Berlin',
          country: 'DE',
          send_invoice: false,
        },
      },
    ]);
    expect(useSessionStore.getState().jwt).toBe(GUEST_TOKEN);
    expect(useCustomerStore.getState().customer?.isGuest).toBe(true);
    expect(screen.queryByText('Please fill in this field.')).toBeNull();
  });

  it('stops at any other refused field, shown with the field, and sends nothing', async () => {
    validateAnswer = () => apiAnswer(422, { error: { password: ['FIELD_REQUIRED'], zip: 'ZIP_INVALID' } });
    const { user } = await renderRemoteRoute(remote, '/en/register-guest');
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(await screen.findByText('Please enter a valid postal code.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(textbox('Postal code')));
    expect(screen.queryByText(/password/i)).toBeNull();
    expect(guests).toEqual([]);
  });

  it('lets a guest use the e-mail of an account, offering to log in instead', async () => {
    validateAnswer = () =>
      apiAnswer(422, {
        error: { password: ['FIELD_REQUIRED'], email: ['EMAIL_TAKEN'], lname: ['FIELD_REQUIRED'] },
      });
    const { user, router } = await renderRemoteRoute(remote, '/en/register-guest');
    await user.type(
      await screen.findByRole('textbox', { name: 'E-mail address' }),
      'anna.schmidt@example.com',
    );
    await user.tab();
    expect(
      await screen.findByText(
        'There is already an account with this e-mail address. You can also log in to it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('An account with this e-mail address already exists.')).toBeNull();
    // The way to log in instead; the route guard still holds the checkout to come back to after it.
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/en/login');
    expect(useRouteGuardStore.getState().redirectTo).toBe('/en/checkout');

    // Or on as a guest with that e-mail: the taken address does not stop the order.
    validateAnswer = () =>
      apiAnswer(422, { error: { password: ['FIELD_REQUIRED'], email: ['EMAIL_TAKEN'] } });
    await user.type(textbox('Repeat e-mail address'), 'anna.schmidt@example.com');
    await fillGuestDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout'));
    expect(guests.map((guest) => guest.c.email)).toEqual(['anna.schmidt@example.com']);
  });

  it('sends a different delivery address only when all five fields are filled in', async () => {
    const { user } = await renderRemoteRoute(remote, '/en/register-guest');
    await fillGuest(user);
    await user.click(screen.getByRole('checkbox', { name: 'Deliver to my billing address' }));
    const delivery = screen.getByRole('group', { name: 'Delivery address' });
    await user.type(textbox('Name', delivery), 'Gil Guest');
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(await screen.findByText('Please fill in all fields for Shipping Address.')).toBeTruthy();
    expect(guests).toEqual([]);

    await user.type(textbox('Street and number', delivery), 'Ring 1');
    await user.type(textbox('Postal code', delivery), '1010');
    await user.type(textbox('City', delivery), 'Wien');
    await user.selectOptions(within(delivery).getByRole('combobox', { name: 'Country' }), 'AT');
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(guests).toHaveLength(1));
    expect(guests[0]?.c.shipping).toEqual({
      name: 'Gil Guest',
      street: 'Ring 1',
      zip: '1010',
      city: 'Wien',
      country: 'AT',
    });
  });

  it('says so when the museum does not offer guest orders', async () => {
    api.use(apiGet('customer/attr', customerAttr));
    await renderRemoteRoute(remote, '/en/register-guest', { config: { has_guest_registration: false } });
    expect(await screen.findByText('This shop does not offer ordering as a guest.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to checkout' })).toBeNull();
  });
});
