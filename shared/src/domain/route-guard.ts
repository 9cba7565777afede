import type { RouteName } from '../routes/route-table';

export interface RouteGuardState {
  /** Path of the previous page (never the root). */
  lastVisited: string | null;
  /** Where to send the visitor after authentication. */
  redirectTo: string | null;
}

/** SPEC §4: leaving checkout for one of these stores checkout as the redirection target. */
export const AUTH_ROUTES_FROM_CHECKOUT: ReadonlySet<RouteName> = new Set<RouteName>([
  'login',
  'registerSuccess',
  'register',
  'guestRegister',
  'forgotPassword',
  'recoverAccount',
  'forgotPasswordSuccess',
  // The spec's recoverPasswordSuccess: one screen with recoverSuccess.
  'recoverSuccess',
]);

const CHECKOUT_ROUTE: RouteName = 'checkout';

/**
 * SPEC §4 "Route guard": every navigation records the previous path (unless root) as last visited. Leaving
 * checkout for an authentication page keeps checkout as the target; moving to any other route clears it.
 * Moving between authentication pages (login → register) keeps a target that is already set.
 */
export function nextGuardState(
  state: RouteGuardState,
  from: { path: string; routeName: RouteName | null },
  toRouteName: RouteName | null,
): RouteGuardState {
  const lastVisited = isRoot(from.path) ? state.lastVisited : from.path;
  const toAuthPage = toRouteName !== null && AUTH_ROUTES_FROM_CHECKOUT.has(toRouteName);
  let redirectTo: string | null = null;
  if (toAuthPage && from.routeName === CHECKOUT_ROUTE) redirectTo = from.path;
  else if (toAuthPage) redirectTo = state.redirectTo;
  return { lastVisited, redirectTo };
}

function isRoot(path: string): boolean {
  return path === '/' || /^\/[a-z]{2}\/?$/.test(path);
}
