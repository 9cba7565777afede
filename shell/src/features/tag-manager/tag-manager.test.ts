import { useCookieConsentStore } from '@museum/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadTagManagerOnConsent, TAG_MANAGER_ORIGIN } from './tag-manager';

const containers = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-museum-tag-manager]')];

beforeEach(() => {
  useCookieConsentStore.setState({ cookiesAccepted: false });
  window.dataLayer = [{ event: 'addToCart' }];
});
afterEach(() => {
  for (const script of containers()) script.remove();
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
