import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnToFor, routeSegments, safeExternalUrl, safeReturnTo, withReturnTo } from './return-to';

const origin = 'https://shop.museum.example';

describe('safeReturnTo', () => {
  it('accepts same-origin paths with query and hash', () => {
    expect(safeReturnTo('/en/checkout', origin)).toBe('/en/checkout');
    expect(safeReturnTo('/de/tickets/4?date=2026-11-21#slots', origin)).toBe(
      '/de/tickets/4?date=2026-11-21#slots',
    );
  });

  it.each([
    'https://evil.example/en/',
    '//evil.example/en/',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'en/checkout',
    '/en/\ncheckout',
    '/\t/evil.example',
    // Dot segments that parse to `//host` (a review found these leaving the site from /logout?returnTo=).
    '/.//evil.example/x',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/en/../..//evil.example',
    '',
    42,
    null,
  ])('refuses %j', (candidate) => {
    expect(safeReturnTo(candidate, origin)).toBeNull();
  });
});

describe('safeReturnTo, for any input', () => {
  it('gives null or a path that stays on the origin, read by the browser or by the router', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2f',
      'evil.example',
      'en',
      '?',
      '#',
      '@',
      ':',
      '\\',
    );
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 10 }).map((parts) => parts.join('')),
        (candidate) => {
          const safe = safeReturnTo(candidate, origin);
          if (safe === null) return;
          expect(safe.startsWith('/')).toBe(true);
          expect(safe.startsWith('//')).toBe(false);
          expect(new URL(safe, origin).origin).toBe(origin);
          // Parsed again (the router resolves it once more), it is still the same path.
          expect(safeReturnTo(safe, origin)).toBe(safe);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('returnToFor (SPEC §2 login and register links)', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it('is the full current path, with query and hash', () => {
    expect(returnToFor(at('/en/tickets/1', '?date=2026-05-01', '#slots'), origin)).toBe(
      '/en/tickets/1?date=2026-05-01#slots',
    );
  });

  it('on a sign-in page keeps the target the visitor came with, if it is safe', () => {
    expect(returnToFor(at('/en/login', '?returnTo=%2Fen%2Fcheckout'), origin)).toBe('/en/checkout');
    expect(returnToFor(at('/en/register', '?returnTo=https%3A%2F%2Fevil.example'), origin)).toBeNull();
    expect(returnToFor(at('/en/login'), origin)).toBeNull();
  });

  it('knows a sign-in page or logout as the router reads it: any case, encoded, without a language', () => {
    for (const pathname of ['/LOGOUT', '/%6Cogout', '/en/LOGIN', '/en/%6Cogin', '/login', '/EN/Register'])
      expect(returnToFor(at(pathname, '?returnTo=%2Fen%2Fcheckout'), origin)).toBe('/en/checkout');
  });
});

describe('routeSegments', () => {
  it('reads a path below its language as the router does: decoded, in lower case', () => {
    expect(routeSegments('/en/Tickets/4?date=1#x')).toEqual(['tickets', '4']);
    expect(routeSegments('/%6Cogout')).toEqual(['logout']);
    expect(routeSegments('/login')).toEqual(['login']);
    // An encoded slash stays inside its segment, as in react-router; a broken escape stays as it is.
    expect(routeSegments('/en/a%2Fb/%E0')).toEqual(['a/b', '%e0']);
  });
});

describe('withReturnTo', () => {
  it('adds the target encoded, or nothing', () => {
    expect(withReturnTo('/en/login', '/en/tickets?x=1')).toBe('/en/login?returnTo=%2Fen%2Ftickets%3Fx%3D1');
    expect(withReturnTo('/en/login?a=1', '/en/')).toBe('/en/login?a=1&returnTo=%2Fen%2F');
    expect(withReturnTo('/en/login', null)).toBe('/en/login');
  });
});

describe('safeExternalUrl', () => {
  it('accepts absolute web addresses only', () => {
    expect(safeExternalUrl(' https://www.museum.example/en/ ')).toBe('https://www.museum.example/en/');
    expect(safeExternalUrl('http://museum.example')).toBe('http://museum.example/');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    '/en/',
    'https://user:pw@evil.example',
    7,
  ])('refuses %j', (candidate) => {
    expect(safeExternalUrl(candidate)).toBeNull();
  });
});
