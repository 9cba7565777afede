import {
  changeInterfaceLanguage,
  ensureRemoteTexts,
  href,
  isLanguage,
  isUnprefixedRoute,
  type Language,
  REMOTE_SEGMENTS,
  type RemoteModule,
  type RemoteName,
  ROUTE_NAMES,
  ROUTE_PATHS,
  ROUTES,
  type RouteHandle,
  type RouteName,
  remoteForPath,
  routeNameOfRoute,
  selectLanguages,
  useConfigStore,
  useVisitStore,
} from '@museum/shared';
import { homeViewRoute } from '@museum/shared/domain';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { BootSpinner } from '../features/boot-error/components/boot-spinner';
import { HomePage } from '../features/home/components/home-page';
import { AppLayout } from './layout/app-layout';
import type { ShellRouteHandle } from './layout/use-page-title';
import {
  NotFoundPage,
  RemoteCrashed,
  RemoteGate,
  RemoteUnavailable,
  RouteError,
  ShellErrorPage,
} from './lazy-views';
import { loadRouteCode } from './navigation/route-code';
import { loadRemoteModule, remoteFailure } from './remotes/remote-loader';
import { RemoteScope } from './remotes/remote-scope';

const LANGUAGE_ROUTE_ID = 'lang';

/** SPEC §1: `/` and paths without a language go to the stored language, else the museum's preferred one. */
function preferredLanguage(): Language {
  const configured = selectLanguages(useConfigStore.getState());
  const stored = useVisitStore.getState().language;
  if (stored && configured.includes(stored)) return stored;
  const preferred = useConfigStore.getState().remote?.prefered_language;
  if (isLanguage(preferred) && configured.includes(preferred)) return preferred;
  return configured[0] ?? 'de';
}

function redirectToPreferredLanguage({ request }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  return redirect(`/${preferredLanguage()}/${url.search}`);
}

/**
 * The first path segment must be a language of this museum. Anything else keeps its path under the preferred
 * language (`/tickets` → `/de/tickets`), so old and hand-typed links still arrive.
 */
async function languageLoader({ params, request }: LoaderFunctionArgs): Promise<null> {
  const segment = params.lang;
  const configured = selectLanguages(useConfigStore.getState());
  if (isLanguage(segment) && configured.includes(segment)) {
    useVisitStore.getState().setLanguage(segment);
    await changeInterfaceLanguage(segment);
    return null;
  }
  const url = new URL(request.url);
  const segments = url.pathname.split('/').filter(Boolean);
  // A known language this museum does not offer is replaced; any other first segment is kept as a path.
  const rest = (isLanguage(segment) ? segments.slice(1) : segments).join('/');
  throw redirect(`/${preferredLanguage()}/${rest}${url.search}${url.hash}`);
}

/** SPEC §3 `home_view`: a museum may open on one feature's list instead of the home page. */
function homeViewLoader({ params }: LoaderFunctionArgs): null {
  const route = homeViewRoute(useConfigStore.getState().remote);
  if (route && isLanguage(params.lang)) throw redirect(href(route, {}, params.lang));
  return null;
}

/** Static pages load their code (and the HTML sanitizer) only when one is opened. */
const loadStaticPage = () => import('../features/static-page/route');

const isUnprefixed = (route: RouteObject) => {
  const name = routeNameOfRoute(route);
  return name !== undefined && isUnprefixedRoute(name);
};

/**
 * Each remote's pages hang under a pathless route that gives them the remote's i18n namespace and an error
 * boundary of their own: a remote that throws while rendering takes down only its own page. Routes the route
 * table marks unprefixed are mounted at the root instead (unprefixedRoutes).
 */
function remoteBranch(module: RemoteModule): RouteObject {
  return {
    id: `remote:${module.name}`,
    element: <RemoteScope remote={module.name} />,
    errorElement: <RemoteCrashed remote={module.name} />,
    children: module.routes
      .filter((route) => !isUnprefixed(route))
      .map((route) => withRemoteTexts(module, route)),
  };
}

/**
 * A remote's page shows once its code and the remote's texts are there; its data does not wait for either. The
 * texts are part of the page's `lazy`, not of patching the routes, so that a route's own `loader` starts the
 * moment the remote's routes are known, beside the page's code and texts rather than after them (issue 14: one
 * round trip less before a remote page's content). Texts that cannot be downloaded fail the page like its code
 * would (RemoteCrashed); react-router forgets a failed `lazy`, so "Try again" asks for both again.
 */
function withRemoteTexts(module: RemoteModule, route: RouteObject): RouteObject {
  const { lazy } = route;
  // The contract's routes have a `lazy` function (screenRoute, pageRoute); a route without one still waits for
  // the texts. (react-router's object form of `lazy` is not part of the contract.)
  if (lazy !== undefined && typeof lazy !== 'function') return route;
  return {
    ...route,
    lazy: async () => {
      const [resolved] = await Promise.all([lazy?.() ?? {}, ensureRemoteTexts(module)]);
      return resolved;
    },
  } as RouteObject;
}

/** One placeholder per path segment a remote owns, shown while it loads or when it cannot be loaded. */
function remotePlaceholders(): RouteObject[] {
  return Object.entries(REMOTE_SEGMENTS).flatMap(([remote, segments]) =>
    segments.map((segment) => ({
      path: `${segment}/*`,
      element: <RemoteGate remote={remote as RemoteName} />,
      handle: {
        titleKey: 'common:titles.notFound',
        remote: remote as RemoteName,
      } satisfies ShellRouteHandle,
    })),
  );
}

