import {
  restoreSavedSession,
  useConfigStore,
  useCustomerStore,
  useMessageStore,
  useRouteGuardStore,
  useSessionStore,
} from '@museum/shared';
import {
  apiAnswer,
  apiGet,
  apiPost,
  renderRemoteRoute,
  resetShopState,
  setUpMuseumApi,
} from '@museum/shared/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import md5 from 'blueimp-md5';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import remote from '../../../app/routes';
import { anna, bodyOf, jwt, tooManyAttempts } from '../../../test/fixtures';

const TOKEN = jwt('anna');
const logins: Array<Record<string, unknown>> = [];
/** Query strings of customer and payment-type requests: the token goes along as `_`. */
const tokensSent: string[] = [];

const api = setUpMuseumApi(
  apiPost('auth/login', async ({ request }) => {
    logins.push(await bodyOf(request));
    return TOKEN;
  }),
  apiGet('customer', ({ request }) => {
    tokensSent.push(new URL(request.url).searchParams.get('_') ?? '');
    return anna;
  }),
  apiGet('checkout/payments', ({ request }) => {
    tokensSent.push(new URL(request.url).searchParams.get('_') ?? '');
    return [
      { payartId: 167, i18n: { en: 'PayPal' } },
      { payartId: 74, i18n: { en: 'Direct debit' } },
    ];
  }),
);

const toastKeys = () =>
  useMessageStore.getState().toasts.map((toast) => ('key' in toast.content ? toast.content.key : ''));

async function logInAs(
  user: Awaited<ReturnType<typeof renderRemoteRoute>>['user'],
  email: string,
  password: string,
) {
  await user.type(await screen.findByLabelText(/E-mail address/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(() => {
  resetShopState();
  useRouteGuardStore.setState({ lastVisited: null, redirectTo: null });
  restoreSavedSession();
  logins.length = 0;
  tokensSent.length = 0;
});
afterEach(cleanup);

describe('login (SPEC §2 login, §4 login, §5 MD5)', () => {
  it('sends the e-mail and the MD5 of the password, keeps the JWT and the customer, reloads payment types, returns', async () => {
    const { user, router } = await renderRemoteRoute(remote, '/en/login?returnTo=%2Fen%2Ftickets%2F1');
    await logInAs(user, '  anna.schmidt@example.com ', 'museum123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/tickets/1'));
    expect(logins).toEqual([{ _u: 'anna.schmidt@example.com', _p: md5('museum123') }]);
    expect(JSON.stringify(logins)).not.toContain('museum123');
    expect(tokensSent).toEqual([TOKEN, TOKEN]);
    expect(useConfigStore.getState().paymentTypes.map((type) => type.payartId)).toEqual([167, 74]);
    // SPEC §4: JWT and customer in session storage.
    expect(JSON.parse(sessionStorage.getItem('jwt') ?? '{}')).toEqual({ jwt: TOKEN });
    expect(JSON.parse(sessionStorage.getItem('customer') ?? '{}').customer.fname).toBe('Anna');
    expect(toastKeys()).toEqual(['account:toasts.AUTH_LOGGING_IN', 'account:toasts.AUTH_LOGIN_SUCCESS']);
  });

  it('goes to the stored redirection target (checkout) before returnTo, and home without either', async () => {
    useRouteGuardStore.setState({ redirectTo: '/en/checkout' });
    const first = await renderRemoteRoute(remote, '/en/login?returnTo=%2Fen%2Ftickets');
    await logInAs(first.user, 'anna.schmidt@example.com', 'museum123');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/en/checkout'));
    expect(useRouteGuardStore.getState().redirectTo).toBeNull();
    cleanup();

    resetShopState();
    const second = await renderRemoteRoute(remote, '/en/login?returnTo=https%3A%2F%2Fevil.example%2F');
    await logInAs(second.user, 'anna.schmidt@example.com', 'museum123');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/en/'));
  });

  it('says "Email or password are not correct" on a wrong password, ties it to both fields, keeps the e-mail', async () => {
    api.use(apiPost('auth/login', () => apiAnswer(422, { error: 'AUTH_LOGIN_FAILED' })));
    const { user } = await renderRemoteRoute(remote, '/en/login');
    await logInAs(user, 'anna.schmidt@example.com', 'wrong-password');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Email or password are not correct.');
    const email = screen.getByLabelText(/E-mail address/) as HTMLInputElement;
    expect(email.value).toBe('anna.schmidt@example.com');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = screen.getByLabelText(/^Password/).getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Email or password are not correct.');
    expect(toastKeys()).toContain('account:toasts.AUTH_LOGIN_FAILED');
    expect(useSessionStore.getState().jwt).toBeNull();
  });

  it('a 503 (the shop being updated) is said on the form, which keeps what was typed: no reload', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    api.use(apiPost('auth/login', () => new Response('<html>maintenance</html>', { status: 503 })));
    const { user } = await renderRemoteRoute(remote, '/en/login');
    await logInAs(user, 'anna.schmidt@example.com', 'museum123');
    expect((await screen.findByRole('alert')).textContent).toContain('The shop is being updated.');
    expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe(
      'anna.schmidt@example.com',
    );
    expect(reload).not.toHaveBeenCalled();
    reload.mockRestore();
  });

  it('explains a locked account with its wait (429 Retry-After)', async () => {
    api.use(apiPost('auth/login', () => tooManyAttempts(30)));
    const { user } = await renderRemoteRoute(remote, '/en/login');
    await logInAs(user, 'anna.schmidt@example.com', 'museum123');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. For your security, please wait 30 seconds before trying again.',
    );
  });

  it('checks the fields before sending, with the focus on the first error', async () => {
    const { user } = await renderRemoteRoute(remote, '/en/login');
    await user.type(await screen.findByLabelText(/E-mail address/), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    screen.getByText('Please enter a valid e-mail address.');
    screen.getByText('Please enter your password.');
    expect(document.activeElement).toBe(screen.getByLabelText(/E-mail address/));
    expect(logins).toEqual([]);
  });

  it('sends one login for a double submit', async () => {
    const { user } = await renderRemoteRoute(remote, '/en/login');
    await user.type(await screen.findByLabelText(/E-mail address/), 'anna.schmidt@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'museum123{Enter}{Enter}');
    await waitFor(() => expect(useCustomerStore.getState().customer?.fname).toBe('Anna'));
    expect(logins).toHaveLength(1);
  });

  it('says why the visitor is here after a refused session (fromUnauthorized=true)', async () => {
    await renderRemoteRoute(remote, '/en/login?fromUnauthorized=true');
    await screen.findByText('Your session has ended. Please log in again.');
  });

  it('offers registration, and ordering as a guest when the visitor comes from the checkout', async () => {
    await renderRemoteRoute(remote, '/en/login?returnTo=%2Fen%2Fcheckout');
    expect((await screen.findByRole('link', { name: 'Create an account' })).getAttribute('href')).toBe(
      '/en/register?returnTo=%2Fen%2Fcheckout',
    );
    expect(screen.queryByRole('link', { name: 'Order as a guest' })).toBeNull();
    cleanup();
    useRouteGuardStore.setState({ redirectTo: '/en/checkout' });
    await renderRemoteRoute(remote, '/en/login');
    expect((await screen.findByRole('link', { name: 'Order as a guest' })).getAttribute('href')).toBe(
      '/en/register-guest',
    );
  });
});
