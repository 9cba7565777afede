import { z } from 'zod/mini';
import { centsSchema, dateSchema, idNameSchema } from './common.ts';

/** SPEC §9: product kind 13 is an annual pass. */
export const ANNUAL_PASS_KIND = 13;

export const merchandiseSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  price: centsSchema,
  vat_value: z.number(),
  /** Pieces left (stock minus sold); 0 or less = sold out. */
  stock: z.int(),
  sold_out: z.boolean(),
  sequence_no: z.int(),
  custom_groups: z.array(idNameSchema),
  product_kind_ref: z.int(),
  image: z.nullable(z.string()),
  /** Grams, for shipping bands. */
  weight: z.int(),
  sale_ends: z.nullable(dateSchema),
  expired: z.boolean(),
});
export type Merchandise = z.infer<typeof merchandiseSchema>;

/** GET {lang}/merchandise/select[?category=&product_kind=] (kind 1 articles unless product_kind given). */
export const merchandiseSelectSchema = z.object({ articles: z.array(merchandiseSchema) });
export type MerchandiseSelect = z.infer<typeof merchandiseSelectSchema>;

/** GET {lang}/merchandise/attr[?product_kind=13]: categories that hold articles of that kind. */
export const merchandiseAttrSchema = z.object({ category: z.array(idNameSchema) });
export type MerchandiseAttr = z.infer<typeof merchandiseAttrSchema>;
