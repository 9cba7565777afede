import { describe, expect, it } from 'vitest';
import { ACCOUNT_EMAIL_MAX_LENGTH } from '../../api/wire/customer-limits';
import { customerFieldRules, emptyCustomerForm, MAX_FIELD_LENGTH } from './customer-form';
import {
  emailsMatch,
  hasMissingAnswers,
  isEmailAddress,
  isShippingAddressComplete,
  validateCustomerForm,
  validateNewEmail,
  validateNewPassword,
  validateShippingAddress,
} from './validation';

const rules = customerFieldRules({
  visible_fields: [
    'email',
    'password',
    'salutation',
    'fname',
    'lname',
    'company',
    'street',
    'zip',
    'country',
  ],
  required_fields: ['email', 'password', 'fname', 'lname', 'street', 'zip', 'country'],
});

const complete = {
  ...emptyCustomerForm(),
  email: 'kim@example.org',
  emailConfirm: 'KIM@example.org ',
  password: 'lindenhof',
  passwordConfirm: 'lindenhof',
  fname: 'Kim',
  lname: 'Weber',
  street: 'Lindenallee 1',
  zip: '10115',
  country: 'DE',
};

describe('e-mail addresses (SPEC §5)', () => {
  it.each(['kim@example.org', ' kim.weber+shop@museum.example '])('accepts %j', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each(['', 'kim', 'kim@', 'kim@example', 'kim @example.org', `${'a'.repeat(250)}@example.org`])(
    'refuses %j',
    (email) => {
      expect(isEmailAddress(email)).toBe(false);
    },
  );

  it('takes a longer address where an existing account may have one (login, reset), not for a new one', () => {
    const long = `${'a'.repeat(108)}@example.org`;
    expect(isEmailAddress(long)).toBe(false);
    expect(isEmailAddress(long, ACCOUNT_EMAIL_MAX_LENGTH)).toBe(true);
    expect(isEmailAddress(`${'a'.repeat(243)}@example.org`, ACCOUNT_EMAIL_MAX_LENGTH)).toBe(false);
  });

  it('compares the two entries without case and surrounding spaces', () => {
    expect(emailsMatch('Kim@Example.org', ' kim@example.org')).toBe(true);
    expect(emailsMatch('kim@example.org', 'kim@example.com')).toBe(false);
  });

  it('reports "e-mails do not match" on the second entry', () => {
    expect(validateNewEmail('kim@example.org', 'kim@example.com')).toEqual({
      emailConfirm: ['EMAIL_MISMATCH'],
    });
    expect(validateNewEmail('kim@', '')).toEqual({
      email: ['EMAIL_INVALID'],
      emailConfirm: ['FIELD_REQUIRED'],
    });
    expect(validateNewEmail('kim@example.org', 'kim@example.org')).toEqual({});
  });

  it('asks no more than the API takes: 100 characters, the bound of every form field', () => {
    const fits = `${'k'.repeat(88)}@example.org`;
    const long = `k${fits}`;
    expect(fits).toHaveLength(MAX_FIELD_LENGTH);
    expect(isEmailAddress(fits)).toBe(true);
    expect(isEmailAddress(long)).toBe(false);
    expect(validateNewEmail(long, long)).toEqual({ email: ['FIELD_TOO_LONG'] });
  });
});

describe('new passwords (SPEC §5 "passwords do not match")', () => {
  it('asks for both entries, the minimum length, and equal entries', () => {
    expect(validateNewPassword('', '')).toEqual({
      password: ['FIELD_REQUIRED'],
      passwordConfirm: ['FIELD_REQUIRED'],
    });
    expect(validateNewPassword('short', 'short')).toEqual({ password: ['PASSWORD_TOO_SHORT'] });
    expect(validateNewPassword('lindenhof', 'Lindenhof')).toEqual({ passwordConfirm: ['PASSWORD_MISMATCH'] });
    // The API's bound wherever a password is set (wire/customer-limits.ts: register, pwdconfirm, pwdchange).
    expect(validateNewPassword('x'.repeat(128), 'x'.repeat(128))).toEqual({});
    expect(validateNewPassword('x'.repeat(129), 'x'.repeat(129))).toEqual({ password: ['FIELD_TOO_LONG'] });
    expect(validateNewPassword('lindenhof', 'lindenhof')).toEqual({});
  });

  it('reports under the names the form uses', () => {
    expect(validateNewPassword('lindenhof', 'x', { password: 'new', confirm: 'newConfirm' })).toEqual({
      newConfirm: ['PASSWORD_MISMATCH'],
    });
  });
});

describe('shipping address completeness (SPEC §5)', () => {
  it('marks every missing field and the group once', () => {
    const errors = validateShippingAddress({
      name: 'Kim',
      street: ' ',
      zip: '',
      city: 'Wien',
      country: 'AT',
    });
    expect(errors).toEqual({
      'shipping.street': ['FIELD_REQUIRED'],
      'shipping.zip': ['FIELD_REQUIRED'],
      shipping: ['SHIPPING_INCOMPLETE'],
    });
    expect(isShippingAddressComplete({ name: 'Kim', street: ' ', zip: '1', city: 'W', country: 'AT' })).toBe(
      false,
    );
  });

  it('accepts a complete address', () => {
    const address = { name: 'Kim', street: 'Ring 1', zip: '1010', city: 'Wien', country: 'AT' };
    expect(validateShippingAddress(address)).toEqual({});
    expect(isShippingAddressComplete(address)).toBe(true);
  });
});

describe('validateCustomerForm (SPEC §5 mandatory fields, confirmations, shipping)', () => {
  it('accepts a complete registration', () => {
    expect(validateCustomerForm(complete, rules, 'registration')).toEqual({});
  });

  it('reports every problem at once', () => {
    const errors = validateCustomerForm(
      {
        ...complete,
        fname: ' ',
        company: 'x'.repeat(101),
        emailConfirm: 'kim@example.com',
        passwordConfirm: 'other',
        sameAsBilling: false,
        shipping: { name: 'Kim', street: '', zip: '', city: '', country: 'AT' },
      },
      rules,
      'registration',
    );
    expect(errors).toEqual({
      fname: ['FIELD_REQUIRED'],
      company: ['FIELD_TOO_LONG'],
      emailConfirm: ['EMAIL_MISMATCH'],
      passwordConfirm: ['PASSWORD_MISMATCH'],
      'shipping.street': ['FIELD_REQUIRED'],
      'shipping.zip': ['FIELD_REQUIRED'],
      'shipping.city': ['FIELD_REQUIRED'],
      shipping: ['SHIPPING_INCOMPLETE'],
    });
    expect(hasMissingAnswers(errors)).toBe(true);
  });

  it('does not check hidden fields, a guest password, or e-mail and password in the settings', () => {
    const hidden = { ...complete, phone: 'x'.repeat(200), city: '' };
    expect(validateCustomerForm(hidden, rules, 'registration')).toEqual({});
    expect(validateCustomerForm({ ...complete, password: '' }, rules, 'guest')).toEqual({});
    expect(validateCustomerForm({ ...complete, email: '', password: '' }, rules, 'update')).toEqual({});
    expect(hasMissingAnswers({ zip: ['ZIP_INVALID'] })).toBe(false);
  });
});
