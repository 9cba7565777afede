/**
 * The bounds of the account forms, one set for the API's checks and the shop's (api/README.md "texts at most
 * 100 characters in forms"): every field of a customer and of a shipping address, the e-mail address too (it is
 * stored, mailed and shown like a name, and the payment page's payer is bounded the same).
 */
export const CUSTOMER_FIELD_MAX_LENGTH = 100;

/**
 * The longest e-mail address an existing account may have (what mail allows): customer/emailchange took up to
 * this before the 100 above, so the login and the password reset take it, while a new address keeps to 100.
 */
export const ACCOUNT_EMAIL_MAX_LENGTH = 254;

/** A new password's minimum (PASSWORD_TOO_SHORT below it). */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * A new password's maximum, counted as typed. Longer than a text field: a passphrase or a password manager's output must
 * fit. The API checks it wherever a password is set (registration, customer/pwdconfirm, customer/pwdchange: they get
 * the clear password, SPEC §5 hashes on login only); every form that sets a password keeps to it, so an account never
 * has one the login form cannot take.
 */
export const PASSWORD_MAX_LENGTH = 128;
