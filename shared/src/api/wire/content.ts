import { z } from 'zod/mini';

/**
 * Banner image paths carry the width placeholder `{width}/` and the public prefix `public/`,
 * both stripped by the client (SPEC §3); empty images are removed by the client.
 */
export const bannerSchema = z.object({
  image: z.string(),
  image_mobile: z.string(),
  title: z.string(),
  text: z.string(),
  link: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const socialLinkSchema = z.object({
  name: z.string(),
  link: z.string(),
  sequence_no: z.int(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** GET {lang}/content/static */
export const staticContentSchema = z.object({
  banners: z.record(z.string(), z.array(bannerSchema)),
  cookie_warning: z.string(),
  social_media: z.array(socialLinkSchema),
});
export type StaticContent = z.infer<typeof staticContentSchema>;

/** GET {lang}/content/page/{id} */
export const staticPageSchema = z.object({ id: z.string(), title: z.string(), html: z.string() });
export type StaticPage = z.infer<typeof staticPageSchema>;

export const shopMetaSchema = z.object({
  name: z.string(),
  address: z.object({ street: z.string(), zip: z.string(), city: z.string(), country: z.string() }),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  opening_hours: z.array(z.object({ days: z.string(), hours: z.string() })),
  timezone: z.string(),
  currency: z.string(),
});
export type ShopMeta = z.infer<typeof shopMetaSchema>;

/** GET {lang}/shopinfo?shop=179 */
export const shopInfoSchema = z.object({ meta: shopMetaSchema });
export type ShopInfo = z.infer<typeof shopInfoSchema>;
