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
import { bodyOf, customerAttr, guestCustomer, jwt, tooManyAttempts } from '../../../test/fixtures';

type Body = { c: Record<string, unknown>; guest?: boolean };
const guests: Body[] = [];
const validations: Body[] = [];
const GUEST_TOKEN = jwt('guest');
/** A museum API whose customer/validate checks a registration: a guest's form lacks only the password. */
const registrationCheck = () => apiAnswer(422, { error: { password: ['FIELD_REQUIRED'] } });
let validateAnswer: () => unknown = registrationCheck;

const api = setUpMuseumApi(
  apiGet('customer/attr', customerAttr),
  apiPost('customer/validate', async ({ request }) => {
    validations.push(await bodyOf<Body>(request));
    return validateAnswer();
  }),
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
  validations.length = 0;
  validateAnswer = registrationCheck;
});
afterEach(cleanup);

describe('guest registration (SPEC §2 register-guest, §5 accounts and checkout, §6 guest)', () => {
  it('asks for billing information without a password, with the invoice choice and an optional delivery address', async () => {
    await renderRemoteRoute(remote, '/en/register-guest');
    await screen.findByRole('heading', { level: 1, name: 'Order as a guest' });
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
    await screen.findByText('Please enter a valid postal code.');
    await waitFor(() => expect(document.activeElement).toBe(textbox('Postal code')));
    expect(screen.queryByText(/password/i)).toBeNull();
    expect(guests).toEqual([]);
  });

  it('has the e-mail checked as a guest’s, never looked up, and offers the login to anyone', async () => {
    validateAnswer = () => true;
    const { user, router } = await renderRemoteRoute(remote, '/en/register-guest');
    // The way to log in instead, without telling whether the address has an account; the route guard still holds
    // the checkout to come back to after it.
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe('/en/login');
    expect(useRouteGuardStore.getState().redirectTo).toBe('/en/checkout');
    await user.type(textbox('E-mail address'), 'anna.schmidt@example.com');
    await user.tab();
    await waitFor(() => expect(validations).toHaveLength(1));

    await user.type(textbox('Repeat e-mail address'), 'anna.schmidt@example.com');
    await fillGuestDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout'));
    expect(guests.map((guest) => guest.c.email)).toEqual(['anna.schmidt@example.com']);
    // api/README.md: `guest: true` is checked as auth/guest checks it, without the e-mail look-up and its limit.
    expect(validations.length).toBeGreaterThan(1);
    expect(validations.every((body) => body.guest === true && body.c.password === undefined)).toBe(true);
  });

  it('lets a guest use the e-mail of an account where the API says it is taken', async () => {
    validateAnswer = () =>
      apiAnswer(422, { error: { password: ['FIELD_REQUIRED'], email: ['EMAIL_TAKEN'] } });
    const { user, router } = await renderRemoteRoute(remote, '/en/register-guest');
    await user.type(
      await screen.findByRole('textbox', { name: 'E-mail address' }),
      'anna.schmidt@example.com',
    );
    await user.tab();
    await waitFor(() => expect(validations).toHaveLength(1));
    expect(screen.queryByText('An account with this e-mail address already exists.')).toBeNull();
    await user.type(textbox('Repeat e-mail address'), 'anna.schmidt@example.com');
    await fillGuestDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout'));
    expect(guests.map((guest) => guest.c.email)).toEqual(['anna.schmidt@example.com']);
  });

  it('orders as a guest when the check cannot be made (429 Too Many Requests): auth/guest checks again', async () => {
    validateAnswer = () => tooManyAttempts(900);
    const { user, router } = await renderRemoteRoute(remote, '/en/register-guest');
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout'));
    expect(guests.map((guest) => guest.c.email)).toEqual(['gil.guest@example.org']);
    expect(useSessionStore.getState().jwt).toBe(GUEST_TOKEN);
  });

  it.each([
    ['is refused by a limit (429)', () => tooManyAttempts(900)],
    ['fails on the server (500)', () => apiAnswer(500, { error: 'INTERNAL_ERROR' })],
  ])('shows its own errors with the focus on the first when the check %s', async (_case, answer) => {
    validateAnswer = answer;
    const { user } = await renderRemoteRoute(remote, '/en/register-guest');
    await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'gil.guest@example.org');
    await user.type(textbox('Repeat e-mail address'), 'gil.guest@example.org');
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Salutation' })),
    );
    expect(screen.getAllByText('Please fill in this field.').length).toBeGreaterThan(0);
    expect(guests).toEqual([]);
  });

  it('sends a different delivery address only when all five fields are filled in', async () => {
    const { user } = await renderRemoteRoute(remote, '/en/register-guest');
    await fillGuest(user);
    await user.click(screen.getByRole('checkbox', { name: 'Deliver to my billing address' }));
    const delivery = screen.getByRole('group', { name: 'Delivery address' });
    await user.type(textbox('Name', delivery), 'Gil Guest');
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await screen.findByText('Please fill in all fields for Shipping Address.');
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

  it('offers no login where the museum has no registration (SPEC §6)', async () => {
    await renderRemoteRoute(remote, '/en/register-guest', { config: { has_user_registration: false } });
    await screen.findByRole('button', { name: 'Continue to checkout' });
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('says so when the museum does not offer guest orders', async () => {
    api.use(apiGet('customer/attr', customerAttr));
    await renderRemoteRoute(remote, '/en/register-guest', { config: { has_guest_registration: false } });
    await screen.findByText('This shop does not offer ordering as a guest.');
    expect(screen.queryByRole('button', { name: 'Continue to checkout' })).toBeNull();
  });
});
