import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type LoaderFunctionArgs, RouterProvider, redirect } from 'react-router';

import { configureApi } from '../api/client';
import { fetchRemoteConfig } from '../api/endpoints/config';
import { restoreCustomer } from '../api/endpoints/customer';
import type { RemoteModule } from '../contract/remote-module';
import { ensureNamespace, initI18n } from '../i18n/i18n';
import { isLanguage, type Language } from '../i18n/languages';
import { useConfigStore } from '../stores/config-store';
import { hydrateStores } from '../stores/hydrate';
import { StandaloneFrame, StandaloneNotFound } from './standalone-frame';
import '../ui/tokens.css';

interface StandaloneOptions {
  apiUrl: string;
  supportEmail?: string;
}

/**
 * Runs one remote on its own origin, against the API, in a minimal frame (DESIGN §2), so that its team can
 * work without the shell and the other remotes. Same stores, same i18n, same API client as in the shop.
 */
export async function startStandalone(module: RemoteModule, options: StandaloneOptions): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  hydrateStores();
  const [first] = window.location.pathname.split('/').filter(Boolean);
  const language: Language = isLanguage(first) ? first : 'en';
  await initI18n(language);
  configureApi({
    baseUrl: options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`,
    supportEmail: options.supportEmail ?? 'shop@museum.example',
  });
  useConfigStore.getState().setRemoteConfig(await fetchRemoteConfig());
  await ensureNamespace(module.namespace, module.catalogues);
  await restoreCustomer();
  const firstPage = module.routes.find((route) => route.path && !route.path.includes(':'))?.path ?? '';
  const router = createBrowserRouter([
    {
      index: true,
      loader: () => redirect(`/${language}/${firstPage}`),
    },
    {
      path: ':lang',
      loader: ({ params }: LoaderFunctionArgs) => {
        if (!isLanguage(params.lang)) throw redirect(`/${language}/${firstPage}`);
        return null;
      },
      element: <StandaloneFrame module={module} />,
      children: [...module.routes, { path: '*', element: <StandaloneNotFound /> }],
    },
  ]);
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
