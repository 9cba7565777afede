import { useConfigStore, useCustomerStore, useMessageStore, useSessionStore } from '@museum/shared';
import { customerDraft, emptyCustomerForm } from '@museum/shared/domain';
import { apiGet, renderRemoteRoute, resetShopState, setUpMuseumApi } from '@museum/shared/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import remote from '../../app/routes';
import { anna, signIn } from '../../test/fixtures';

/** Payment types without a token: only PayPal (SPEC §6). */
setUpMuseumApi(
  apiGet('checkout/payments', ({ request }) =>
    new URL(request.url).searchParams.has('_')
      ? [
          { payartId: 167, i18n: {} },
          { payartId: 74, i18n: {} },
        ]
      : [{ payartId: 167, i18n: {} }],
  ),
);

beforeEach(() => {
  resetShopState();
  signIn(anna);
  useCustomerStore.getState().setUserForm(customerDraft({ ...emptyCustomerForm(), fname: 'Anna' }));
});
afterEach(cleanup);

describe('logout (SPEC §4: clears token, customer, user form and logged-in state)', () => {
  it('clears the session and returns to returnTo, told by a toast', async () => {
    const { router } = await renderRemoteRoute(remote, '/logout?returnTo=%2Fen%2Ftickets%3Fday%3Dtoday');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/en/tickets?day=today',
      ),
    );
    expect(useSessionStore.getState().jwt).toBeNull();
    expect(useCustomerStore.getState().customer).toBeNull();
    expect(useCustomerStore.getState().userForm).toBeNull();
    expect(useConfigStore.getState().paymentTypes.map((type) => type.payartId)).toEqual([167]);
    expect(useMessageStore.getState().toasts.map((toast) => toast.content)).toEqual([
      { key: 'account:toasts.AUTH_LOGOUT_SUCCESS' },
    ]);
  });

  it.each([
    ['a page for logged-in customers only', '/logout?returnTo=%2Fen%2Fsettings'],
    // The router matches without regard to case, decodes, and puts a path without a language below one.
    ['that page in capitals', '/logout?returnTo=%2Fen%2FSETTINGS'],
    ['that page encoded', '/logout?returnTo=%2Fen%2F%2573ettings'],
    ['that page without a language', '/logout?returnTo=%2Fsettings'],
    ['another site', '/logout?returnTo=https%3A%2F%2Fevil.example%2F'],
    ['no returnTo', '/logout'],
  ])('stays on the logout page for %s', async (_case, path) => {
    await renderRemoteRoute(remote, path);
    await screen.findByRole('heading', { level: 1, name: 'You are logged out' });
    expect(useSessionStore.getState().jwt).toBeNull();
  });
});
