import { initI18n, useConfigStore } from '@museum/shared';
import { remoteConfig } from '@museum/shared/testing';
import type { RemoteConfig } from '@museum/shared/wire';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';

/** Renders a piece of the shell on `/{lang}/…` with the museum configuration given, as the shop would. */
export async function renderInShop(
  element: ReactElement,
  { path = '/en/', config = {} }: { path?: string; config?: Partial<RemoteConfig> } = {},
) {
  await initI18n('en');
  useConfigStore.getState().setShopConfig({
    api: 'https://api.museum.example/',
    remotes: {
      mf_tickets: 'https://tickets.example/mf-manifest.json',
      mf_tours: 'https://tours.example/mf-manifest.json',
      mf_shop: 'https://shop.example/mf-manifest.json',
      mf_checkout: 'https://checkout.example/mf-manifest.json',
      mf_account: 'https://account.example/mf-manifest.json',
    },
    supportEmail: 'shop@museum.example',
    titleSeparator: '-',
    requestTimeoutMs: 15_000,
    analytics: {},
  });
  useConfigStore.getState().setRemoteConfig(remoteConfig(config));
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([{ path: '/:lang/*', element }]);
  return render(<RouterProvider router={router} />);
}
