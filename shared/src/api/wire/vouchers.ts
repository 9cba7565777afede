import { z } from 'zod/mini';
import { centsSchema, dateTimeSchema, idNameSchema } from './common.ts';

export const voucherSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  /** Fixed price, or 0 with variable_amount 1 (the buyer chooses between min_amount and max_amount). */
  price: centsSchema,
  vat_value: z.number(),
  variable_amount: z.union([z.literal(0), z.literal(1)]),
  min_amount: z.nullable(centsSchema),
  max_amount: z.nullable(centsSchema),
  sequence_no: z.int(),
  groupId: z.int(),
  image: z.nullable(z.string()),
});
export type Voucher = z.infer<typeof voucherSchema>;

/** GET {lang}/voucher/select/event/[?group=] */
export const voucherSelectSchema = z.object({ vouchers: z.array(voucherSchema) });
export type VoucherSelect = z.infer<typeof voucherSelectSchema>;

/** GET {lang}/voucher/category */
export const voucherCategorySchema = z.object({
  group: z.array(z.extend(idNameSchema, { sequence_no: z.int() })),
});
export type VoucherCategory = z.infer<typeof voucherCategorySchema>;

/**
 * GET {lang}/voucher?voucher={code}. Valid codes only; otherwise 422 VOUCHER_NOT_FOUND,
 * VOUCHER_NOW_IS_BEFORE_VALID_FROM, VOUCHER_NOW_IS_AFTER_VALID_TO or VOUCHER_NO_AMOUNT_LEFT.
 * valid_from/valid_to are UTC+1 wall-clock times (SPEC §9).
 */
export const voucherCodeSchema = z.object({
  id: z.int(),
  barcode: z.string(),
  name: z.string(),
  amount: centsSchema,
  used_amount: centsSchema,
  available_amount: centsSchema,
  valid_from: dateTimeSchema,
  valid_to: dateTimeSchema,
});
export type VoucherCode = z.infer<typeof voucherCodeSchema>;
