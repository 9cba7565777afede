import { isEmail, isSingleLineText, isZip, MAX_FIELD_LENGTH, normaliseEmail } from './customers.ts';

/**
 * What a payment provider knows of the one who pays, and hands the shop back with the payment: a real PayPal
 * returns the payer's e-mail and, for goods, the delivery address. The demo provider asks for them (the
 * simulator's page) when the cart has no customer, a visitor paying by PayPal without an account: without
 * them the booking's mail (tickets, bought voucher codes) and its parcel had nowhere to go.
 */
export interface Payer {
  email: string;
  /** The payer's name: asked with a parcel only, else empty. */
  fname: string;
  lname: string;
  /** With a parcel for the cart's country only, in a customer's shape. */
  addrShipping?: { name: string; street: string; zip: string; city: string; country: string };
}

/**
 * Whether a cart's payment asks who pays: a cart without a customer, and not a museum order's (its booking has
 * the order's customer).
 */
export function needsPayer(cart: { customer_id: number | null; order_id: number | null }): boolean {
  return cart.customer_id === null && cart.order_id === null;
}

export const PAYER_FIELDS = ['email', 'fname', 'lname', 'street', 'zip', 'city'] as const;
export type PayerField = (typeof PAYER_FIELDS)[number];
export type PayerError = 'required' | 'invalid' | 'characters' | 'tooLong';

/**
 * Bounds per field: the account forms' own, the e-mail included, since the payer becomes the booking's customer
 * and may later register or sign in as a guest with that e-mail.
 */
export const PAYER_MAX_LENGTH: Record<PayerField, number> = {
  email: MAX_FIELD_LENGTH,
  fname: MAX_FIELD_LENGTH,
  lname: MAX_FIELD_LENGTH,
  street: MAX_FIELD_LENGTH,
  zip: MAX_FIELD_LENGTH,
  city: MAX_FIELD_LENGTH,
};

export type PayerForm = Partial<Record<PayerField, string>>;

/**
 * The payer as typed on the provider's page, checked: every field trimmed and bounded; no control characters,
 * tabs, bidi overrides or line breaks, Unicode's separators included (they would reach mails, labels and the
 * museum's systems); the e-mail's shape (lower-cased, as at registration, and none of the characters that make
 * one text several addresses) and the postcode's. `shipsTo` is the cart's delivery country when a parcel goes
 * there (null: only the e-mail).
 */
export function readPayer(
  form: PayerForm,
  shipsTo: string | null,
): { ok: true; payer: Payer } | { ok: false; errors: Partial<Record<PayerField, PayerError>> } {
  const asked = payerFields(shipsTo);
  const errors: Partial<Record<PayerField, PayerError>> = {};
  const value = (field: PayerField) => (form[field] ?? '').trim();
  for (const field of asked) {
    const text = value(field);
    if (text === '') errors[field] = 'required';
    else if (text.length > PAYER_MAX_LENGTH[field]) errors[field] = 'tooLong';
    else if (!isSingleLineText(text)) errors[field] = 'characters';
  }
  const email = normaliseEmail(value('email'));
  if (!errors.email && (!isEmail(email) || /[,;<>"]/.test(email))) errors.email = 'invalid';
  if (shipsTo && !errors.zip && !isZip(value('zip'))) errors.zip = 'invalid';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (!shipsTo) return { ok: true, payer: { email, fname: '', lname: '' } };
  return {
    ok: true,
    payer: {
      email,
      fname: value('fname'),
      lname: value('lname'),
      addrShipping: {
        name: `${value('fname')} ${value('lname')}`,
        street: value('street'),
        zip: value('zip'),
        city: value('city'),
        country: shipsTo,
      },
    },
  };
}

/** The fields the page asks: the e-mail, and the delivery address when a parcel goes to `shipsTo`. */
export function payerFields(shipsTo: string | null): PayerField[] {
  return shipsTo ? [...PAYER_FIELDS] : ['email'];
}

/** The payer kept with a payment (null: none was asked, a cart with a customer or a museum order's). */
export function payerOf(payment: { payer: string | null }): Payer | null {
  return payment.payer ? (JSON.parse(payment.payer) as Payer) : null;
}
