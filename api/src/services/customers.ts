import {
  CUSTOMER_FIELD_MAX_LENGTH,
  type FieldErrorCode,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@museum/shared/wire';
import type { FieldErrors } from '../lib/http.ts';
import type { Lang } from '../lib/i18n.ts';
import { pick } from '../lib/i18n.ts';
import { displayName, isSafeText } from '../lib/text.ts';
import { T } from '../seed/texts.ts';

/** Fields of the registration form (`c`), in form order. */
export const CUSTOMER_FIELDS = [
  'email',
  'password',
  'salutation',
  'fname',
  'lname',
  'company',
  'phone',
  'street',
  'zip',
  'city',
  'country',
] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

export const VISIBLE_FIELDS: CustomerField[] = [...CUSTOMER_FIELDS];
export const REQUIRED_FIELDS: CustomerField[] = [
  'email',
  'password',
  'salutation',
  'fname',
  'lname',
  'street',
  'zip',
  'city',
  'country',
];

export const SALUTATIONS = [
  { key: 'ms', name: T.salutationMs },
  { key: 'mr', name: T.salutationMr },
  { key: 'mx', name: T.salutationMx },
];

export const salutationsIn = (lang: Lang) =>
  SALUTATIONS.map((s) => ({ key: s.key, name: pick(s.name, lang) }));

export const countryName = (key: string, lang: Lang) => displayName('region', key, lang);

export interface CustomerRow {
  id: number;
  email: string;
  password_hash: string | null;
  is_guest: number;
  salutation: string;
  fname: string;
  lname: string;
  company: string;
  phone: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  send_invoice: number;
  shipping: string | null;
}

export interface CustomerInput {
  email?: string | undefined;
  password?: string | undefined;
  salutation?: string | undefined;
  fname?: string | undefined;
  lname?: string | undefined;
  company?: string | undefined;
  phone?: string | undefined;
  street?: string | undefined;
  zip?: string | undefined;
  city?: string | undefined;
  country?: string | undefined;
  send_invoice?: boolean | 0 | 1 | undefined;
  shipping?: { name: string; street: string; zip: string; city: string; country: string } | null | undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const ZIP = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;
const PHONE = /^\+?[0-9 ()/-]{5,30}$/;
export const isEmail = (value: string) => value.length <= 254 && EMAIL.test(value);
export const isZip = (value: string) => ZIP.test(value);
/** Longest name, street, city, e-mail… of a form (FIELD_TOO_LONG beyond); the shop's forms take no more. */
export const MAX_FIELD_LENGTH = CUSTOMER_FIELD_MAX_LENGTH;
export const normaliseEmail = (value: string) => value.trim().toLowerCase();

/**
 * One line of text, as the payer's fields: besides what no body may carry (control characters, bidi overrides),
 * no tabs or line breaks, Unicode's separators included. Names and addresses reach mails, parcel labels and the
 * museum's systems, where a line break starts a line the visitor wrote.
 */
export const isSingleLineText = (text: string) => isSafeText(text) && !/[\t\r\n\u2028\u2029]/.test(text);

/** The one problem of a trimmed text field, if any: missing, too long, or more than one line. */
function textError(text: string, required: boolean): FieldErrorCode | null {
  if (text === '') return required ? 'FIELD_REQUIRED' : null;
  if (text.length > MAX_FIELD_LENGTH) return 'FIELD_TOO_LONG';
  return isSingleLineText(text) ? null : 'CHARACTERS_INVALID';
}

export interface ValidationRules {
  /** Fields that must be present (SPEC §5: from required_fields). */
  required: CustomerField[];
  countryExists: (key: string) => boolean;
  /** The registered account that already uses this e-mail, if any. */
  emailOwner?: (email: string) => number | undefined;
  /** The customer being updated (their own e-mail is not "taken"). */
  self?: number;
}

/**
 * SPEC §5 accounts: every problem of the form at once, as field → codes. A field's shape (e-mail, postcode,
 * phone, keys) is checked only once its text is acceptable, so that one mistake gives one message.
 */
export function validateCustomer(c: CustomerInput, rules: ValidationRules): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, code: FieldErrorCode) => {
    errors[field] = [...(errors[field] ?? []), code];
  };
  /** The trimmed text of a field when it has one without a problem, else undefined (its error added). */
  const checked = (field: string, typed: string | undefined, required: boolean) => {
    const text = (typed ?? '').trim();
    const error = textError(text, required);
    if (error) add(field, error);
    return error === null && text !== '' ? text : undefined;
  };
  const field = (name: Exclude<CustomerField, 'password'>) =>
    checked(name, c[name], rules.required.includes(name));

  const email = field('email');
  if (email !== undefined && !isEmail(email)) add('email', 'EMAIL_INVALID');
  else if (email !== undefined && rules.emailOwner) {
    const owner = rules.emailOwner(normaliseEmail(email));
    if (owner !== undefined && owner !== rules.self) add('email', 'EMAIL_TAKEN');
  }
  // The password is a secret, never shown or mailed: any character may be in it, counted as typed.
  const password = c.password ?? '';
  if (rules.required.includes('password')) {
    if (password.trim() === '') add('password', 'FIELD_REQUIRED');
    else if (password.length < PASSWORD_MIN_LENGTH) add('password', 'PASSWORD_TOO_SHORT');
    else if (password.length > PASSWORD_MAX_LENGTH) add('password', 'FIELD_TOO_LONG');
  }
  const salutation = field('salutation');
  if (salutation !== undefined && !SALUTATIONS.some((s) => s.key === salutation))
    add('salutation', 'FIELD_INVALID');
  field('fname');
  field('lname');
  field('company');
  const phone = field('phone');
  if (phone !== undefined && !PHONE.test(phone)) add('phone', 'PHONE_INVALID');
  field('street');
  const zip = field('zip');
  if (zip !== undefined && !ZIP.test(zip)) add('zip', 'ZIP_INVALID');
  field('city');
  const country = field('country');
  if (country !== undefined && !rules.countryExists(country)) add('country', 'COUNTRY_INVALID');

  if (c.shipping) {
    const shipping = c.shipping;
    const part = (name: keyof typeof shipping) => checked(`shipping.${name}`, shipping[name], true);
    part('name');
    part('street');
    const shippingZip = part('zip');
    part('city');
    const shippingCountry = part('country');
    if (shippingZip !== undefined && !ZIP.test(shippingZip)) add('shipping.zip', 'ZIP_INVALID');
    if (shippingCountry !== undefined && !rules.countryExists(shippingCountry))
      add('shipping.country', 'COUNTRY_INVALID');
  }
  return errors;
}

/** The customer as the shop sees it (SPEC §3 Customer). */
export function customerView(row: CustomerRow) {
  const shipping = row.shipping ? (JSON.parse(row.shipping) as Record<string, string | number>) : null;
  return {
    salutation: row.salutation,
    fname: row.fname,
    lname: row.lname,
    email: row.email,
    phone: row.phone,
    company: row.company,
    addrBilling: {
      name: row.company || `${row.fname} ${row.lname}`.trim(),
      street: row.street,
      zip: row.zip,
      city: row.city,
      country: row.country,
    },
    addrShipping: shipping
      ? {
          id: Number(shipping.id ?? 1),
          name: String(shipping.name),
          street: String(shipping.street),
          zip: String(shipping.zip),
          city: String(shipping.city),
          country: String(shipping.country),
        }
      : null,
    isGuest: row.is_guest === 1,
    send_invoice: row.send_invoice === 1,
  };
}
