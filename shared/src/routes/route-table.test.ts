import { describe, expect, it } from 'vitest';
import { href, MissingRouteParamError, remoteForPath } from './route-table';

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

describe('remoteForPath', () => {
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
  });
});
