import { useCookieConsentStore } from '@museum/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTagManagerOnConsent, TAG_MANAGER_ORIGIN } from './tag-manager';

const containers = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-museum-tag-manager]')];

beforeEach(() => {
  useCookieConsentStore.setState({ cookiesAccepted: false });
  window.dataLayer = [{ event: 'addToCart' }];
});
afterEach(() => {
  for (const script of containers()) script.remove();
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
});

describe('the tag manager container (SPEC §7 "Analytics", §3 "Cookie notice")', () => {
  it('waits for the cookie consent, then loads once, after the events already pushed', () => {
    loadTagManagerOnConsent('GTM-AB12CD');
    expect(containers()).toHaveLength(0);
    useCookieConsentStore.getState().acceptCookies();
    useCookieConsentStore.getState().acceptCookies();
    expect(containers().map((script) => script.src)).toEqual([`${TAG_MANAGER_ORIGIN}/gtm.js?id=GTM-AB12CD`]);
    expect(containers()[0]?.async).toBe(true);
    expect(window.dataLayer?.[0]).toEqual({ event: 'addToCart' });
    expect(window.dataLayer?.[1]).toMatchObject({ event: 'gtm.js' });
  });

  it('loads at once when cookies were accepted earlier in the session, and never twice', () => {
    useCookieConsentStore.setState({ cookiesAccepted: true });
    loadTagManagerOnConsent('GTM-AB12CD');
    loadTagManagerOnConsent('GTM-AB12CD');
    expect(containers()).toHaveLength(1);
  });
});

describe('the tag manager never reads a secret from the address', () => {
  it('waits while the page still holds a payment reference, and loads once the page has moved it', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/en/checkout/accepted?cartId=c1&us=u1&sessionUs=s1');
    useCookieConsentStore.setState({ cookiesAccepted: true });
    loadTagManagerOnConsent('GTM-AB12CD');
    vi.advanceTimersByTime(1000);
    expect(containers()).toHaveLength(0);
    // use-payment-return moves the reference into the history entry.
    window.history.replaceState({ payment: {} }, '', '/en/checkout/accepted');
    vi.advanceTimersByTime(250);
    expect(containers()).toHaveLength(1);
  });

  it('gives up on a page that keeps a secret in its address (a remote that never came)', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/de/recover/link#q0T2lN8c_Zk-3xYv9BfR7uWmPa1sDe4H');
    useCookieConsentStore.setState({ cookiesAccepted: true });
    loadTagManagerOnConsent('GTM-AB12CD');
    vi.advanceTimersByTime(11 * 60_000);
    expect(vi.getTimerCount()).toBe(0);
    expect(containers()).toHaveLength(0);
  });
});
