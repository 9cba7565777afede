import type { ShippingAddressInput } from '../../api/wire/customer.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../api/wire/customer-limits.ts';
import {
  type CustomerFieldRules,
  type CustomerFormKind,
  type CustomerFormValues,
  MAX_FIELD_LENGTH,
  SHIPPING_FIELDS,
  shownCustomerFields,
} from './customer-form';
import { type FieldErrors, mergeFieldErrors } from './field-errors';

// The API's bounds of a new password, asked the same everywhere: longer input is refused, not truncated.
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../api/wire/customer-limits.ts';

/**
 * The account's own error codes, beside the API's field codes (FIELD_REQUIRED, EMAIL_INVALID, …):
 * SPEC §5 "e-mails do not match", "passwords do not match", and the shipping address filled in only partly.
 */
export type AccountErrorCode = 'EMAIL_MISMATCH' | 'PASSWORD_MISMATCH' | 'SHIPPING_INCOMPLETE';

/** The key under which SPEC §5 "Please fill in all fields for Shipping Address" is reported. */
export const SHIPPING_GROUP = 'shipping';

/** Field names of the shipping address in a form and in the API's 422 (`shipping.zip`). */
export const shippingFieldName = (field: (typeof SHIPPING_FIELDS)[number]) => `shipping.${field}` as const;

/** Same shape as the API's check (api/README.md): something@something.tld, bounded. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * SPEC §5 "e-mail invalid": checked before the address is sent anywhere. A new address keeps to the form's
 * bound; the login and the reset take what an existing account may have (`ACCOUNT_EMAIL_MAX_LENGTH`).
 */
export function isEmailAddress(value: string, maxLength = MAX_FIELD_LENGTH): boolean {
  const email = value.trim();
  return email.length <= maxLength && EMAIL.test(email);
}

/** SPEC §5: two entries of one e-mail address match regardless of case and surrounding spaces. */
export function emailsMatch(email: string, confirm: string): boolean {
  return email.trim().toLowerCase() === confirm.trim().toLowerCase();
}

type Errors = Record<string, string[]>;
const add = (errors: Errors, field: string, code: string) => {
  errors[field] = [...(errors[field] ?? []), code];
};

/**
 * A new password typed twice (registration, recovery, change): SPEC §5 "passwords do not match", and the
 * API's minimum length. Reported under the given field names.
 */
export function validateNewPassword(
  password: string,
  confirm: string,
  names: { password: string; confirm: string } = { password: 'password', confirm: 'passwordConfirm' },
): FieldErrors {
  const errors: Errors = {};
  if (password === '') add(errors, names.password, 'FIELD_REQUIRED');
  else if (password.length < PASSWORD_MIN_LENGTH) add(errors, names.password, 'PASSWORD_TOO_SHORT');
  else if (password.length > PASSWORD_MAX_LENGTH) add(errors, names.password, 'FIELD_TOO_LONG');
  if (confirm === '') add(errors, names.confirm, 'FIELD_REQUIRED');
  else if (password !== '' && confirm !== password) add(errors, names.confirm, 'PASSWORD_MISMATCH');
  return errors;
}

/** An e-mail address typed twice (registration, guest, e-mail change): SPEC §5 "e-mails do not match". */
export function validateNewEmail(
  email: string,
  confirm: string,
  names: { email: string; confirm: string } = { email: 'email', confirm: 'emailConfirm' },
): FieldErrors {
  const errors: Errors = {};
  if (email.trim() === '') add(errors, names.email, 'FIELD_REQUIRED');
  else if (email.trim().length > MAX_FIELD_LENGTH) add(errors, names.email, 'FIELD_TOO_LONG');
  else if (!isEmailAddress(email)) add(errors, names.email, 'EMAIL_INVALID');
  if (confirm.trim() === '') add(errors, names.confirm, 'FIELD_REQUIRED');
  else if (email.trim() !== '' && !emailsMatch(email, confirm)) add(errors, names.confirm, 'EMAIL_MISMATCH');
  return errors;
}

/**
 * SPEC §5: while a different shipping address is being edited, name, street, city, zip and country must all
 * be set ("Please fill in all fields for Shipping Address"): each missing field is marked, and the group gets
 * the message once.
 */
export function validateShippingAddress(address: ShippingAddressInput): FieldErrors {
  const errors: Errors = {};
  for (const field of SHIPPING_FIELDS) {
    const value = address[field].trim();
    if (value === '') add(errors, shippingFieldName(field), 'FIELD_REQUIRED');
    else if (value.length > MAX_FIELD_LENGTH) add(errors, shippingFieldName(field), 'FIELD_TOO_LONG');
  }
  if (SHIPPING_FIELDS.some((field) => address[field].trim() === ''))
    add(errors, SHIPPING_GROUP, 'SHIPPING_INCOMPLETE');
  return errors;
}

/** SPEC §5: whether a different shipping address has every field it needs. */
export function isShippingAddressComplete(address: ShippingAddressInput): boolean {
  return SHIPPING_FIELDS.every((field) => address[field].trim() !== '');
}

/**
 * The checks the shop makes before it sends a customer form (the server checks again and answers 422):
 * mandatory fields of customer/attr ("all mandatory fields must be answered"), e-mail format and its second
 * entry, the password and its second entry (registration), lengths, and a complete shipping address when it
 * differs from billing. Every problem at once, field by field.
 */
export function validateCustomerForm(
  values: CustomerFormValues,
  rules: CustomerFieldRules,
  kind: CustomerFormKind,
): FieldErrors {
  const errors: Errors = {};
  for (const field of shownCustomerFields(rules, kind)) {
    if (field === 'password' || field === 'email') continue;
    const value = values[field].trim();
    if (rules.required.has(field) && value === '') add(errors, field, 'FIELD_REQUIRED');
    else if (value.length > MAX_FIELD_LENGTH) add(errors, field, 'FIELD_TOO_LONG');
  }
  const parts: FieldErrors[] = [errors];
  if (kind !== 'update') parts.push(validateNewEmail(values.email, values.emailConfirm));
  if (kind === 'registration') parts.push(validateNewPassword(values.password, values.passwordConfirm));
  if (!values.sameAsBilling) parts.push(validateShippingAddress(values.shipping));
  return mergeFieldErrors(...parts);
}

/** Whether any error of a form is a missing mandatory answer (SPEC §5 "all mandatory fields must be answered"). */
export function hasMissingAnswers(errors: FieldErrors): boolean {
  return Object.values(errors).some((codes) => codes.includes('FIELD_REQUIRED'));
}
