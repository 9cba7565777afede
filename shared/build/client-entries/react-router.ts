// The browser half of react-router, shared as the `react-router` singleton. A shared module keeps every export
// (Module Federation cannot tree-shake it), and the full package also carries server rendering, sessions,
// cookies and RSC: 67 kB gzip against 31 kB for this list. Every name the shop imports from 'react-router' must
// be listed here; client-entries.test.ts checks that across all packages.
// The package's own modules are imported by path: importing its entry would be consumed as the shared
// 'react-router' again, that is, this very module, and never finish loading.

import { RouterProvider as BaseRouterProvider } from 'museum-react-router-lib/components.js';
import { createElement } from 'react';
import { flushSync } from 'react-dom';

export { Outlet } from 'museum-react-router-lib/components.js';
export { createBrowserRouter, Link, NavLink, useSearchParams } from 'museum-react-router-lib/dom/lib.js';
export {
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteError,
} from 'museum-react-router-lib/hooks.js';
export { data, isRouteErrorResponse, redirect } from 'museum-react-router-lib/router/utils.js';

/**
 * What react-router/dom adds to RouterProvider: React DOM's flushSync for `flushSync` navigations. Written here
 * because react-router's own dom-export module imports 'react-router', which would be this module again.
 */
export function RouterProvider(props: Parameters<typeof BaseRouterProvider>[0]) {
  return createElement(BaseRouterProvider, { flushSync, ...props });
}
