import { isLanguage } from '../i18n/languages';
import { ROUTE_PATHS, type RouteName } from '../routes/route-table';

/**
 * Security: `returnTo` and redirection targets are accepted only as same-origin paths. Anything that could
 * leave the site (`//evil.example`, `https://…`, `/\evil`, `javascript:`) or carries control characters is
 * refused, and the caller falls back to its default.
 */
export function safeReturnTo(candidate: unknown, origin: string): string | null {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) return null;
  // Control characters (tabs and newlines are dropped by URL parsers) and backslashes change how a path parses.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  if (!candidate.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  // `//evil.example` parses to another origin. What is returned is the parsed path, and parsing resolves dot
  // segments: `/.//evil.example`, `/a/..//evil` and `/%2e//evil` become `//evil.example…` on this origin,
  // which a router or the browser reads as another host. So the parsed path is what is checked.
  if (url.origin !== new URL(origin).origin || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Security: a link that leaves the shop (museum site, legal pages, social networks, partners) must be an
 * absolute http(s) URL; `javascript:`, `data:` and the like from the configuration are refused.
 */
export function safeExternalUrl(candidate: unknown): string | null {
  if (typeof candidate !== 'string') return null;
  const trimmed = candidate.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.username || url.password ? null : url.href;
  } catch {
    return null;
  }
}

const routerSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
};

/**
 * A path's segments below the language prefix, as the router reads them: react-router decodes each segment
 * and matches without regard to case (`/EN/LOGOUT`, `/%6Cogout`), and the shell moves a path without a
 * language below the preferred one (`/login` → `/de/login`). Comparing the raw text let such a `returnTo`
 * through to a page it was meant to avoid.
 */
export function routeSegments(path: string): string[] {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const segments = pathname.split('/').filter(Boolean).map(routerSegment);
  return isLanguage(segments[0]) ? segments.slice(1) : segments;
}

/** First path segments of the pages a visitor uses to sign in, recover an account or log out. */
const AUTH_SEGMENTS: ReadonlySet<string> = new Set(
  (
    [
      'logout',
      'login',
      'register',
      'guestRegister',
      'forgotPassword',
      'forgotPasswordSuccess',
      'recoverAccount',
      'recoverSuccess',
    ] satisfies RouteName[]
  ).map((name) => ROUTE_PATHS[name].split('/')[0] ?? name),
);

/**
 * SPEC §2: login and register links carry the current full path as `returnTo`. On a sign-in page itself the
 * visitor keeps the target they came with (login → register must not return to login).
 */
export function returnToFor(
  location: { pathname: string; search: string; hash: string },
  origin: string,
): string | null {
  const [first = ''] = routeSegments(location.pathname);
  if (AUTH_SEGMENTS.has(first))
    return safeReturnTo(new URLSearchParams(location.search).get('returnTo'), origin);
  return safeReturnTo(`${location.pathname}${location.search}${location.hash}`, origin);
}

/** A path with `returnTo` added to its query (`/en/login?returnTo=%2Fen%2Ftickets`). */
export function withReturnTo(path: string, returnTo: string | null): string {
  if (!returnTo) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}returnTo=${encodeURIComponent(returnTo)}`;
}
