import { useCustomerStore, useMessageStore, useSessionStore } from '@museum/shared';
import {
  apiAnswer,
  apiGet,
  apiPost,
  renderRemoteRoute,
  resetShopState,
  setUpMuseumApi,
} from '@museum/shared/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import remote from '../../../app/routes';
import { anna, bodyOf, jwt, tooManyAttempts } from '../../../test/fixtures';

const TOKEN = 'q0T2lN8c_Zk-3xYv9BfR7uWmPa1sDe4H';
const resets: Array<{ path: string; body: Record<string, unknown> }> = [];
const confirms: Array<Record<string, unknown>> = [];

const api = setUpMuseumApi(
  apiPost('customer/pwdreset', async ({ request }) => {
    resets.push({ path: new URL(request.url).pathname, body: await bodyOf(request) });
    return true;
  }),
  apiPost('customer/pwdconfirm', async ({ request }) => {
    confirms.push(await bodyOf(request));
    return jwt('recovered');
  }),
  apiGet('customer', anna),
  apiGet('checkout/payments', [{ payartId: 167, i18n: { en: 'PayPal' } }]),
);

const toastKeys = () =>
  useMessageStore.getState().toasts.map((toast) => ('key' in toast.content ? toast.content.key : ''));

beforeEach(() => {
  resetShopState();
  resets.length = 0;
  confirms.length = 0;
});
afterEach(cleanup);

describe('forgot password (SPEC §2 forgot-password, §8 reset request)', () => {
  it('checks the e-mail first ("e-mail invalid") and sends nothing', async () => {
    const { user } = await renderRemoteRoute(remote, '/en/forgot-password');
    await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'anna@example');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    screen.getByText('Please enter a valid e-mail address.');
    expect(screen.getByRole('textbox', { name: 'E-mail address' }).getAttribute('aria-invalid')).toBe('true');
    expect(resets).toEqual([]);
  });

  it('asks the API in the visitor’s language for a link to this shop, then shows the success screen', async () => {
    const { user, router } = await renderRemoteRoute(remote, '/de/forgot-password');
    await user.type(
      await screen.findByRole('textbox', { name: 'E-Mail-Adresse' }),
      ' anna.schmidt@example.com ',
    );
    await user.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bitte prüfen Sie Ihre E-Mails' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/de/password-reset-success');
    // The API builds {origin}/{lang}/recover/{token} from the request's language and this origin.
    expect(resets).toEqual([
      {
        path: '/de/customer/pwdreset',
        body: { email: 'anna.schmidt@example.com', origin: window.location.origin },
      },
    ]);
    expect(toastKeys()).toContain('account:toasts.AUTH_REQUEST_RESET_SUCCESS');
  });

  it('says that this e-mail cannot be recovered (AUTH_REQUEST_RESET_FAIL), keeping what was typed', async () => {
    api.use(apiPost('customer/pwdreset', () => apiAnswer(422, { error: 'EMAIL_UNKNOWN' })));
    const { user } = await renderRemoteRoute(remote, '/en/forgot-password');
    const email = await screen.findByRole('textbox', { name: 'E-mail address' });
    await user.type(email, 'nobody@example.org');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    await screen.findByText('We cannot recover an account for this e-mail address.');
    expect((email as HTMLInputElement).value).toBe('nobody@example.org');
    expect(document.activeElement).toBe(email);
    expect(toastKeys()).toContain('account:toasts.AUTH_REQUEST_RESET_FAIL');
  });

  it('tells the visitor how long to wait when the API has sent this address or this client enough links (429)', async () => {
    api.use(apiPost('customer/pwdreset', () => tooManyAttempts(900)));
    const { user, router } = await renderRemoteRoute(remote, '/fr/forgot-password');
    const email = await screen.findByRole('textbox', { name: 'Adresse e-mail' });
    await user.type(email, 'anna.schmidt@example.com');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(
      await screen.findByText(
        'Trop de tentatives. Pour votre sécurité, veuillez patienter 15 minutes avant de réessayer.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/fr/forgot-password');
    expect((email as HTMLInputElement).value).toBe('anna.schmidt@example.com');
    expect(toastKeys()).toContain('account:toasts.AUTH_REQUEST_RESET_FAIL');
  });
});

