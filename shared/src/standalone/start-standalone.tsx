import {
  configureApi,
  ensureRemoteTexts,
  hydrateStores,
  initI18n,
  isLanguage,
  isUnprefixedRoute,
  type Language,
  type RemoteModule,
  routeNameOfRoute,
  useConfigStore,
} from '@museum/shared';
import { getRemoteConfig, restoreCustomer } from '@museum/shared/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type LoaderFunctionArgs, RouterProvider, redirect } from 'react-router';
import { StandaloneFrame, StandaloneNotFound } from './standalone-frame';
import '../ui/tokens.css';

interface StandaloneOptions {
  apiUrl: string;
  supportEmail?: string;
}

/**
 * Runs one remote on its own origin, against the API, in a minimal frame (DESIGN §2), so that its team can
 * work without the shell and the other remotes. Same stores, same i18n, same API client as in the shop.
 * This entry (`@museum/shared/standalone`) is only imported by a remote's own bootstrap, never in the shop.
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
  useConfigStore.getState().setRemoteConfig(await getRemoteConfig());
  await ensureRemoteTexts(module);
  await restoreCustomer();
  // The route table marks the routes outside the language prefix (SPEC §2: logout).
  const isUnprefixed = (route: RemoteModule['routes'][number]) => {
    const name = routeNameOfRoute(route);
    return name !== undefined && isUnprefixedRoute(name);
  };
  const prefixed = module.routes.filter((route) => !isUnprefixed(route));
  const firstPage = prefixed.find((route) => route.path && !route.path.includes(':'))?.path ?? '';
  const router = createBrowserRouter([
    {
      index: true,
      loader: () => redirect(`/${language}/${firstPage}`),
    },
    {
      element: <StandaloneFrame module={module} />,
      children: module.routes.filter(isUnprefixed),
    },
    {
      path: ':lang',
      loader: ({ params }: LoaderFunctionArgs) => {
        if (!isLanguage(params.lang)) throw redirect(`/${language}/${firstPage}`);
        return null;
      },
      element: <StandaloneFrame module={module} />,
      children: [...prefixed, { path: '*', element: <StandaloneNotFound /> }],
    },
  ]);
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
