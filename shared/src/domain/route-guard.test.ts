import { describe, expect, it } from 'vitest';
import { nextGuardState } from './route-guard';

const empty = { lastVisited: null, redirectTo: null };

describe('nextGuardState', () => {
  it('records the previous path as last visited, but not the root', () => {
    expect(nextGuardState(empty, { path: '/en/tickets', routeName: 'tickets' }, 'ticket').lastVisited).toBe(
      '/en/tickets',
    );
    const state = { lastVisited: '/en/tickets', redirectTo: null };
    expect(nextGuardState(state, { path: '/en/', routeName: 'home' }, 'tickets').lastVisited).toBe(
      '/en/tickets',
    );
    expect(nextGuardState(state, { path: '/', routeName: null }, 'home').lastVisited).toBe('/en/tickets');
  });

  it('never keeps the payment reference a provider sent back, only the rest of the query', () => {
    const returned = '/en/checkout/accepted?cartId=c7&us=pay-1&sessionUs=secret-9&status=approved';
    expect(
      nextGuardState(empty, { path: returned, routeName: 'checkoutAccepted' }, 'checkoutAccepted'),
    ).toEqual({
      lastVisited: '/en/checkout/accepted?status=approved',
      redirectTo: null,
    });
    expect(
      nextGuardState(empty, { path: '/en/checkout?sessionUs=s&cartId=c', routeName: 'checkout' }, 'login'),
    ).toEqual({ lastVisited: '/en/checkout', redirectTo: '/en/checkout' });
    expect(
      nextGuardState(empty, { path: '/en/tickets?date=2026-12-01', routeName: 'tickets' }, 'ticket')
        .lastVisited,
    ).toBe('/en/tickets?date=2026-12-01');
  });

  it('never keeps the token of a reset link mailed before it moved behind the hash', () => {
    const link = '/de/recover/Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z';
    expect(nextGuardState(empty, { path: link, routeName: 'recoverAccount' }, 'login').lastVisited).toBe(
      '/de/recover/link',
    );
    expect(
      nextGuardState(empty, { path: `${link}?x=1`, routeName: 'recoverAccount' }, 'login').lastVisited,
    ).toBe('/de/recover/link?x=1');
    expect(nextGuardState(empty, { path: '/de/recovered', routeName: null }, 'login').lastVisited).toBe(
      '/de/recovered',
    );
    // Without a language (the shop redirects it to one): the same.
    expect(nextGuardState(empty, { path: '/recover/Ab3dEf6h', routeName: null }, 'login').lastVisited).toBe(
      '/recover/link',
    );
  });

  it('keeps checkout as the target when leaving checkout for login or registration', () => {
    for (const target of [
      'login',
      'register',
      'guestRegister',
      'forgotPassword',
      'recoverAccount',
    ] as const) {
      expect(nextGuardState(empty, { path: '/en/checkout', routeName: 'checkout' }, target).redirectTo).toBe(
        '/en/checkout',
      );
    }
  });

  it('keeps the target while moving between authentication pages', () => {
    const state = { lastVisited: '/en/checkout', redirectTo: '/en/checkout' };
    expect(nextGuardState(state, { path: '/en/login', routeName: 'login' }, 'register').redirectTo).toBe(
      '/en/checkout',
    );
  });

  it('clears the target on any other route', () => {
    const state = { lastVisited: '/en/checkout', redirectTo: '/en/checkout' };
    expect(nextGuardState(state, { path: '/en/login', routeName: 'login' }, 'tickets').redirectTo).toBeNull();
    expect(
      nextGuardState(empty, { path: '/en/tickets', routeName: 'tickets' }, 'login').redirectTo,
    ).toBeNull();
  });
});

describe('nextGuardState: the whole list of SPEC §4', () => {
  it('keeps checkout as the target for every authentication page the spec lists', () => {
    const from = { path: '/de/checkout', routeName: 'checkout' } as const;
    for (const target of [
      'login',
      'registerSuccess',
      'register',
      'guestRegister',
      'forgotPassword',
      'recoverAccount',
      'forgotPasswordSuccess',
      'recoverSuccess',
    ] as const) {
      expect(nextGuardState(empty, from, target), target).toEqual({
        lastVisited: '/de/checkout',
        redirectTo: '/de/checkout',
      });
    }
  });

  it('does not keep checkout for pages the spec does not list (settings, home, an unknown route)', () => {
    const from = { path: '/de/checkout', routeName: 'checkout' } as const;
    for (const target of ['settings', 'home', 'tickets', null] as const) {
      expect(nextGuardState(empty, from, target).redirectTo, String(target)).toBeNull();
    }
  });

  it('only checkout itself sets the target, not its result pages', () => {
    const from = { path: '/de/checkout/failed', routeName: 'checkoutFailed' } as const;
    expect(nextGuardState(empty, from, 'login').redirectTo).toBeNull();
  });
});
