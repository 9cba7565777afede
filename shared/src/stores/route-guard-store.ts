import { create } from 'zustand';
import { safeReturnTo } from '../domain/return-to';
import { nextGuardState, type RouteGuardState } from '../domain/route-guard';
import type { RouteName } from '../routes/route-table';
import { persistInSession } from './session-storage';

/** Security: a saved path is used as a redirection target, so only a same-origin path is read back. */
const savedPath = (value: unknown): string | null =>
  safeReturnTo(value, globalThis.location?.origin ?? 'http://localhost');

interface RouteGuardActions {
  /** Called by the shell on every navigation with the previous and the next route (SPEC §4 "Route guard"). */
  recordNavigation: (
    from: { path: string; routeName: RouteName | null },
    toRouteName: RouteName | null,
  ) => void;
  /** After login: where to go, consumed once. */
  takeRedirection: () => string | null;
}

export const useRouteGuardStore = create<RouteGuardState & RouteGuardActions>()((set, get) => ({
  lastVisited: null,
  redirectTo: null,
  recordNavigation: (from, toRouteName) => set((state) => nextGuardState(state, from, toRouteName)),
  takeRedirection: () => {
    const target = savedPath(get().redirectTo);
    set({ redirectTo: null });
    return target;
  },
}));

export const routeGuardPersistence = persistInSession(useRouteGuardStore, {
  key: 'routeGuard',
  pick: ({ lastVisited, redirectTo }) => ({ lastVisited, redirectTo }),
  read: (saved) => ({
    lastVisited: savedPath(saved.lastVisited),
    redirectTo: savedPath(saved.redirectTo),
  }),
});
