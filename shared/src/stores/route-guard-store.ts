import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { nextGuardState, type RouteGuardState } from '../domain/route-guard';
import { sessionJsonStorage } from './session-storage';

interface RouteGuardActions {
  /** Called by the shell on every navigation with the previous and the next route (SPEC §4 "Route guard"). */
  recordNavigation: (from: { path: string; routeName: string | null }, toRouteName: string | null) => void;
  /** After login: where to go, consumed once. */
  takeRedirection: () => string | null;
}

export const useRouteGuardStore = create<RouteGuardState & RouteGuardActions>()(
  persist(
    (set, get) => ({
      lastVisited: null,
      redirectTo: null,
      recordNavigation: (from, toRouteName) => set((state) => nextGuardState(state, from, toRouteName)),
      takeRedirection: () => {
        const target = get().redirectTo;
        set({ redirectTo: null });
        return target;
      },
    }),
    {
      name: 'routeGuard',
      storage: sessionJsonStorage(),
      skipHydration: true,
      partialize: ({ lastVisited, redirectTo }) =>
        ({ lastVisited, redirectTo }) as RouteGuardState & RouteGuardActions,
    },
  ),
);
