import { create } from 'zustand';
import { nextGuardState, type RouteGuardState } from '../domain/route-guard';
import { persistInSession, stringOrNull } from './session-storage';

interface RouteGuardActions {
  /** Called by the shell on every navigation with the previous and the next route (SPEC §4 "Route guard"). */
  recordNavigation: (from: { path: string; routeName: string | null }, toRouteName: string | null) => void;
  /** After login: where to go, consumed once. */
  takeRedirection: () => string | null;
}

export const useRouteGuardStore = create<RouteGuardState & RouteGuardActions>()((set, get) => ({
  lastVisited: null,
  redirectTo: null,
  recordNavigation: (from, toRouteName) => set((state) => nextGuardState(state, from, toRouteName)),
  takeRedirection: () => {
    const target = get().redirectTo;
    set({ redirectTo: null });
    return target;
  },
}));

export const routeGuardPersistence = persistInSession(useRouteGuardStore, {
  key: 'routeGuard',
  pick: ({ lastVisited, redirectTo }) => ({ lastVisited, redirectTo }),
  read: (saved) => ({
    lastVisited: stringOrNull(saved.lastVisited),
    redirectTo: stringOrNull(saved.redirectTo),
  }),
});
