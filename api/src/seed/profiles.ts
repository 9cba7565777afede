import type { I18nText, Lang } from '../lib/i18n.ts';
import { LANGUAGES, SHIPPING_TITLE, tr } from '../lib/i18n.ts';
import { T } from './texts.ts';

export const PROFILES = [
  'full',
  'tickets-only',
  'no-registration',
  'single-event',
  'single-venue',
  'embedded',
] as const;
export type Profile = (typeof PROFILES)[number];

export function isProfile(value: string): value is Profile {
  return (PROFILES as readonly string[]).includes(value);
}

/** What a profile seeds; every profile runs the same code paths. */
export interface ProfileData {
  tours: boolean;
  merchandise: boolean;
  vouchers: boolean;
  singleEvent: boolean;
  singleVenue: boolean;
}

type LegalLink = { url: string; title: string };

/** SPEC §3 "Remote configuration", plus the extra fields of api/README.md. */
export interface RemoteConfig {
  site_name: string;
  museum_main_url: string;
  logo_links_to_main_site: boolean;
  cookie_disclaimer: boolean;
  custom_terms_links: false | Partial<Record<Lang, Record<string, LegalLink>>>;
  default_user_country_key: string;
  guided_tour_default_language: string;
  has_guided_tours: boolean;
  has_merchandise: boolean;
  has_memcard: boolean;
  has_tickets: boolean;
  has_vouchers: boolean;
  has_voucher_code: boolean;
  has_user_registration: boolean;
  has_guest_registration: boolean;
  languages: Lang[];
  museum_per_language_urls: Record<Lang, string>;
  nav_translations: Record<string, I18nText>;
  prefered_language: Lang;
  home_view: string;
  show_progress_bar: boolean;
  site_name_translations: I18nText;
  currency: 'EUR';
  partner_logos: Array<{ name: I18nText; logos: Array<{ image: string; url?: string }> }>;
  hide_header: boolean;
  hide_footer: boolean;
  support_email: string;
}

const MAIN_URL = 'https://www.museum-lindenhof.example/';

function baseConfig(): RemoteConfig {
  return {
    site_name: T.siteName.de,
    museum_main_url: MAIN_URL,
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
    languages: [...LANGUAGES],
    museum_per_language_urls: Object.fromEntries(LANGUAGES.map((l) => [l, `${MAIN_URL}${l}/`])) as Record<
      Lang,
      string
    >,
    nav_translations: {
      tickets: T.navTickets,
      guidedTours: T.navTours,
      merchandise: T.navMerchandise,
      passes: T.navPasses,
      vouchers: T.navVouchers,
    },
    prefered_language: 'de',
    home_view: 'default',
    show_progress_bar: true,
    site_name_translations: T.siteName,
    currency: 'EUR',
    partner_logos: [
      {
        name: T.partnersFunding,
        logos: [
          { image: '/static/partners/kulturstiftung.svg', url: 'https://www.kulturstiftung.example/' },
          { image: '/static/partners/stadt-berlin.svg' },
        ],
      },
      {
        name: T.partnersMedia,
        logos: [{ image: '/static/partners/radio-eins.svg', url: 'https://www.radio.example/' }],
      },
    ],
    hide_header: false,
    hide_footer: false,
    support_email: 'shop@museum-lindenhof.example',
  };
}

const legal = (lang: Lang, path: string, title: string): LegalLink => ({
  url: `${MAIN_URL}${lang}/${path}`,
  title,
});

export function profileSetup(profile: Profile): { config: RemoteConfig; data: ProfileData } {
  const config = baseConfig();
  const data: ProfileData = {
    tours: true,
    merchandise: true,
    vouchers: true,
    singleEvent: false,
    singleVenue: false,
  };
  switch (profile) {
    case 'full':
      break;
    case 'tickets-only':
      Object.assign(config, {
        has_guided_tours: false,
        has_merchandise: false,
        has_memcard: false,
        has_vouchers: false,
        has_voucher_code: false,
        home_view: 'tickets',
        cookie_disclaimer: false,
      });
      Object.assign(data, { tours: false, merchandise: false, vouchers: false });
      break;
    case 'no-registration':
      config.has_user_registration = false;
      break;
    case 'single-event':
      data.singleEvent = true;
      config.home_view = 'tickets';
      break;
    case 'single-venue':
      data.singleVenue = true;
      break;
    case 'embedded':
      // A museum that embeds the shop in its own site: no header or footer, its own legal pages.
      Object.assign(config, {
        hide_header: true,
        hide_footer: true,
        logo_links_to_main_site: true,
        cookie_disclaimer: false,
        show_progress_bar: false,
        custom_terms_links: Object.fromEntries(
          LANGUAGES.map((l) => [
            l,
            {
              imprint: legal(
                l,
                'imprint',
                tr(
                  'Impressum',
                  'Imprint',
                  'Mentions légales',
                  'Note legali',
                  'Colofon',
                  'Aviso legal',
                  'Om webbplatsen',
                  'Kolofon',
                )[l],
              ),
              terms: legal(
                l,
                'terms',
                tr(
                  'AGB',
                  'Terms',
                  'CGV',
                  'Condizioni',
                  'Voorwaarden',
                  'Condiciones',
                  'Villkor',
                  'Betingelser',
                )[l],
              ),
              data_protection: legal(
                l,
                'privacy',
                tr(
                  'Datenschutz',
                  'Privacy',
                  'Confidentialité',
                  'Privacy',
                  'Privacy',
                  'Privacidad',
                  'Integritet',
                  'Privatliv',
                )[l],
              ),
              shipping: legal(l, 'shipping', SHIPPING_TITLE[l]),
            },
          ]),
        ),
      });
      break;
  }
  return { config, data };
}
