// Test helpers only: never imported by application code (the shop's singleton is '@museum/shared').
import type { RemoteConfig } from '../api/wire/config.ts';

/** A museum's remote configuration for unit tests: every feature on, like the API's `full` demo profile. */
export function remoteConfig(overrides: Partial<RemoteConfig> = {}): RemoteConfig {
  return {
    site_name: 'Lindenhof Museum',
    museum_main_url: 'https://www.museum.example/',
    logo_links_to_main_site: false,
    cookie_disclaimer: true,
    custom_terms_links: false,
    default_user_country_key: 'DE',
    guided_tour_default_language: 'de',
    has_guided_tours: true,
    has_merchandise: true,
    has_memcard: true,
    has_tickets: true,
    has_vouchers: true,
    has_voucher_code: true,
    has_user_registration: true,
    has_guest_registration: true,
    languages: ['de', 'en', 'fr'],
    museum_per_language_urls: {},
    nav_translations: {},
    prefered_language: 'de',
    home_view: 'default',
    show_progress_bar: true,
    site_name_translations: { de: 'Museum Lindenhof', en: 'Lindenhof Museum' },
    currency: 'EUR',
    partner_logos: [],
    hide_header: false,
    hide_footer: false,
    support_email: 'shop@museum.example',
    ...overrides,
  };
}
