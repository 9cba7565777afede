import { describe, expect, it } from 'vitest';
import {
  href,
  MissingRouteParamError,
  REMOTE_SEGMENTS,
  ROUTE_NAMES,
  ROUTE_PATHS,
  remoteForPath,
  remoteForUnprefixedPath,
  routesOf,
} from './route-table';

describe('href', () => {
  it('adds the language prefix and fills parameters', () => {
    expect(href('ticket', { id: 12 }, 'en')).toBe('/en/tickets/12');
    expect(href('home', {}, 'de')).toBe('/de/');
    expect(href('checkoutAccepted', {}, 'fr')).toBe('/fr/checkout/accepted');
  });

  it('keeps logout outside the language prefix', () => {
    expect(href('logout', {}, 'en')).toBe('/logout');
  });

  it('encodes parameters so a value cannot add path segments', () => {
    expect(href('recoverAccount', { guid: 'a/b' }, 'en')).toBe('/en/recover/a%2Fb');
  });

  it('rejects a missing parameter', () => {
    expect(() => href('guidedTour', {}, 'en')).toThrow(MissingRouteParamError);
  });
});

describe('ownership, derived from the one table', () => {
  it('gives each remote the first segments of its screens', () => {
    expect(REMOTE_SEGMENTS).toEqual({
      mf_shop: ['merchandise', 'passes', 'vouchers', 'product'],
      mf_tickets: ['tickets'],
      mf_tours: ['guided-tours'],
      mf_account: [
        'login',
        'register',
        'register-guest',
        'forgot-password',
        'password-reset-success',
        'recover',
        'recover-success',
        'settings',
      ],
      mf_checkout: ['checkout', 'order-review'],
    });
  });

  it('finds the owning remote by first segment', () => {
    expect(remoteForPath('tickets')).toBe('mf_tickets');
    expect(remoteForPath('/guided-tours/3')).toBe('mf_tours');
    expect(remoteForPath('passes/1')).toBe('mf_shop');
    expect(remoteForPath('order-review/9')).toBe('mf_checkout');
    expect(remoteForPath('recover/abc')).toBe('mf_account');
  });

  it('leaves shell paths and unknown paths to the shell', () => {
    expect(remoteForPath('')).toBeNull();
    expect(remoteForPath('page/imprint')).toBeNull();
    expect(remoteForPath('ticketsx')).toBeNull();
    expect(remoteForPath('logout')).toBeNull();
  });

  it('knows the owner of the one screen outside the language prefix', () => {
    expect(remoteForUnprefixedPath('/logout')).toBe('mf_account');
    expect(remoteForUnprefixedPath('/tickets')).toBeNull();
  });

  it('has one path per screen, and every screen of a remote under one of its segments', () => {
    expect(new Set(ROUTE_NAMES.map((name) => ROUTE_PATHS[name])).size).toBe(ROUTE_NAMES.length);
    expect(routesOf('mf_tickets')).toEqual(['tickets', 'ticket']);
    expect(routesOf('shell')).toEqual(['home', 'shippingPage', 'page']);
  });
});
