import { describe, expect, it } from 'vitest';
import {
  errorsOfFields,
  firstInvalidField,
  guestFieldErrors,
  hasFieldErrors,
  isGuestValidationSuccess,
  mergeFieldErrors,
  unplacedFieldErrors,
  wrapFieldErrors,
} from './field-errors';

describe('wrapFieldErrors (SPEC §5: a string is wrapped into a list)', () => {
  it('wraps single strings and keeps lists', () => {
    expect(
      wrapFieldErrors({
        email: 'EMAIL_TAKEN',
        zip: ['FIELD_REQUIRED', 'ZIP_INVALID'],
        'shipping.city': 'FIELD_REQUIRED',
      }),
    ).toEqual({
      email: ['EMAIL_TAKEN'],
      zip: ['FIELD_REQUIRED', 'ZIP_INVALID'],
      'shipping.city': ['FIELD_REQUIRED'],
    });
  });

  it.each([['AUTH_LOGIN_FAILED'], [null], [undefined], [42], [['FIELD_REQUIRED']]])(
    'gives no field errors for %j',
    (error) => {
      expect(wrapFieldErrors(error)).toEqual({});
    },
  );

  it('drops what is not a code and bounds what it reads', () => {
    expect(wrapFieldErrors({ fname: [42, '', 'FIELD_REQUIRED'], lname: null, '': 'X' })).toEqual({
      fname: ['FIELD_REQUIRED'],
    });
    const flood = Object.fromEntries(
      Array.from({ length: 500 }, (_, index) => [`f${index}`, Array(50).fill('FIELD_INVALID')]),
    );
    const wrapped = wrapFieldErrors(flood);
    expect(Object.keys(wrapped)).toHaveLength(100);
    expect(wrapped.f0).toHaveLength(10);
  });
});

describe('mergeFieldErrors (SPEC §5: all validation errors show)', () => {
  it('keeps every field of every set and each code once', () => {
    expect(
      mergeFieldErrors(
        { email: ['EMAIL_INVALID'], passwordConfirm: ['PASSWORD_MISMATCH'] },
        { email: ['EMAIL_INVALID', 'EMAIL_TAKEN'], zip: ['ZIP_INVALID'] },
      ),
    ).toEqual({
      email: ['EMAIL_INVALID', 'EMAIL_TAKEN'],
      passwordConfirm: ['PASSWORD_MISMATCH'],
      zip: ['ZIP_INVALID'],
    });
    expect(hasFieldErrors(mergeFieldErrors({}, { fname: [] }))).toBe(false);
  });
});

describe('guest password exception (SPEC §5)', () => {
  it('counts a 422 whose only error is the password as success', () => {
    expect(isGuestValidationSuccess({ password: ['FIELD_REQUIRED'] })).toBe(true);
    expect(isGuestValidationSuccess({})).toBe(true);
  });

  it('is no success when another field is refused', () => {
    const errors = { password: ['FIELD_REQUIRED'], zip: ['ZIP_INVALID'] };
    expect(isGuestValidationSuccess(errors)).toBe(false);
    expect(guestFieldErrors(errors)).toEqual({ zip: ['ZIP_INVALID'] });
  });

  it('lets a guest use an e-mail address that has an account, but not an invalid one', () => {
    expect(isGuestValidationSuccess({ email: ['EMAIL_TAKEN'], password: ['FIELD_REQUIRED'] })).toBe(true);
    expect(guestFieldErrors({ email: ['EMAIL_TAKEN', 'FIELD_TOO_LONG'] })).toEqual({
      email: ['FIELD_TOO_LONG'],
    });
  });
});

describe('placing errors on the form', () => {
  const errors = { lname: ['FIELD_REQUIRED'], 'shipping.zip': ['ZIP_INVALID'], phone: ['PHONE_INVALID'] };

  it('shows only the fields the visitor has left before submitting', () => {
    expect(errorsOfFields(errors, new Set(['phone', 'fname']))).toEqual({ phone: ['PHONE_INVALID'] });
  });

  it('finds the first invalid field in form order for the focus', () => {
    expect(firstInvalidField(['email', 'fname', 'lname', 'phone', 'shipping.zip'], errors)).toBe('lname');
    expect(firstInvalidField(['email'], errors)).toBeNull();
  });

  it('collects the errors of fields the form does not show, so none goes unseen', () => {
    expect(unplacedFieldErrors(errors, ['lname', 'shipping.zip'])).toEqual(['PHONE_INVALID']);
  });
});
