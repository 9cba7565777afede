import { ROUTE_PATHS, type RouteName } from '../../routes/route-table';
import { routeSegments, safeReturnTo } from '../return-to';

/** The screens of signing in, registering and recovering, and logout: never a target after signing in. */
const SIGN_IN_ROUTES: readonly RouteName[] = [
  'logout',
  'login',
  'register',
  'registerSuccess',
  'guestRegister',
  'forgotPassword',
  'forgotPasswordSuccess',
  'recoverAccount',
  'recoverSuccess',
];

const SIGN_IN_SEGMENTS: ReadonlySet<string> = new Set(
  SIGN_IN_ROUTES.map((name) => ROUTE_PATHS[name].split('/')[0] ?? name),
);

/** Pages that only make sense while logged in: after logout the visitor is not sent back there. */
const LOGGED_IN_ONLY_SEGMENTS: ReadonlySet<string> = new Set([ROUTE_PATHS.settings]);

/**
 * Whether a same-origin path is a sign-in page or logout, however the router would read it (any case, encoded,
 * with or without a language): going there after a login would show the login again, or log the visitor
 * straight out.
 */
export function isSignInPath(path: string): boolean {
  const [first] = routeSegments(path);
  return first !== undefined && SIGN_IN_SEGMENTS.has(first);
}

/** Whether a same-origin path is a page only a logged-in customer can use (the settings), read as the router does. */
export function isLoggedInOnlyPath(path: string): boolean {
  const [first] = routeSegments(path);
  return first !== undefined && LOGGED_IN_ONLY_SEGMENTS.has(first);
}

/**
 * SPEC §4: after login the visitor goes to the stored redirection target if there is one (the route guard's
 * checkout), else to `returnTo` (the page the login link was followed from; same-origin paths only, never a
 * sign-in page or logout), else to the fallback (home, or checkout after a guest registration).
 */
export function targetAfterSignIn(options: {
  redirection: string | null;
  returnTo: string | null;
  fallback: string;
  origin: string;
}): string {
  const usable = (candidate: string | null) => {
    const path = safeReturnTo(candidate, options.origin);
    return path !== null && !isSignInPath(path) ? path : null;
  };
  return usable(options.redirection) ?? usable(options.returnTo) ?? options.fallback;
}

/** How long a visitor must wait, in the unit a person reads best. */
export interface WaitTime {
  unit: 'seconds' | 'minutes';
  count: number;
}

/** The longest wait the API imposes (15 minutes); anything longer is treated as unknown. */
const LONGEST_WAIT_SECONDS = 24 * 60 * 60;

/**
 * The wait of a 429 (login, password or e-mail change while this client is locked out, api/README.md "Login
 * limits"), from its Retry-After: seconds up to a minute, then whole minutes rounded up. Unknown or absurd
 * waits give null, and the page says "wait a moment" instead.
 */
export function lockWaitTime(retryAfterSeconds: number | null | undefined): WaitTime | null {
  if (typeof retryAfterSeconds !== 'number' || !Number.isFinite(retryAfterSeconds)) return null;
  if (retryAfterSeconds <= 0 || retryAfterSeconds > LONGEST_WAIT_SECONDS) return null;
  const seconds = Math.ceil(retryAfterSeconds);
  if (seconds < 60) return { unit: 'seconds', count: seconds };
  return { unit: 'minutes', count: Math.ceil(seconds / 60) };
}

/**
 * The token of a recovery link (`/{lang}/recover/{token}`): the API's are 32 characters of `[A-Za-z0-9_-]`.
 * Anything else is not sent to the API at all; the page explains that the link is not valid.
 */
export function isRecoveryToken(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16,100}$/.test(value);
}