describe('recover account (SPEC §2 recover/{guid}, §5 pwdconfirm, §8 new password)', () => {
  async function choosePassword(path: string, password: string, confirm = password) {
    const view = await renderRemoteRoute(remote, path);
    await view.user.type(await screen.findByLabelText(/^New password/), password);
    await view.user.type(screen.getByLabelText(/^Repeat new password/), confirm);
    await view.user.click(screen.getByRole('button', { name: 'Save new password' }));
    return view;
  }

  it('asks for the new password twice and sends nothing when they differ', async () => {
    await choosePassword(`/en/recover/${TOKEN}`, 'lindenhof', 'lindenhoff');
    screen.getByText('The passwords do not match.');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Repeat new password/));
    expect(confirms).toEqual([]);
  });

  it('takes the token after the hash (the mailed link) and moves it out of the address at once', async () => {
    const { router, user } = await renderRemoteRoute(remote, `/en/recover/link#${TOKEN}`);
    await screen.findByLabelText(/^New password/);
    await vi.waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.pathname).toBe('/en/recover/link');
    expect(router.state.location.state).toEqual({ recoveryToken: TOKEN });
    // From the history entry (a reload finds it there), the form still works with it.
    await user.type(await screen.findByLabelText(/^New password/), 'a-new-secret');
    await user.type(screen.getByLabelText(/^Repeat new password/), 'a-new-secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account has been recovered' }),
    ).toBeTruthy();
    expect(confirms).toEqual([{ token: TOKEN, _p: 'a-new-secret' }]);
  });

  it('a link mailed before, with the token in the path, leaves the address the same way', async () => {
    const { router } = await renderRemoteRoute(remote, `/en/recover/${TOKEN}`);
    await screen.findByLabelText(/^New password/);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/recover/link'));
    expect(router.state.location.state).toEqual({ recoveryToken: TOKEN });
  });

  it('sets the new password (in clear: SPEC §5 hashes on login only) with the link’s token, logs the visitor in and shows recover-success', async () => {
    const { router } = await choosePassword(`/en/recover/${TOKEN}`, 'a-new-secret');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account has been recovered' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/recover-success');
    expect(confirms).toEqual([{ token: TOKEN, _p: 'a-new-secret' }]);
    expect(useSessionStore.getState().jwt).toBe(jwt('recovered'));
    expect(useCustomerStore.getState().customer?.fname).toBe('Anna');
    screen.getByText('Your new password is saved and you are logged in.');
    expect(toastKeys()).toEqual([
      'account:toasts.AUTH_SETTING_NEW_PASSWORD',
      'account:toasts.AUTH_SETTING_NEW_PASSWORD_SUCCESS',
    ]);
  });

  it('answers a 400 with "You must fill all fields"', async () => {
    api.use(apiPost('customer/pwdconfirm', () => apiAnswer(400, { message: 'You must fill all fields' })));
    await choosePassword(`/en/recover/${TOKEN}`, 'a-new-secret');
    expect((await screen.findByRole('alert')).textContent).toBe('You must fill all fields.');
    expect(toastKeys()).toContain('account:toasts.AUTH_SETTING_NEW_PASSWORD_FAILED');
    expect(useSessionStore.getState().jwt).toBeNull();
  });

  it('puts the server’s refusal of the new password (`_p`) on its field, the link still usable', async () => {
    api.use(apiPost('customer/pwdconfirm', () => apiAnswer(422, { error: { _p: ['FIELD_TOO_LONG'] } })));
    await choosePassword(`/en/recover/${TOKEN}`, 'a-new-secret');
    await screen.findByText('This entry is too long.');
    const field = screen.getByLabelText(/^New password/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('link', { name: 'Request a new link' })).toBeNull();
    expect(toastKeys()).toContain('account:toasts.AUTH_SETTING_NEW_PASSWORD_FAILED');
    expect(useSessionStore.getState().jwt).toBeNull();
  });

  it('explains a used or old link and offers a new one', async () => {
    api.use(apiPost('customer/pwdconfirm', () => apiAnswer(422, { error: 'TOKEN_INVALID' })));
    await choosePassword(`/en/recover/${TOKEN}`, 'a-new-secret');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This link is no longer valid. Please request a new one.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/en/forgot-password',
    );
  });

  it('does not send a link that is not one of the API’s', async () => {
    await renderRemoteRoute(remote, '/en/recover/%3Cscript%3E');
    await screen.findByText(/This link is not valid./);
    expect(screen.queryByRole('button', { name: 'Save new password' })).toBeNull();
    // Nothing is sent afterwards either (a waitFor would pass at its first look).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(confirms).toEqual([]);
  });
});
