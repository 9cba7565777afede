// Every error code the museum API answers (api/README.md "Statuses and error codes"). The API's error
// helpers accept only these, so an undocumented code fails the typecheck; the shop maps them to messages.
// Plain constants and types: nothing here runs in the browser beyond the arrays.

/** Codes of a field in a 422 `{ error: { field: [CODE…] } }`. */
export const FIELD_ERROR_CODES = [
  'FIELD_REQUIRED',
  'FIELD_INVALID',
  'FIELD_TOO_LONG',
  /** The same id twice in one list (subtickets, tour prices or tickets, answers). */
  'FIELD_DUPLICATE',
  /** Control characters (NUL…), bidi overrides or broken Unicode in a text. */
  'CHARACTERS_INVALID',
  'EMAIL_INVALID',
  'EMAIL_TAKEN',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_HASH_INVALID',
  'COUNTRY_INVALID',
  'ZIP_INVALID',
  'PHONE_INVALID',
  /** Not a calendar date (or datetime) between 2000-01-01 and 2100-12-31. */
  'DATE_INVALID',
  'DATE_RANGE_INVALID',
  'PAYMENT_TYPE_INVALID',
  'IBAN_INVALID',
  'URL_NOT_ALLOWED',
  'BACKLINK_NOT_ALLOWED',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** Business rules: 422 `{ error: CODE, …details }`. */
export const RULE_ERROR_CODES = [
  // accounts
  'AUTH_LOGIN_FAILED',
  'REGISTRATION_DISABLED',
  'GUEST_REGISTRATION_DISABLED',
  'EMAIL_UNKNOWN',
  'TOKEN_INVALID',
  'PASSWORD_WRONG',
  // voucher codes
  'VOUCHER_NOT_FOUND',
  'VOUCHER_NOW_IS_BEFORE_VALID_FROM',
  'VOUCHER_NOW_IS_AFTER_VALID_TO',
  'VOUCHER_NO_AMOUNT_LEFT',
  /** The value left is held by another cart in payment (until it is booked, cancelled or expires). */
  'VOUCHER_RESERVED',
  // shipping
  'NO_SHIPPING_COSTS_FOR_COUNTRY',
  // cart
  'CART_EMPTY',
  'ITEM_NOT_FOUND',
  'ITEM_NOT_AVAILABLE',
  'ITEM_EXPIRED',
  'ITEM_SOLD_OUT',
  'ITEM_OUT_OF_STOCK',
  'PRICE_CHANGED',
  'SUBTICKETS_INVALID',
  'VOUCHER_AMOUNT_INVALID',
  'VOUCHER_DUPLICATE',
  'PASS_OWNER_INVALID',
  'TOUR_COUNT_INVALID',
  'TOUR_TICKETS_MISMATCH',
  'TOUR_TOO_MANY_PARTICIPANTS',
  'TOUR_GROUP_TOO_SMALL',
  'TOUR_ANSWER_REQUIRED',
  'TOUR_ANSWER_INVALID',
  // payment
  'PAYMENT_NOT_COMPLETED',
  'PAYMENT_FAILED',
  'PAYMENT_CANCELED',
  'PAYMENT_UNVERIFIED',
  /** An approved payment could not be booked: it is marked for refund; `reason` says why. */
  'PAYMENT_REFUNDED',
  /** The re-priced cart is not the amount the payment was approved for (a `reason` of PAYMENT_REFUNDED). */
  'PAYMENT_AMOUNT_MISMATCH',
  /** checkout/cancel of a cart, or initPaymentOrder of an order, whose payment is approved. */
  'PAYMENT_ALREADY_APPROVED',
  'CART_ALREADY_BOOKED',
] as const;
export type RuleErrorCode = (typeof RULE_ERROR_CODES)[number];

/** The codes that go with a status other than 422: `{ error: CODE }`. */
export const STATUS_ERROR_CODES = [
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ORDER_NOT_AVAILABLE',
  'CART_GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'AUTH_TOO_MANY_ATTEMPTS',
  'INTERNAL_ERROR',
  /** Only from a broken API, or injected by the test endpoints (`POST /__faults`). */
  'SERVICE_UNAVAILABLE',
  'INJECTED_FAULT',
] as const;
export type StatusErrorCode = (typeof STATUS_ERROR_CODES)[number];

/** Every code the API can answer. */
export type ApiErrorCode = FieldErrorCode | RuleErrorCode | StatusErrorCode;

const FIELD_SET: ReadonlySet<string> = new Set(FIELD_ERROR_CODES);
const RULE_SET: ReadonlySet<string> = new Set(RULE_ERROR_CODES);
const STATUS_SET: ReadonlySet<string> = new Set(STATUS_ERROR_CODES);

export const isFieldErrorCode = (code: string): code is FieldErrorCode => FIELD_SET.has(code);
export const isRuleErrorCode = (code: string): code is RuleErrorCode => RULE_SET.has(code);
export const isApiErrorCode = (code: string): code is ApiErrorCode =>
  FIELD_SET.has(code) || RULE_SET.has(code) || STATUS_SET.has(code);
