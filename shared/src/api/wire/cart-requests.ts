import { z } from 'zod/mini';
import {
  annualPassItemSchema,
  dayTicketItemSchema,
  guidedTourItemSchema,
  merchandiseItemSchema,
  paymentAuxSchema,
  returnUrlsSchema,
  ticketItemSchema,
  voucherCodeItemSchema,
  voucherItemSchema,
} from './checkout.ts';

// The request bodies that carry a cart: only the API parses them, the browser imports their types alone. That
// keeps `z.discriminatedUnion` out of the zod/mini the shell shares with the remotes (every function listed in
// shared/build/client-entries/zod-mini.ts costs the start page), while the API keeps the discriminated union's
// field errors: `cart.items.0.datetime: FIELD_REQUIRED`, not a bare `cart.items.0`. client-entries.test.ts
// fails if browser code imports a value from this module.

/** A country key as the API stores them (`DE`); bounded, since an anonymous cart keeps what it is sent. */
const countryKeySchema = z.string().check(z.maxLength(8));

export const cartItemSchema = z.discriminatedUnion('type', [
  ticketItemSchema,
  dayTicketItemSchema,
  guidedTourItemSchema,
  merchandiseItemSchema,
  annualPassItemSchema,
  voucherItemSchema,
  voucherCodeItemSchema,
]);
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  ver: z.literal(1),
  items: z.array(cartItemSchema).check(z.maxLength(100)),
  external_document_number: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
});
export type Cart = z.infer<typeof cartSchema>;

/**
 * POST {lang}/checkout/initPayment[?_=JWT]: data is the payment page address. Payment types other
 * than PayPal need a JWT. country: delivery country for an anonymous cart with merchandise.
 */
export const initPaymentRequestSchema = z.object({
  payart: z.int(),
  aux: z.optional(paymentAuxSchema),
  cart: cartSchema,
  url: returnUrlsSchema,
  country: z.optional(countryKeySchema),
});
export type InitPaymentRequest = z.infer<typeof initPaymentRequestSchema>;

/** POST {lang}/checkout/suggest body { cart }. */
export const suggestRequestSchema = z.object({ cart: cartSchema });

/**
 * POST {lang}/checkout/shipping: logged in `?_=JWT` with body { cart } (the customer's shipping or
 * billing country), otherwise body { country, cart }. data = cost in cents; 422
 * NO_SHIPPING_COSTS_FOR_COUNTRY when none is stored.
 */
export const shippingRequestSchema = z.object({ country: z.optional(countryKeySchema), cart: cartSchema });
