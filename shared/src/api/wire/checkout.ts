import { z } from 'zod/mini';
import { centsSchema, dateTimeSchema } from './common.ts';

// The payment types live in their own module: the shell loads them at start-up, and the zod calls of this
// module's cart and payment schemas would otherwise come along on every page.
export * from './payment-types.ts';

const id = z.int().check(z.minimum(1));
const count = z.int().check(z.minimum(0), z.maximum(10_000));
/** The line total the shop showed; when sent, the server answers PRICE_CHANGED if it differs. */
const totalPrice = z.optional(z.int());

export const subticketLineSchema = z.object({ id, count });

/** Prepared cart items (SPEC §7). Extra client fields (name, eventName…) are ignored. */
export const ticketItemSchema = z.object({
  type: z.literal('ticket'),
  id,
  count: count.check(z.minimum(1)),
  datetime: dateTimeSchema,
  subtickets: z.optional(z.array(subticketLineSchema)),
  totalPrice,
});
/** A day ticket line; datetime (or date) names the day, absent = open-dated within the event's lifetime. */
export const dayTicketItemSchema = z.object({
  type: z.literal('dayticket'),
  id,
  count: count.check(z.minimum(1)),
  datetime: z.optional(z.string()),
  totalPrice,
});
export const tourAnswerSchema = z.object({
  qId: id,
  type: z.enum(['radio', 'select', 'checkbox', 'text', 'textarea', 'number']),
  value: z.union([z.string(), z.number(), z.array(z.union([z.number(), z.string()]))]),
});
export type TourAnswer = z.infer<typeof tourAnswerSchema>;
export const guidedTourItemSchema = z.object({
  type: z.literal('guidedTour'),
  tourId: id,
  /** Date and time with :00 seconds. */
  datetime: dateTimeSchema,
  prices: z.array(z.object({ id, count })),
  tickets: z.optional(z.array(z.object({ id, count, subtickets: z.optional(z.array(subticketLineSchema)) }))),
  answers: z.optional(z.array(tourAnswerSchema)),
  count: z.optional(count),
  totalPrice,
});
export const merchandiseItemSchema = z.object({
  type: z.literal('merchandise'),
  id,
  count: count.check(z.minimum(1)),
  totalPrice,
});
export const passOwnerSchema = z.object({
  name: z.string(),
  address: z.optional(
    z.object({ street: z.string(), zip: z.string(), city: z.string(), country: z.string() }),
  ),
  send_to_custom_addr: z.optional(z.boolean()),
});
export const annualPassItemSchema = z.object({
  type: z.literal('annualPass'),
  id,
  count: count.check(z.minimum(1)),
  owners: z.optional(z.array(passOwnerSchema)),
  totalPrice,
});
/** price (cents) is required for a free-amount voucher and must match a fixed one. */
export const voucherItemSchema = z.object({
  type: z.literal('voucher'),
  id,
  count: count.check(z.minimum(1)),
  price: z.optional(centsSchema),
  totalPrice,
});
export const voucherCodeItemSchema = z.object({
  type: z.literal('voucherCode'),
  barcode: z.string().check(z.minLength(1), z.maxLength(64)),
});

export const paymentAuxSchema = z.object({
  accountHolder: z.optional(z.string().check(z.maxLength(100))),
  iban: z.optional(z.string().check(z.maxLength(42))),
  wallets: z.optional(z.array(z.enum(['APPLEPAY', 'GOOGLEPAY']))),
  partner: z.optional(z.string().check(z.maxLength(64))),
  /** SPEC §3 cart `requestInvoice` (default on): the visitor asks for an invoice with the order. */
  send_invoice: z.optional(z.boolean()),
});
export type PaymentAux = z.infer<typeof paymentAuxSchema>;

export const returnUrlsSchema = z.object({ continue: z.url(), cancel: z.url() });

