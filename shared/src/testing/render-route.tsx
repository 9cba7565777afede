// Test helpers only: render a remote's routes as the shop would (loader, lazy code, i18n namespace, the real
// API client against the HTTP-level fake of museum-api.ts).
import {
  configureApi,
  ensureRemoteTexts,
  initI18n,
  isUnprefixedRoute,
  type Language,
  type RemoteModule,
  type RouteName,
  routeNameOfRoute,
  routesOf,
  useCartStore,
  useConfigStore,
  useCustomerStore,
  useMessageStore,
  useSessionStore,
  useWaitingStore,
} from '@museum/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import type { RemoteConfig } from '../api/wire/config.ts';
import { TEST_API } from './museum-api';
import { remoteConfig } from './remote-config';

/** Where a test lands when the page navigates away: the address, as a heading, for assertions. */
function Elsewhere() {
  const location = useLocation();
  return <h1 data-testid="elsewhere">{`${location.pathname}${location.search}`}</h1>;
}

export interface RenderRouteOptions {
  /** The museum's remote configuration (every feature on, like the API's `full` demo profile). */
  config?: Partial<RemoteConfig>;
  /** The client's deadline per request, shortened for tests of a hanging API. */
  timeoutMs?: number;
}

/** The routes of a remote mounted as the shell mounts them: prefixed under `:lang`, unprefixed at the root. */
function shopRoutes(remote: RemoteModule): RouteObject[] {
  const unprefixed = (route: RouteObject) => {
    const name = routeNameOfRoute(route);
    return name !== undefined && isUnprefixedRoute(name);
  };
  return [
    {
      // The shell shows its boot spinner here; a test only waits for the page.
      hydrateFallbackElement: <span />,
      children: [
        ...remote.routes.filter(unprefixed),
        {
          path: ':lang',
          children: [
            ...remote.routes.filter((route) => !unprefixed(route)),
            { path: '*', Component: Elsewhere },
          ],
        },
      ],
    },
  ];
}

/**
 * Renders a remote's page at `path` (`/en/tickets/1`) with its real loader and components, in English or the
 * path's language, and returns the router and a user-event instance.
 */
export async function renderRemoteRoute(
  remote: RemoteModule,
  path: string,
  options: RenderRouteOptions = {},
) {
  const language = (path.split('/')[1] ?? 'en') as Language;
  await initI18n(language);
  await ensureRemoteTexts(remote);
  configureApi({ baseUrl: TEST_API, supportEmail: 'shop@museum.example', timeoutMs: options.timeoutMs });
  useConfigStore.getState().setRemoteConfig(remoteConfig(options.config));
  const router = createMemoryRouter(shopRoutes(remote), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { router, user, ...view };
}

/** A fresh visitor: empty cart, nobody logged in, no messages, nothing in flight. */
export function resetShopState(): void {
  useCartStore.getState().clearCart();
  useSessionStore.getState().clearJwt();
  useCustomerStore.getState().clearCustomer();
  useMessageStore.setState({ message: null, toasts: [] });
  useWaitingStore.setState({ pending: 0 });
  window.sessionStorage.clear();
  (window as { dataLayer?: unknown[] }).dataLayer = [];
}

/**
 * The route names a remote's module exposes against those the route table gives it: a remote that shows a
 * screen the table does not give it, or misses one, is caught by its own test (`routesOf` is the source).
 */
export function remoteScreens(remote: RemoteModule): { exposed: RouteName[]; owned: RouteName[] } {
  return {
    exposed: remote.routes.map((route) => routeNameOfRoute(route)).filter((name) => name !== undefined),
    owned: routesOf(remote.name),
  };
}
