import { useCustomerStore, useSessionStore } from '@museum/shared';
import {
  apiAnswer,
  apiGet,
  apiHangs,
  apiPost,
  renderRemoteRoute,
  resetShopState,
  setUpMuseumApi,
} from '@museum/shared/testing';
import type { CustomerAttr } from '@museum/shared/wire';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import remote from '../../../app/routes';
import { anna, bodyOf, customerAttr, jwt } from '../../../test/fixtures';

type Body = { c: Record<string, unknown> };
let attr: CustomerAttr = customerAttr;
const validations: Array<{ body: Body; token: string | null }> = [];
const registrations: Body[] = [];

const api = setUpMuseumApi(
  apiGet('customer/attr', () => attr),
  apiPost('customer/validate', async ({ request }) => {
    validations.push({
      body: await bodyOf<Body>(request),
      token: new URL(request.url).searchParams.get('_'),
    });
    return true;
  }),
  apiPost('customer/register', async ({ request }) => {
    registrations.push(await bodyOf<Body>(request));
    return jwt('new');
  }),
  apiGet('customer', { ...anna, fname: 'Kim', lname: 'Weber', email: 'kim@example.org', addrShipping: null }),
  apiGet('checkout/payments', [{ payartId: 167, i18n: { en: 'PayPal' } }]),
);

const textbox = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('textbox', { name }) as HTMLInputElement;
const group = (name: string) => screen.getByRole('group', { name });

async function fillRegistration(
  user: UserEvent,
  changes: { emailConfirm?: string; passwordConfirm?: string } = {},
) {
  await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'kim@example.org');
  await user.type(textbox('Repeat e-mail address'), changes.emailConfirm ?? 'kim@example.org');
  await user.type(screen.getByLabelText(/^Password/), 'lindenhof');
  await user.type(screen.getByLabelText(/^Repeat password/), changes.passwordConfirm ?? 'lindenhof');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Salutation' }), 'mx');
  await user.type(textbox('First name'), 'Kim');
  await user.type(textbox('Last name'), 'Weber');
  const billing = group('Billing address');
  await user.type(textbox('Street and number', billing), 'Lindenallee 1');
  await user.type(textbox('Postal code', billing), '10115');
  await user.type(textbox('City', billing), 'Berlin');
}

beforeEach(() => {
  resetShopState();
  attr = customerAttr;
  validations.length = 0;
  registrations.length = 0;
});
afterEach(cleanup);

