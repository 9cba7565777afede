import { isRouteName, type RouteName, useRouteGuardStore } from '@museum/shared';
import type { AppRouter } from '../router';

type RouterState = AppRouter['state'];

/** The SPEC §2 route name of the deepest matched route that declares one (`handle.routeName`). */
export function routeNameOf(matches: RouterState['matches']): RouteName | null {
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle: unknown = matches[index]?.route.handle;
    if (typeof handle === 'object' && handle !== null) {
      const routeName = (handle as { routeName?: unknown }).routeName;
      if (isRouteName(routeName)) return routeName;
    }
  }
  return null;
}

function snapshot(state: RouterState) {
  return {
    key: state.location.key,
    path: `${state.location.pathname}${state.location.search}`,
    routeName: routeNameOf(state.matches),
  };
}

/**
 * SPEC §4 "Route guard": every completed navigation tells the route-guard store where the visitor came from
 * and which route they reached (it keeps the last visited path and the redirection target after login).
 */
export function installRouteGuard(router: AppRouter): () => void {
  let previous = snapshot(router.state);
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    const next = snapshot(state);
    // Same entry (the first page finishing its loading, a remote's routes patched in): only learn its route.
    if (next.key !== previous.key) useRouteGuardStore.getState().recordNavigation(previous, next.routeName);
    previous = next;
  });
}
