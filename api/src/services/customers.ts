import type { FieldErrorCode } from '@museum/shared/wire';
import type { FieldErrors } from '../lib/http.ts';
import type { Lang } from '../lib/i18n.ts';
import { pick } from '../lib/i18n.ts';
import { displayName } from '../lib/text.ts';
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
/** Longest name, street, city… of a form (FIELD_TOO_LONG beyond). */
export const MAX_FIELD_LENGTH = 100;
export const normaliseEmail = (value: string) => value.trim().toLowerCase();

export interface ValidationRules {
  /** Fields that must be present (SPEC §5: from required_fields). */
  required: CustomerField[];
  countryExists: (key: string) => boolean;
  /** The registered account that already uses this e-mail, if any. */
  emailOwner?: (email: string) => number | undefined;
  /** The customer being updated (their own e-mail is not "taken"). */
  self?: number;
}

/** SPEC §5 accounts: every problem of the form at once, as field → codes. */
export function validateCustomer(c: CustomerInput, rules: ValidationRules): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, code: FieldErrorCode) => {
    errors[field] = [...(errors[field] ?? []), code];
  };
  const value = (field: CustomerField) => (c[field] ?? '').trim();
  for (const field of rules.required) if (value(field) === '') add(field, 'FIELD_REQUIRED');
  for (const field of CUSTOMER_FIELDS)
    if (value(field).length > MAX_FIELD_LENGTH) add(field, 'FIELD_TOO_LONG');

  const email = value('email');
  if (email !== '' && !isEmail(email)) add('email', 'EMAIL_INVALID');
  else if (email !== '' && rules.emailOwner) {
    const owner = rules.emailOwner(normaliseEmail(email));
    if (owner !== undefined && owner !== rules.self) add('email', 'EMAIL_TAKEN');
  }
  const password = c.password ?? '';
  if (rules.required.includes('password') && password !== '' && password.length < 8)
    add('password', 'PASSWORD_TOO_SHORT');
  if (value('salutation') !== '' && !SALUTATIONS.some((s) => s.key === value('salutation')))
    add('salutation', 'FIELD_INVALID');
  if (value('country') !== '' && !rules.countryExists(value('country'))) add('country', 'COUNTRY_INVALID');
  if (value('zip') !== '' && !ZIP.test(value('zip'))) add('zip', 'ZIP_INVALID');
  if (value('phone') !== '' && !PHONE.test(value('phone'))) add('phone', 'PHONE_INVALID');

  if (c.shipping) {
    const s = c.shipping;
    for (const field of ['name', 'street', 'zip', 'city', 'country'] as const) {
      if (s[field].trim() === '') add(`shipping.${field}`, 'FIELD_REQUIRED');
      else if (s[field].length > MAX_FIELD_LENGTH) add(`shipping.${field}`, 'FIELD_TOO_LONG');
    }
    if (s.country.trim() !== '' && !rules.countryExists(s.country.trim()))
      add('shipping.country', 'COUNTRY_INVALID');
    if (s.zip.trim() !== '' && !ZIP.test(s.zip.trim())) add('shipping.zip', 'ZIP_INVALID');
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
