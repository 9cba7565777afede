import { useCustomerStore, useMessageStore, useSessionStore } from '@museum/shared';
import {
  apiAnswer,
  apiGet,
  apiPost,
  renderRemoteRoute,
  resetShopState,
  setUpMuseumApi,
} from '@museum/shared/testing';
import type { Customer } from '@museum/shared/wire';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import remote from '../../../app/routes';
import { anna, bodyOf, customerAttr, guestCustomer, jwt, signIn } from '../../../test/fixtures';

type Body = { c: Record<string, unknown> };
let current: Customer = anna;
const updates: Array<{ body: Body; token: string | null }> = [];
const passwordChanges: Array<Record<string, unknown>> = [];
const emailChanges: Array<Record<string, unknown>> = [];
const NEW_TOKEN = jwt('after-change');

const api = setUpMuseumApi(
  apiGet('customer', () => current),
  apiGet('customer/attr', customerAttr),
  apiPost('customer/validate', true),
  apiPost('customer/update', async ({ request }) => {
    const body = await bodyOf<Body>(request);
    updates.push({ body, token: new URL(request.url).searchParams.get('_') });
    const c = body.c as Record<string, string> & {
      shipping: Customer['addrShipping'];
      send_invoice: boolean;
    };
    current = {
      ...current,
      fname: c.fname ?? current.fname,
      addrBilling: { ...current.addrBilling, city: c.city ?? current.addrBilling.city },
      addrShipping: c.shipping ? { ...c.shipping, id: 1 } : null,
      send_invoice: c.send_invoice,
    };
    return current;
  }),
  apiPost('customer/pwdchange', async ({ request }) => {
    passwordChanges.push(await bodyOf(request));
    return NEW_TOKEN;
  }),
  apiPost('customer/emailchange', async ({ request }) => {
    emailChanges.push(await bodyOf(request));
    current = { ...current, email: 'anna.new@example.com' };
    return true;
  }),
);

const region = (name: string) => screen.getByRole('region', { name });
const textbox = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('textbox', { name }) as HTMLInputElement;
const toastKeys = () =>
  useMessageStore.getState().toasts.map((toast) => ('key' in toast.content ? toast.content.key : ''));

beforeEach(() => {
  resetShopState();
  current = anna;
  updates.length = 0;
  passwordChanges.length = 0;
  emailChanges.length = 0;
});
afterEach(cleanup);