describe('registration form (SPEC §2 register, §3 customer/attr)', () => {
  it('takes no more than the API accepts: 100 characters a field, the e-mail too; 128 a password', async () => {
    await renderRemoteRoute(remote, '/en/register');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    for (const name of ['E-mail address', 'Repeat e-mail address', 'First name', 'City'])
      expect(textbox(name).maxLength).toBe(100);
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).maxLength).toBe(128);
  });

  it('shows the visible fields of customer/attr with the required ones marked, and the museum default country', async () => {
    await renderRemoteRoute(remote, '/en/register');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    expect(textbox('First name').required).toBe(true);
    expect(textbox('Company').required).toBe(false);
    expect(textbox('First name').autocomplete).toBe('given-name');
    expect(textbox('Postal code').autocomplete).toBe('billing postal-code');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).autocomplete).toBe('new-password');
    const country = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect([...country.options].map((option) => option.text)).toEqual([
      'Please choose',
      'Germany',
      'Austria',
      'Belgium',
    ]);
    expect(country.value).toBe('DE');
  });

  it('neither shows nor sends a field that is not visible (the country only when visible)', async () => {
    attr = {
      ...customerAttr,
      visible_fields: customerAttr.visible_fields.filter((f) => f !== 'country' && f !== 'phone'),
    };
    const { user } = await renderRemoteRoute(remote, '/en/register');
    await fillRegistration(user);
    expect(screen.queryByRole('combobox', { name: 'Country' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Phone' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(registrations).toHaveLength(1));
    expect(registrations[0]?.c).not.toHaveProperty('country');
    expect(registrations[0]?.c).not.toHaveProperty('phone');
  });

  it('shows every error at once after a submit, the server’s beside its own, with the focus on the first', async () => {
    api.use(apiPost('customer/validate', () => apiAnswer(422, { error: { email: 'EMAIL_TAKEN' } })));
    const { user } = await renderRemoteRoute(remote, '/en/register');
    await fillRegistration(user, { emailConfirm: 'kim@example.com', passwordConfirm: 'lindenhoff' });
    await user.click(screen.getByRole('checkbox', { name: 'Deliver to my billing address' }));
    await user.type(textbox('Name', group('Delivery address')), 'Kim Weber');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByText('An account with this e-mail address already exists.');
    screen.getByText('The e-mail addresses do not match.');
    screen.getByText('The passwords do not match.');
    screen.getByText('Please fill in all fields for Shipping Address.');
    expect(within(group('Delivery address')).getAllByText('Please fill in this field.')).toHaveLength(3);
    expect(screen.getByRole('alert').textContent).toContain('Please answer all mandatory fields.');
    const email = textbox('E-mail address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'An account with this e-mail address already exists.',
    );
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(registrations).toEqual([]);
  });

  it('validates with the server as the visitor leaves a field, wrapping a single code into a list', async () => {
    api.use(
      apiPost('customer/validate', async ({ request }) => {
        validations.push({ body: await bodyOf<Body>(request), token: null });
        return apiAnswer(422, { error: { email: 'EMAIL_TAKEN', lname: ['FIELD_REQUIRED'] } });
      }),
    );
    const { user } = await renderRemoteRoute(remote, '/en/register');
    await user.type(
      await screen.findByRole('textbox', { name: 'E-mail address' }),
      'anna.schmidt@example.com',
    );
    await user.tab();
    await screen.findByText('An account with this e-mail address already exists.');
    expect(validations[0]?.body.c.email).toBe('anna.schmidt@example.com');
    // The last name has not been visited yet: its error waits.
    expect(screen.queryByText('Please fill in this field.')).toBeNull();
    // Tabbing through without changes asks nothing more.
    await user.tab();
    expect(validations).toHaveLength(1);
    // The error leaves with the value it was about.
    await user.type(textbox('E-mail address'), 'x');
    expect(screen.queryByText('An account with this e-mail address already exists.')).toBeNull();
  });

  it('shows the server’s 422 of the registration as field errors, all together, focus on the first', async () => {
    api.use(
      apiPost(
        'customer/register',
        apiAnswer(422, { error: { zip: ['ZIP_INVALID'], fname: 'FIELD_TOO_LONG' } }),
      ),
    );
    const { user } = await renderRemoteRoute(remote, '/en/register');
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Please enter a valid postal code.');
    screen.getByText('This entry is too long.');
    await waitFor(() => expect(document.activeElement).toBe(textbox('First name')));
    expect(screen.getByRole('alert').textContent).toContain('The form has errors.');
  });

  it('keeps everything typed when the request fails, and the draft for the session without the password', async () => {
    api.use(apiPost('customer/register', () => apiHangs()));
    const { user } = await renderRemoteRoute(remote, '/en/register', { timeoutMs: 500 });
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('The shop did not answer in time. Please try again.');
    expect(textbox('First name').value).toBe('Kim');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('lindenhof');
    const draft = useCustomerStore.getState().userForm;
    expect(draft).toMatchObject({ email: 'kim@example.org', fname: 'Kim', city: 'Berlin' });
    expect(JSON.stringify(draft)).not.toContain('lindenhof');
  });

  it('creates the account, logs the customer in and shows "account created"', async () => {
    const { user, router } = await renderRemoteRoute(remote, '/en/register?returnTo=%2Fen%2Ftickets');
    await fillRegistration(user);
    await user.click(screen.getByRole('checkbox', { name: 'Deliver to my billing address' }));
    const delivery = group('Delivery address');
    await user.type(textbox('Name', delivery), 'Kim Weber');
    await user.type(textbox('Street and number', delivery), 'Ring 1');
    await user.type(textbox('Postal code', delivery), '1010');
    await user.type(textbox('City', delivery), 'Wien');
    await user.selectOptions(within(delivery).getByRole('combobox', { name: 'Country' }), 'AT');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account has been created' }),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('?returnTo=%2Fen%2Ftickets');
    expect(registrations).toEqual([
      {
        c: {
          email: 'kim@example.org',
          password: 'lindenhof',
          salutation: 'mx',
          fname: 'Kim',
          lname: 'Weber',
          company: '',
          phone: '',
          street: 'Lindenallee 1',
          zip: '10115',
          city: 'Berlin',
          country: 'DE',
          shipping: { name: 'Kim Weber', street: 'Ring 1', zip: '1010', city: 'Wien', country: 'AT' },
        },
      },
    ]);
    expect(useSessionStore.getState().jwt).toBe(jwt('new'));
    expect(useCustomerStore.getState().customer?.email).toBe('kim@example.org');
    expect(useCustomerStore.getState().userForm).toBeNull();
    screen.getByText('Welcome! Your account has been created.');
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/en/tickets');
  });
});