/** POST {lang}/checkout/initPaymentOrder[?_=JWT]: pays a museum order (see order/review). */
export const initPaymentOrderRequestSchema = z.object({
  payart: z.int(),
  aux: z.optional(paymentAuxSchema),
  id: z.string().check(z.minLength(1)),
  url: returnUrlsSchema,
});
export type InitPaymentOrderRequest = z.infer<typeof initPaymentOrderRequestSchema>;

/** The payment page is a URL string. */
export const paymentAddressSchema = z.url();

/** POST {lang}/checkout/execPayment?us=&sessionUs=&srcURL=[&_=JWT] body { cartId }. */
export const execPaymentRequestSchema = z.object({ cartId: z.string().check(z.minLength(1)) });
export const execPaymentSchema = z.object({ booking_id: z.string(), has_tickets: z.boolean() });
export type ExecPayment = z.infer<typeof execPaymentSchema>;

/**
 * POST {lang}/checkout/cancel?noRedirect=1&cartId=&sessionUs= → true. Only the cart's owner cancels it: with
 * `sessionUs` (the payment secret the payment page sent back with the cart id; any cart), or with the JWT `_`
 * of the customer who opened it. A cart whose payment is approved is not cancelled (PAYMENT_ALREADY_APPROVED):
 * book it with execPayment. The same fields may come in the JSON body instead of the query.
 */
export const cancelRequestSchema = z.object({
  cartId: z.optional(z.string().check(z.maxLength(64))),
  sessionUs: z.optional(z.string().check(z.maxLength(64))),
});
export const cancelSchema = z.literal(true);

/**
 * execPayment 422 when an approved payment could not be booked (places taken meanwhile, a cart gone, an
 * amount that no longer matches): the payment is marked for refund, `reason` is the rule that refused it
 * with its details (`item`, `available`, …). A repeated execPayment answers the same.
 */
export const paymentRefundedBodySchema = z.object({
  error: z.literal('PAYMENT_REFUNDED'),
  reason: z.string(),
});

/**
 * The details the API adds to a 422 about a cart (initPayment, and the `reason` of PAYMENT_FAILED and
 * PAYMENT_REFUNDED at execPayment): which item of `cart.items` it is about, and what is left or changed.
 */
export const cartRefusalSchema = z.object({
  error: z.string(),
  /** PAYMENT_FAILED / PAYMENT_REFUNDED: the cart rule that refused the payment. */
  reason: z.optional(z.string()),
  /** Index in the `cart.items` that was sent. */
  item: z.optional(z.int()),
  /** ITEM_SOLD_OUT, ITEM_OUT_OF_STOCK, TOUR_TOO_MANY_PARTICIPANTS: places or pieces left. */
  available: z.optional(z.int()),
  /** PRICE_CHANGED: the price now. */
  price: z.optional(z.int()),
  /** TOUR_GROUP_TOO_SMALL */
  minimum: z.optional(z.int()),
  /** VOUCHER_AMOUNT_INVALID */
  min: z.optional(z.nullable(z.int())),
  max: z.optional(z.nullable(z.int())),
  /** NO_SHIPPING_COSTS_FOR_COUNTRY */
  country: z.optional(z.string()),
});
export type CartRefusal = z.infer<typeof cartRefusalSchema>;

export const suggestionSchema = z.object({
  type: z.enum(['merchandise', 'voucher']),
  id: z.int(),
  name: z.string(),
  description: z.string(),
  price: centsSchema,
  image: z.nullable(z.string()),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsSchema = z.array(suggestionSchema);

export const shippingCostSchema = centsSchema;

export const orderLineSchema = z.object({
  type: z.string(),
  name: z.string(),
  count: z.int(),
  price: centsSchema,
  totalPrice: centsSchema,
  datetime: z.nullable(dateTimeSchema),
});
/** GET {lang}/order/review?id= (406 ORDER_NOT_AVAILABLE when paid, cancelled or unknown). */
export const orderReviewSchema = z.object({
  id: z.string(),
  status: z.literal('available'),
  created: dateTimeSchema,
  items: z.array(orderLineSchema),
  total: centsSchema,
});
export type OrderReview = z.infer<typeof orderReviewSchema>;
