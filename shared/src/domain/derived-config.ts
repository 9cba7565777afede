import type { RemoteConfig } from '../api/wire/config.ts';
import { isLanguage, LANGUAGE_NAMES, type Language } from '../i18n/languages';
import type { RouteName } from '../routes/route-table';
import { safeExternalUrl } from './return-to';

/**
 * Client options chosen at build time (SPEC §3 "Options"): confirm payment on checkout on, guest registration
 * on, user registration on, document number off, no partner logos of its own.
 */
export interface ClientOptions {
  confirmPaymentOnCheckout: boolean;
  guestRegistration: boolean;
  userRegistration: boolean;
  documentNumber: boolean;
}

export const DEFAULT_CLIENT_OPTIONS: ClientOptions = {
  confirmPaymentOnCheckout: true,
  guestRegistration: true,
  userRegistration: true,
  documentNumber: false,
};

export interface DerivedConfig {
  hasUserRegistration: boolean;
  hasGuestRegistration: boolean;
  languagesFull: { code: Language; name: string }[];
  partnerLogos: RemoteConfig['partner_logos'];
  currencySymbol: string;
  showHeader: boolean;
  showFooter: boolean;
  cookieDisclaimer: boolean;
}

const CURRENCY_SYMBOLS: Record<string, string> = { EUR: '€' };

/** The languages of the museum that the shop can speak, in the configured order. */
export function configuredLanguages(remote: RemoteConfig | null): Language[] {
  const languages = (remote?.languages ?? []).map((code) => code.toLowerCase()).filter(isLanguage);
  return languages.length > 0 ? [...new Set(languages)] : ['de'];
}

/** SPEC §3 "Client-side derived" values of the remote configuration. */
export function deriveConfig(
  remote: RemoteConfig | null,
  options: ClientOptions = DEFAULT_CLIENT_OPTIONS,
): DerivedConfig {
  return {
    hasUserRegistration: options.userRegistration && (remote?.has_user_registration ?? false),
    hasGuestRegistration: options.guestRegistration && (remote?.has_guest_registration ?? false),
    languagesFull: configuredLanguages(remote).map((code) => ({ code, name: LANGUAGE_NAMES[code] })),
    partnerLogos: remote?.partner_logos ?? [],
    currencySymbol: CURRENCY_SYMBOLS[remote?.currency ?? 'EUR'] ?? remote?.currency ?? '€',
    showHeader: !(remote?.hide_header ?? false),
    showFooter: !(remote?.hide_footer ?? false),
    cookieDisclaimer: remote?.cookie_disclaimer ?? false,
  };
}

export type NavigationKey = 'tickets' | 'guidedTours' | 'merchandise' | 'passes' | 'vouchers';

export interface NavigationItem {
  key: NavigationKey;
  routeName: RouteName;
  /** The museum's own label for this language (`nav_translations`), or null for the shop's text. */
  label: string | null;
}

const NAVIGATION: { key: NavigationKey; routeName: RouteName; enabled: (remote: RemoteConfig) => boolean }[] =
  [
    { key: 'tickets', routeName: 'tickets', enabled: (remote) => remote.has_tickets },
    { key: 'guidedTours', routeName: 'guidedTours', enabled: (remote) => remote.has_guided_tours },
    { key: 'merchandise', routeName: 'merchandise', enabled: (remote) => remote.has_merchandise },
    { key: 'passes', routeName: 'passes', enabled: (remote) => remote.has_memcard },
    { key: 'vouchers', routeName: 'vouchers', enabled: (remote) => remote.has_vouchers },
  ];

/** SPEC §2: header links only for enabled features, labels overridable per language. */
export function navigationItems(remote: RemoteConfig | null, language: Language): NavigationItem[] {
  if (!remote) return [];
  return NAVIGATION.filter((item) => item.enabled(remote)).map(({ key, routeName }) => ({
    key,
    routeName,
    label: remote.nav_translations[key]?.[language]?.trim() || null,
  }));
}

/** The site name in the page's language, else the museum's default name. */
export function siteNameIn(remote: RemoteConfig | null, language: string): string {
  if (!remote) return '';
  return remote.site_name_translations[language]?.trim() || remote.site_name;
}

/** Where the header's logo leads (SPEC §2). */
export type LogoTarget = { kind: 'home' } | { kind: 'mainSite'; url: string };

/**
 * SPEC §2: the logo links to the language home or, when the museum configures it, to its main site: the
 * per-language address if there is one, else the main address (opened in a new tab by the header).
 */
export function logoTarget(remote: RemoteConfig | null, language: Language): LogoTarget {
  if (!remote?.logo_links_to_main_site) return { kind: 'home' };
  const url =
    safeExternalUrl(remote.museum_per_language_urls[language]) ?? safeExternalUrl(remote.museum_main_url);
  return url ? { kind: 'mainSite', url } : { kind: 'home' };
}

/** `home_view` values that name a feature; `default` (or anything unknown) is the shop's own home page. */
const HOME_VIEWS: Record<string, NavigationKey> = {
  tickets: 'tickets',
  guidedTours: 'guidedTours',
  'guided-tours': 'guidedTours',
  merchandise: 'merchandise',
  passes: 'passes',
  vouchers: 'vouchers',
};

/**
 * SPEC §3 `home_view`: a museum may open its shop on one feature's list (a tickets-only museum on its events)
 * instead of the home page. Only an enabled feature can be the home view.
 */
export function homeViewRoute(remote: RemoteConfig | null): RouteName | null {
  if (!remote) return null;
  const key = Object.hasOwn(HOME_VIEWS, remote.home_view) ? HOME_VIEWS[remote.home_view] : undefined;
  if (!key) return null;
  return NAVIGATION.find((item) => item.key === key && item.enabled(remote))?.routeName ?? null;
}
