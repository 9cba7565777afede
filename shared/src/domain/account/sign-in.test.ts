import { describe, expect, it } from 'vitest';
import {
  isLoggedInOnlyPath,
  isRecoveryToken,
  isSignInPath,
  lockWaitTime,
  targetAfterSignIn,
} from './sign-in';

const origin = 'https://shop.museum.example';
const target = (redirection: string | null, returnTo: string | null, fallback = '/en/') =>
  targetAfterSignIn({ redirection, returnTo, fallback, origin });

describe('targetAfterSignIn (SPEC §4 route guard, returnTo)', () => {
  it('goes to the stored redirection first (checkout), then returnTo, then the fallback', () => {
    expect(target('/en/checkout', '/en/tickets/1')).toBe('/en/checkout');
    expect(target(null, '/en/tickets/1?date=2026-11-24')).toBe('/en/tickets/1?date=2026-11-24');
    expect(target(null, null)).toBe('/en/');
    expect(target(null, null, '/de/checkout')).toBe('/de/checkout');
  });

  it.each(['https://evil.example/en/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'never leaves the shop for %j',
    (returnTo) => {
      expect(target(null, returnTo)).toBe('/en/');
      expect(target(returnTo, null)).toBe('/en/');
    },
  );

  it('never returns to a sign-in page or to logout', () => {
    expect(target(null, '/logout?returnTo=%2Fen%2F')).toBe('/en/');
    expect(target(null, '/en/login?fromUnauthorized=true')).toBe('/en/');
    expect(target('/de/register/success', '/de/guided-tours')).toBe('/de/guided-tours');
  });

  // react-router matches without regard to case and decodes the path: these log out or show a login too.
  it.each([
    '/LOGOUT',
    '/%6Cogout',
    '/Logout?returnTo=%2Fen%2F',
    '/en/LOGIN',
    '/en/%6Cogin',
    '/login',
    '/Register-Guest',
  ])('never returns to %j, a sign-in page or logout as the router reads it', (returnTo) => {
    expect(target(null, returnTo)).toBe('/en/');
  });
});

describe('isSignInPath', () => {
  it.each([
    '/en/login',
    '/de/register',
    '/fr/register/success',
    '/en/register-guest',
    '/en/forgot-password',
    '/en/password-reset-success',
    '/en/recover/abc',
    '/en/recover-success',
    '/logout',
  ])('knows %s', (path) => {
    expect(isSignInPath(path)).toBe(true);
  });

  it.each([
    '/en/',
    '/en/settings',
    '/en/checkout?x=/en/login',
    '/en/tickets/login',
    '/tickets/login',
    '/en/%2Flogin',
  ])('is not %s', (path) => {
    expect(isSignInPath(path)).toBe(false);
  });
});

describe('isLoggedInOnlyPath (no return there after logout)', () => {
  it.each([
    '/en/settings',
    '/de/settings?tab=1',
    '/en/SETTINGS',
    '/en/%73ettings',
    '/settings',
    '/EN/Settings/',
  ])('knows %s', (path) => {
    expect(isLoggedInOnlyPath(path)).toBe(true);
  });

  it.each(['/en/', '/en/tickets', '/en/tickets/settings', '/en/checkout?next=/en/settings'])(
    'is not %s',
    (path) => {
      expect(isLoggedInOnlyPath(path)).toBe(false);
    },
  );
});

describe('lockWaitTime (429 with Retry-After)', () => {
  it('speaks in seconds below a minute, else in whole minutes rounded up', () => {
    expect(lockWaitTime(30)).toEqual({ unit: 'seconds', count: 30 });
    expect(lockWaitTime(0.2)).toEqual({ unit: 'seconds', count: 1 });
    expect(lockWaitTime(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(lockWaitTime(61)).toEqual({ unit: 'minutes', count: 2 });
    expect(lockWaitTime(900)).toEqual({ unit: 'minutes', count: 15 });
  });

  it.each([null, undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY, 7 * 24 * 3600])(
    'has no wait to tell for %j',
    (seconds) => {
      expect(lockWaitTime(seconds)).toBeNull();
    },
  );
});

describe('isRecoveryToken', () => {
  it('accepts the API’s tokens', () => {
    expect(isRecoveryToken('q0T2lN8c_Zk-3xYv9BfR7uWmPa1sDe4H')).toBe(true);
  });

  it.each([undefined, '', 'short', 'a'.repeat(101), 'abc def ghi jkl mno', '<script>alert(1)</script>'])(
    'refuses %j',
    (token) => {
      expect(isRecoveryToken(token)).toBe(false);
    },
  );
});