/** What a lazy route may resolve to (react-router resolves no path, children or matching flags lazily). */
type ResolvedRoute = Pick<
  RouteObject,
  'loader' | 'shouldRevalidate' | 'Component' | 'element' | 'ErrorBoundary' | 'errorElement' | 'handle'
>;

/**
 * A screen outside the language prefix (SPEC §2: logout) comes from its owner's module, found by its route
 * name. Its route is resolved here, since the router cannot resolve a lazy route it did not patch in.
 */
async function loadUnprefixedScreen(remote: RemoteName, name: RouteName): Promise<ResolvedRoute> {
  let module: RemoteModule;
  try {
    module = await loadRemoteModule(remote);
    void loadRouteCode(module, ROUTE_PATHS[name]).catch(() => undefined);
    await ensureRemoteTexts(module);
  } catch (error) {
    return { element: <RemoteUnavailable remote={remote} reason={remoteFailure(error)} /> };
  }
  const route = module.routes.find((candidate) => routeNameOfRoute(candidate) === name);
  if (!route) return { element: <NotFoundPage /> };
  const { loader, shouldRevalidate, Component, element, ErrorBoundary, errorElement, handle, lazy } = route;
  const resolved = typeof lazy === 'function' ? await lazy() : {};
  return {
    loader,
    shouldRevalidate,
    Component,
    element,
    ErrorBoundary,
    errorElement,
    handle,
    ...resolved,
  } as ResolvedRoute;
}

/** The unprefixed screens of the route table, each in the shop's layout, loaded from its owner on first visit. */
function unprefixedRoutes(): RouteObject[] {
  return ROUTE_NAMES.filter(isUnprefixedRoute).flatMap((name) => {
    const owner = ROUTES[name].owner;
    if (owner === 'shell') return [];
    return [
      {
        path: ROUTE_PATHS[name],
        element: <AppLayout />,
        children: [
          {
            id: `remote:${owner}:${name}`,
            errorElement: <RemoteCrashed remote={owner} />,
            children: [{ index: true, lazy: () => loadUnprefixedScreen(owner, name) }],
          },
        ],
      } satisfies RouteObject,
    ];
  });
}

const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <ShellErrorPage />,
    hydrateFallbackElement: <BootSpinner />,
    children: [
      { index: true, loader: redirectToPreferredLanguage },
      ...unprefixedRoutes(),
      {
        id: LANGUAGE_ROUTE_ID,
        path: ':lang',
        loader: languageLoader,
        // Language switches reload the page; within one language the loader never needs to run again.
        shouldRevalidate: ({ currentParams, nextParams }) => currentParams.lang !== nextParams.lang,
        element: <AppLayout />,
        // The frame (header, cookie notice, footer) is in the first picture; the first page follows into it.
        hydrateFallbackElement: <AppLayout pending />,
        errorElement: <ShellErrorPage />,
        children: [
          {
            // Errors of the shell's own pages show inside the layout: header, basket and footer stay.
            errorElement: <RouteError />,
            children: [
              {
                index: true,
                loader: homeViewLoader,
                element: <HomePage />,
                handle: { titleKey: 'common:titles.home', routeName: 'home' } satisfies RouteHandle,
              },
              {
                path: 'page/shipping',
                lazy: loadStaticPage,
                handle: {
                  titleKey: 'common:titles.page',
                  routeName: 'shippingPage',
                  titleFromData: true,
                } satisfies ShellRouteHandle,
              },
              {
                path: 'page/:id',
                lazy: loadStaticPage,
                handle: {
                  titleKey: 'common:titles.page',
                  routeName: 'page',
                  titleFromData: true,
                } satisfies ShellRouteHandle,
              },
              ...remotePlaceholders(),
              {
                path: '*',
                element: <NotFoundPage />,
                handle: { titleKey: 'common:titles.notFound' } satisfies RouteHandle,
              },
            ],
          },
        ],
      },
    ],
  },
];

function splitLanguage(path: string): { language: string | null; rest: string } {
  const [first = '', ...rest] = path.split('/').filter(Boolean);
  return isLanguage(first) ? { language: first, rest: rest.join('/') } : { language: null, rest: '' };
}

/**
 * DESIGN §2: a remote is fetched the first time one of its paths is visited, and its routes are patched
 * into the one data router. A remote that cannot be loaded is not patched: its placeholder shows the fallback.
 */
export function createAppRouter() {
  const patched = new Set<RemoteName>();
  return createBrowserRouter(routes, {
    async patchRoutesOnNavigation({ path, patch }) {
      const { language, rest } = splitLanguage(path);
      if (!language) return;
      const remote = remoteForPath(rest);
      if (!remote || patched.has(remote)) return;
      try {
        const module = await loadRemoteModule(remote);
        // The page's code and the remote's texts download together (route-code.ts), and the page's data beside
        // them: the texts are awaited by each page's `lazy` (withRemoteTexts), not here. Started here all the
        // same, so that they are on their way while the router works out the match and runs the loaders.
        void loadRouteCode(module, rest).catch(() => undefined);
        void ensureRemoteTexts(module).catch(() => undefined);
        if (patched.has(remote)) return;
        patch(LANGUAGE_ROUTE_ID, [remoteBranch(module)]);
        patched.add(remote);
      } catch {
        // The placeholder route renders the fallback (its status says why); the rest of the shop keeps working.
      }
    },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
