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

/** The payment reference a provider sends back (use-payment-return): a secret, never kept as a path. */
const PAYMENT_REFERENCE = ['cartId', 'us', 'sessionUs'];

/**
 * A path as the guard keeps it in session storage: without a payment reference in its query, and without the
 * token of a reset link mailed before the token moved behind the hash (`/{lang}/recover/{token}` is kept as
 * `/{lang}/recover/link`, the page without a token).
 */
export function guardPath(path: string): string {
  const at = path.indexOf('?');
  const pathname = (at < 0 ? path : path.slice(0, at)).replace(/^((?:\/[a-z]{2})?\/recover\/).+/, '$1link');
  if (at < 0) return pathname;
  const query = new URLSearchParams(path.slice(at + 1));
  for (const key of PAYMENT_REFERENCE) query.delete(key);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

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
  const fromPath = guardPath(from.path);
  const lastVisited = isRoot(fromPath) ? state.lastVisited : fromPath;
  const toAuthPage = toRouteName !== null && AUTH_ROUTES_FROM_CHECKOUT.has(toRouteName);
  let redirectTo: string | null = null;
  if (toAuthPage && from.routeName === CHECKOUT_ROUTE) redirectTo = fromPath;
  else if (toAuthPage) redirectTo = state.redirectTo;
  return { lastVisited, redirectTo };
}

function isRoot(path: string): boolean {
  return path === '/' || /^\/[a-z]{2}\/?$/.test(path);
}
