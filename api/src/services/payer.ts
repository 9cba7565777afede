import { isEmail } from './customers.ts';

/**
 * What a payment provider knows of the one who pays, and hands the shop back with the payment: a real PayPal
 * returns the payer's e-mail and, for goods, the delivery address. The demo provider asks for them (the
 * simulator's page) when the cart has no customer, a visitor paying by PayPal without an account: without
 * them the booking's mail (tickets, bought voucher codes) and its parcel had nowhere to go.
 */
export interface Payer {
  email: string;
  /** With a parcel only (the cart has a delivery country). */
  delivery?: { fname: string; lname: string; street: string; zip: string; city: string; country: string };
}

export const PAYER_FIELDS = ['email', 'fname', 'lname', 'street', 'zip', 'city'] as const;
export type PayerField = (typeof PAYER_FIELDS)[number];
export type PayerError = 'required' | 'invalid' | 'tooLong';

/** Bounds per field: a postal code is short, an e-mail at most what SMTP allows. */
export const PAYER_MAX_LENGTH: Record<PayerField, number> = {
  email: 254,
  fname: 100,
  lname: 100,
  street: 200,
  zip: 20,
  city: 100,
};

export type PayerForm = Partial<Record<PayerField, string>>;

/**
 * The payer as typed on the provider's page, checked: every field trimmed and bounded, the e-mail's shape.
 * `country` is the cart's delivery country (null: nothing is shipped, only the e-mail is asked).
 */
export function readPayer(
  form: PayerForm,
  country: string | null,
): { ok: true; payer: Payer } | { ok: false; errors: Partial<Record<PayerField, PayerError>> } {
  const asked: PayerField[] = country ? [...PAYER_FIELDS] : ['email'];
  const errors: Partial<Record<PayerField, PayerError>> = {};
  const value = (field: PayerField) => (form[field] ?? '').trim();
  for (const field of asked) {
    const text = value(field);
    if (text === '') errors[field] = 'required';
    else if (text.length > PAYER_MAX_LENGTH[field]) errors[field] = 'tooLong';
  }
  if (!errors.email && !isEmail(value('email'))) errors.email = 'invalid';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const email = value('email');
  if (!country) return { ok: true, payer: { email } };
  return {
    ok: true,
    payer: {
      email,
      delivery: {
        fname: value('fname'),
        lname: value('lname'),
        street: value('street'),
        zip: value('zip'),
        city: value('city'),
        country,
      },
    },
  };
}

/** The payer kept with a payment (null: none asked, a cart with a customer, or a payment before version 8). */
export function payerOf(payment: { payer: string | null }): Payer | null {
  if (!payment.payer) return null;
  const payer = JSON.parse(payment.payer) as Payer;
  return typeof payer.email === 'string' ? payer : null;
}
