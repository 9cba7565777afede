import { z } from 'zod/mini';
import { i18nSchema } from './common.ts';

/** SPEC §9 payment ids. */
export const PAYART = { paypal: 167, card: 164, directDebit: 74 } as const;

/** GET {lang}/checkout/payments?shop=179[&_=JWT]: without a JWT only PayPal is offered (SPEC §6). */
export const paymentTypeSchema = z.object({
  payartId: z.int(),
  i18n: i18nSchema,
  wallets: z.optional(z.array(z.enum(['APPLEPAY', 'GOOGLEPAY']))),
});
export type PaymentType = z.infer<typeof paymentTypeSchema>;
export const paymentTypesSchema = z.array(paymentTypeSchema);
