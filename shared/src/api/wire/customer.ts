import { z } from 'zod/mini';
import { dateTimeSchema } from './common.ts';
import { CUSTOMER_FIELD_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './customer-limits.ts';

/** MD5 of a password as 32 hex digits: `_p` of auth/login, the only call that hashes (SPEC §5). */
export const md5Schema = z.string().check(z.regex(/^[a-fA-F0-9]{32}$/, { error: 'PASSWORD_HASH_INVALID' }));

/**
 * A new password in clear (`_p` of customer/pwdconfirm, `_pn` of customer/pwdchange), bounded as at registration:
 * PASSWORD_TOO_SHORT below PASSWORD_MIN_LENGTH, FIELD_TOO_LONG above PASSWORD_MAX_LENGTH. The API hashes it.
 */
export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, { error: 'PASSWORD_TOO_SHORT' }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: 'FIELD_TOO_LONG' }),
  );

/**
 * Longest current password taken (`_po`): generous, since a password set before today's PASSWORD_MAX_LENGTH may
 * be longer; the bound only keeps a request from hashing megabytes.
 */
export const CURRENT_PASSWORD_MAX_LENGTH = 1024;

/** The current password in clear (`_po` of customer/pwdchange and customer/emailchange); the API hashes it. */
export const currentPasswordSchema = z
  .string()
  .check(
    z.minLength(1, { error: 'FIELD_REQUIRED' }),
    z.maxLength(CURRENT_PASSWORD_MAX_LENGTH, { error: 'FIELD_TOO_LONG' }),
  );

export const keyNameSchema = z.object({ key: z.string(), name: z.string() });
export type KeyName = z.infer<typeof keyNameSchema>;

/** GET {lang}/customer/attr: field names are those of the `c` object below. */
export const customerAttrSchema = z.object({
  countries: z.array(keyNameSchema),
  salutations: z.array(keyNameSchema),
  required_fields: z.array(z.string()),
  visible_fields: z.array(z.string()),
});
export type CustomerAttr = z.infer<typeof customerAttrSchema>;

export const shippingAddressInputSchema = z.object({
  name: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
});
export type ShippingAddressInput = z.infer<typeof shippingAddressInputSchema>;

/**
 * The `c` object of customer/register, customer/validate, customer/update and auth/guest. Which
 * fields are required comes from customer/attr; `password` is the clear password (register only,
 * at least 8 characters; SPEC §5 hashes on login only). country is a key from customer/attr.
 * shipping is sent only when it differs from the billing address; null removes it.
 */
export const customerInputSchema = z.object({
  email: z.optional(z.string()),
  password: z.optional(z.string()),
  salutation: z.optional(z.string()),
  fname: z.optional(z.string()),
  lname: z.optional(z.string()),
  company: z.optional(z.string()),
  phone: z.optional(z.string()),
  street: z.optional(z.string()),
  zip: z.optional(z.string()),
  city: z.optional(z.string()),
  country: z.optional(z.string()),
  send_invoice: z.optional(z.union([z.boolean(), z.literal(0), z.literal(1)])),
  shipping: z.optional(z.nullable(shippingAddressInputSchema)),
});
export type CustomerInput = z.infer<typeof customerInputSchema>;

/** customer/validate answers `true` when the data is valid, else 422 with the field errors. */
export const customerValidationSchema = z.literal(true);

/** Body of customer/register, customer/update, auth/guest. */
export const customerRequestSchema = z.object({ c: customerInputSchema });
export type CustomerRequest = z.infer<typeof customerRequestSchema>;

/**
 * Body of customer/validate. `guest: true` checks what auth/guest would accept: no password, and the e-mail's
 * shape only, never looked up (guest registration looks nothing up), so it neither answers EMAIL_TAKEN nor
 * counts toward, or waits for, the client's limit of such answers.
 */
export const customerValidationRequestSchema = z.object({
  c: customerInputSchema,
  guest: z.optional(z.boolean()),
});
export type CustomerValidationRequest = z.infer<typeof customerValidationRequestSchema>;

/** POST {lang}/auth/login */
export const loginRequestSchema = z.object({
  _u: z.string().check(z.minLength(1), z.maxLength(254)),
  _p: md5Schema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** auth/login, auth/guest, customer/register, customer/pwdconfirm answer a JWT (HS256, 24 h). */
export const jwtSchema = z.string().check(z.regex(/^[\w-]+\.[\w-]+\.[\w-]+$/));

// The customer record lives in its own module: the session's customer store (in the singleton) reads it, and
// the zod calls of this module's other schemas would otherwise come along on every page.
export * from './customer-record.ts';

/**
 * POST {lang}/customer/pwdreset. The API builds the mailed link itself: `{origin}/{lang}/recover/link#{token}`,
 * `lang` from the URL. `origin` is one of the shop origins the API allows (API_CORS_ORIGINS); without it the
 * request's Origin header is used. `backlink` is still accepted when it is exactly
 * `{allowed origin}/{lang}/recover/` (optionally ending in `{token}`), same `lang` as the URL; anything else
 * answers BACKLINK_NOT_ALLOWED. The raw string is never mailed.
 */
export const pwdresetRequestSchema = z.object({
  email: z.string().check(z.maxLength(254)),
  origin: z.optional(z.string().check(z.maxLength(200))),
  backlink: z.optional(z.string().check(z.maxLength(300))),
});
/** customer/pwdreset answers `true` once the link is mailed (422 EMAIL_UNKNOWN for an unknown address). */
export const pwdresetSchema = z.literal(true);
/**
 * POST {lang}/customer/pwdconfirm: the link's token and the new password in clear, `_p` (SPEC §5 hashes on login
 * only). 400 "You must fill all fields" when a field is missing or empty; 422 field errors on `_p` for a password
 * out of bounds, before the token is used.
 */
export const pwdconfirmRequestSchema = z.object({
  token: z.string().check(z.maxLength(100)),
  _p: newPasswordSchema,
});
/**
 * POST {lang}/customer/pwdchange?_=JWT: the current password `_po` and the new one `_pn`, both in clear (SPEC §5
 * hashes on login only). A new password out of bounds is refused (422 on `_pn`) before the current one is checked.
 */
export const pwdchangeRequestSchema = z.object({ _po: currentPasswordSchema, _pn: newPasswordSchema });
/**
 * pwdchange answers a new JWT: a password change revokes every earlier token of the account (the one sent
 * with the call too), so the shop stores this one.
 */
export const pwdchangeSchema = jwtSchema;
/** POST {lang}/customer/emailchange?_=JWT: the current password `_po` in clear and the new address. */
export const emailchangeRequestSchema = z.object({
  _po: currentPasswordSchema,
  email: z.string().check(z.maxLength(CUSTOMER_FIELD_MAX_LENGTH, { error: 'FIELD_TOO_LONG' })),
});
/** customer/emailchange answers `true`; the customer's data then carries the new address. */
export const emailchangeSchema = z.literal(true);

/** GET /__outbox?to= (only with MUSEUM_ENABLE_TEST_ENDPOINTS=1): mails sent, newest first. */
export const outboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: dateTimeSchema,
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
