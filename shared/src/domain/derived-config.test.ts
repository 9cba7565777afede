import { describe, expect, it } from 'vitest';
import { remoteConfig } from '../testing/remote-config';
import {
  configuredLanguages,
  DEFAULT_CLIENT_OPTIONS,
  deriveConfig,
  homeViewRoute,
  logoTarget,
  navigationItems,
  siteNameIn,
} from './derived-config';

describe('deriveConfig (SPEC §3 client-side derived values)', () => {
  it('derives what the shell shows from the museum configuration', () => {
    const derived = deriveConfig(remoteConfig({ languages: ['de', 'EN', 'xx'] }));
    expect(derived.hasUserRegistration).toBe(true);
    expect(derived.languagesFull).toEqual([
      { code: 'de', name: 'Deutsch' },
      { code: 'en', name: 'English' },
    ]);
    expect(derived.currencySymbol).toBe('€');
    expect(derived.showHeader).toBe(true);
    expect(derived.showFooter).toBe(true);
    expect(derived.cookieDisclaimer).toBe(true);
  });

  it('hides header and footer in embedded mode', () => {
    const derived = deriveConfig(remoteConfig({ hide_header: true, hide_footer: true }));
    expect(derived.showHeader).toBe(false);
    expect(derived.showFooter).toBe(false);
  });

  it('needs both the museum and the build option for registration', () => {
    expect(deriveConfig(remoteConfig({ has_user_registration: false })).hasUserRegistration).toBe(false);
    const noRegistrationBuild = { ...DEFAULT_CLIENT_OPTIONS, userRegistration: false };
    expect(deriveConfig(remoteConfig(), noRegistrationBuild).hasUserRegistration).toBe(false);
  });

  it('has safe defaults before the configuration arrives', () => {
    const derived = deriveConfig(null);
    expect(derived.hasUserRegistration).toBe(false);
    expect(derived.cookieDisclaimer).toBe(false);
    expect(configuredLanguages(null)).toEqual(['de']);
  });
});

describe('navigationItems (SPEC §2 header links)', () => {
  it('lists only the enabled features, in the shop order', () => {
    const remote = remoteConfig({ has_guided_tours: false, has_vouchers: false });
    expect(navigationItems(remote, 'en').map((item) => item.routeName)).toEqual([
      'tickets',
      'merchandise',
      'passes',
    ]);
  });

  it('uses the museum label for the language, else the shop text', () => {
    const remote = remoteConfig({ nav_translations: { merchandise: { en: 'Museum store', de: ' ' } } });
    expect(navigationItems(remote, 'en').find((item) => item.key === 'merchandise')?.label).toBe(
      'Museum store',
    );
    expect(navigationItems(remote, 'de').find((item) => item.key === 'merchandise')?.label).toBeNull();
  });
});

describe('siteNameIn', () => {
  it('takes the translation of the language, else the site name', () => {
    expect(siteNameIn(remoteConfig(), 'en')).toBe('Lindenhof Museum');
    expect(siteNameIn(remoteConfig({ site_name: 'Lindenhof' }), 'fr')).toBe('Lindenhof');
  });
});

describe('logoTarget (SPEC §2 logo)', () => {
  it('leads to the language home unless the museum links out', () => {
    expect(logoTarget(remoteConfig(), 'en')).toEqual({ kind: 'home' });
  });

  it('leads to the per-language main site, else the main site', () => {
    const remote = remoteConfig({
      logo_links_to_main_site: true,
      museum_per_language_urls: { en: 'https://www.museum.example/en/' },
    });
    expect(logoTarget(remote, 'en')).toEqual({ kind: 'mainSite', url: 'https://www.museum.example/en/' });
    expect(logoTarget(remote, 'fr')).toEqual({ kind: 'mainSite', url: 'https://www.museum.example/' });
  });

  it('never links to a script address from the configuration', () => {
    const remote = remoteConfig({ logo_links_to_main_site: true, museum_main_url: 'javascript:alert(1)' });
    expect(logoTarget(remote, 'en')).toEqual({ kind: 'home' });
  });
});

describe('homeViewRoute (SPEC §3 home_view)', () => {
  it('keeps the home page for the default view', () => {
    expect(homeViewRoute(remoteConfig())).toBeNull();
    expect(homeViewRoute(remoteConfig({ home_view: 'unknown' }))).toBeNull();
    expect(homeViewRoute(remoteConfig({ home_view: 'constructor' }))).toBeNull();
  });

  it('opens the named feature when it is enabled', () => {
    expect(homeViewRoute(remoteConfig({ home_view: 'tickets' }))).toBe('tickets');
    expect(homeViewRoute(remoteConfig({ home_view: 'guided-tours' }))).toBe('guidedTours');
    expect(homeViewRoute(remoteConfig({ home_view: 'tickets', has_tickets: false }))).toBeNull();
  });
});
