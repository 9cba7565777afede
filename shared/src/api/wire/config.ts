import { z } from 'zod/mini';
import { i18nSchema } from './common.ts';

const legalLinkSchema = z.object({ url: z.string(), title: z.string() });

export const partnerLogoGroupSchema = z.object({
  name: i18nSchema,
  logos: z.array(z.object({ image: z.string(), url: z.optional(z.string()) })),
});
export type PartnerLogoGroup = z.infer<typeof partnerLogoGroupSchema>;

/** GET {lang}/shopinfo/config?shop=179: SPEC §3 "Remote configuration" plus currency, partner logos, embedded mode. */
export const remoteConfigSchema = z.object({
  site_name: z.string(),
  museum_main_url: z.string(),
  logo_links_to_main_site: z.boolean(),
  cookie_disclaimer: z.boolean(),
  /** false, or per language the links imprint, terms, data_protection, shipping. */
  custom_terms_links: z.union([
    z.literal(false),
    z.record(z.string(), z.record(z.string(), legalLinkSchema)),
  ]),
  default_user_country_key: z.string(),
  guided_tour_default_language: z.string(),
  has_guided_tours: z.boolean(),
  has_merchandise: z.boolean(),
  has_memcard: z.boolean(),
  has_tickets: z.boolean(),
  has_vouchers: z.boolean(),
  has_voucher_code: z.boolean(),
  has_user_registration: z.boolean(),
  has_guest_registration: z.boolean(),
  languages: z.array(z.string()),
  museum_per_language_urls: z.record(z.string(), z.string()),
  /** { navKey: { lang: label } }; nav keys tickets, guidedTours, merchandise, passes, vouchers. */
  nav_translations: z.record(z.string(), i18nSchema),
  prefered_language: z.string(),
  home_view: z.string(),
  show_progress_bar: z.boolean(),
  site_name_translations: i18nSchema,
  currency: z.string(),
  partner_logos: z.array(partnerLogoGroupSchema),
  hide_header: z.boolean(),
  hide_footer: z.boolean(),
  support_email: z.string(),
});
export type RemoteConfig = z.infer<typeof remoteConfigSchema>;