describe('settings (SPEC §2 settings, §6 login required)', () => {
  it('asks a visitor who is not logged in to log in first', async () => {
    await renderRemoteRoute(remote, '/en/settings');
    await screen.findByText('Please log in to see and change your settings.');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/en/login?returnTo=%2Fen%2Fsettings',
    );
  });

  it('shows the account and the customer’s data, loaded fresh with the token', async () => {
    signIn(anna);
    await renderRemoteRoute(remote, '/en/settings');
    await screen.findByText('You are logged in as anna.schmidt@example.com.');
    const details = region('Your details and billing address');
    expect(textbox(details, 'First name').value).toBe('Anna');
    expect(textbox(details, 'City').value).toBe('Berlin');
    const delivery = region('Delivery address');
    expect(
      (within(delivery).getByRole('checkbox', { name: 'Deliver to my billing address' }) as HTMLInputElement)
        .checked,
    ).toBe(false);
    expect(textbox(delivery, 'City').value).toBe('Wien');
    expect(region('Change e-mail address')).toBeTruthy();
    expect(region('Change password')).toBeTruthy();
  });

  it('saves the details with customer/update, keeping the delivery address (USER_SETTINGS_SAVED)', async () => {
    signIn(anna);
    const { user } = await renderRemoteRoute(remote, '/en/settings');
    const details = await screen.findByRole('region', { name: 'Your details and billing address' });
    await user.clear(textbox(details, 'City'));
    await user.type(textbox(details, 'City'), 'Potsdam');
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));

    await within(details).findByRole('status');
    await waitFor(() => expect(within(details).getByText('Your settings have been saved.')).toBeTruthy());
    expect(updates).toHaveLength(1);
    expect(updates[0]?.token).toBe(jwt('anna'));
    expect(updates[0]?.body.c).toEqual({
      salutation: 'ms',
      fname: 'Anna',
      lname: 'Schmidt',
      company: '',
      phone: '+49 30 1234567',
      street: 'Lindenallee 3',
      zip: '10115',
      city: 'Potsdam',
      country: 'DE',
      send_invoice: true,
      shipping: { name: 'Anna Schmidt', street: 'Ring 1', zip: '1010', city: 'Wien', country: 'AT' },
    });
    expect(useCustomerStore.getState().customer?.addrBilling.city).toBe('Potsdam');
    expect(toastKeys()).toContain('account:toasts.USER_SETTINGS_SAVED');
  });

  it('keeps a saved customer out of the session when the visitor logged out while it was saved', async () => {
    signIn(anna);
    const held: { answer?: (customer: Customer) => void } = {};
    api.use(apiPost('customer/update', () => new Promise<Customer>((resolve) => (held.answer = resolve))));
    const { user } = await renderRemoteRoute(remote, '/en/settings');
    const details = await screen.findByRole('region', { name: 'Your details and billing address' });
    const save = within(details).getByRole('button', { name: 'Save changes' });
    await user.click(save);
    await waitFor(() => expect(held.answer).toBeDefined());
    // SPEC §4 logout while the save runs: the token and the customer are cleared.
    useSessionStore.getState().clearJwt();
    useCustomerStore.getState().clearCustomer();
    held.answer?.({ ...anna, fname: 'Annika' });
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBeNull());
    expect(useCustomerStore.getState().customer).toBeNull();
    expect(toastKeys()).not.toContain('account:toasts.USER_SETTINGS_SAVED');
  });

  it('removes the delivery address with "same as billing", keeping a change another section saved', async () => {
    signIn(anna);
    const { user } = await renderRemoteRoute(remote, '/en/settings');
    const details = await screen.findByRole('region', { name: 'Your details and billing address' });
    await user.clear(textbox(details, 'First name'));
    await user.type(textbox(details, 'First name'), 'Annika');
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updates).toHaveLength(1));

    const delivery = region('Delivery address');
    await user.click(within(delivery).getByRole('checkbox', { name: 'Deliver to my billing address' }));
    expect(within(delivery).queryByRole('textbox', { name: 'City' })).toBeNull();
    await user.click(within(delivery).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updates).toHaveLength(2));
    expect(updates[1]?.body.c).toMatchObject({ fname: 'Annika', shipping: null });
  });

  it('shows the server’s refusal of an update on its fields', async () => {
    signIn(anna);
    api.use(apiPost('customer/update', () => apiAnswer(422, { error: { zip: 'ZIP_INVALID' } })));
    const { user } = await renderRemoteRoute(remote, '/en/settings');
    const details = await screen.findByRole('region', { name: 'Your details and billing address' });
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    await within(details).findByText('Please enter a valid postal code.');
    await waitFor(() => expect(document.activeElement).toBe(textbox(details, 'Postal code')));
  });

  it('changes the password sending both in clear (SPEC §5 hashes on login only), keeps the new token and goes home', async () => {
    signIn(anna);
    const { user, router } = await renderRemoteRoute(remote, '/en/settings');
    const section = await screen.findByRole('region', { name: 'Change password' });
    await user.type(within(section).getByLabelText(/^Current password/), 'museum123');
    await user.type(within(section).getByLabelText(/^New password/), 'a-new-secret');
    await user.type(within(section).getByLabelText(/^Repeat new password/), 'a-new-secret');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/'));
    expect(passwordChanges).toEqual([{ _po: 'museum123', _pn: 'a-new-secret' }]);
    expect(useSessionStore.getState().jwt).toBe(NEW_TOKEN);
    expect(toastKeys()).toEqual([
      'account:toasts.AUTH_PASSWORD_CHANGE_REQUEST',
      'account:toasts.AUTH_PASSWORD_CHANGE_SUCCESS',
    ]);
  });

  it('puts a wrong current password on its field (AUTH_PASSWORD_CHANGE_FAILED) and checks the new one twice', async () => {
    signIn(anna);
    api.use(apiPost('customer/pwdchange', () => apiAnswer(422, { error: 'PASSWORD_WRONG' })));
    const { user } = await renderRemoteRoute(remote, '/en/settings');
    const section = await screen.findByRole('region', { name: 'Change password' });
    await user.type(within(section).getByLabelText(/^Current password/), 'not-it');
    await user.type(within(section).getByLabelText(/^New password/), 'a-new-secret');
    await user.type(within(section).getByLabelText(/^Repeat new password/), 'a-new-secreT');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    within(section).getByText('The passwords do not match.');
    expect(passwordChanges).toEqual([]);

    await user.clear(within(section).getByLabelText(/^Repeat new password/));
    await user.type(within(section).getByLabelText(/^Repeat new password/), 'a-new-secret');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    await within(section).findByText('The current password is not correct.');
    expect(
      within(section)
        .getByLabelText(/^Current password/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(toastKeys()).toContain('account:toasts.AUTH_PASSWORD_CHANGE_FAILED');
    expect(useSessionStore.getState().jwt).toBe(jwt('anna'));
  });

  it('puts the server’s refusal of the new password (`_pn`) on the new-password field', async () => {
    signIn(anna);
    api.use(apiPost('customer/pwdchange', () => apiAnswer(422, { error: { _pn: ['PASSWORD_TOO_SHORT'] } })));
    const { user } = await renderRemoteRoute(remote, '/en/settings');
    const section = await screen.findByRole('region', { name: 'Change password' });
    await user.type(within(section).getByLabelText(/^Current password/), 'museum123');
    await user.type(within(section).getByLabelText(/^New password/), 'a-new-secret');
    await user.type(within(section).getByLabelText(/^Repeat new password/), 'a-new-secret');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    await within(section).findByText('The password must have at least 8 characters.');
    const field = within(section).getByLabelText(/^New password/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(toastKeys()).toContain('account:toasts.AUTH_PASSWORD_CHANGE_FAILED');
    expect(useSessionStore.getState().jwt).toBe(jwt('anna'));
  });

  it('changes the e-mail address (AUTH_EMAIL_CHANGE_SUCCESS) and shows the new one', async () => {
    signIn(anna);
    const { user } = await renderRemoteRoute(remote, '/en/settings');
    const section = await screen.findByRole('region', { name: 'Change e-mail address' });
    await user.type(textbox(section, 'New e-mail address'), 'anna.new@example.com');
    await user.type(textbox(section, 'Repeat new e-mail address'), 'anna.old@example.com');
    await user.type(within(section).getByLabelText(/^Current password/), 'museum123');
    await user.click(within(section).getByRole('button', { name: 'Change e-mail address' }));
    within(section).getByText('The e-mail addresses do not match.');

    await user.clear(textbox(section, 'Repeat new e-mail address'));
    await user.type(textbox(section, 'Repeat new e-mail address'), 'anna.new@example.com');
    await user.click(within(section).getByRole('button', { name: 'Change e-mail address' }));
    await screen.findByText('You are logged in as anna.new@example.com.');
    expect(emailChanges).toEqual([{ _po: 'museum123', email: 'anna.new@example.com' }]);
    expect(toastKeys()).toContain('account:toasts.AUTH_EMAIL_CHANGE_SUCCESS');
    expect(textbox(section, 'New e-mail address').value).toBe('');
  });

  it('shows a guest what a guest may change: details and delivery address, not e-mail or password', async () => {
    current = guestCustomer;
    signIn(guestCustomer, jwt('guest'));
    await renderRemoteRoute(remote, '/en/settings');
    expect(
      await screen.findByText('You are ordering as a guest with the e-mail address gil.guest@example.org.'),
    ).toBeTruthy();
    expect(region('Your details and billing address')).toBeTruthy();
    expect(region('Delivery address')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Change e-mail address' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Change password' })).toBeNull();
  });

  it('a refused token (401) ends the session and asks to log in', async () => {
    signIn(anna);
    api.use(apiGet('customer', () => apiAnswer(401, { error: 'UNAUTHORIZED' })));
    await renderRemoteRoute(remote, '/en/settings');
    await screen.findByText('Please log in to see and change your settings.');
    expect(useSessionStore.getState().jwt).toBeNull();
  });
});
