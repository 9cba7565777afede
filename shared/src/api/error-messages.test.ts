import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError, ApiUnavailableError } from './client';
import { describeApiError, errorCodeOf, fieldErrorMessages } from './error-messages';
import { FIELD_ERROR_CODES, RULE_ERROR_CODES, STATUS_ERROR_CODES } from './wire/error-codes.ts';

const english = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'i18n', 'api-errors', 'en.json'), 'utf8'),
) as Record<string, string>;

describe('the API error codes and their messages', () => {
  it('have a message for every code the API documents, and for the client’s own', () => {
    const codes = [
      ...FIELD_ERROR_CODES,
      ...RULE_ERROR_CODES,
      ...STATUS_ERROR_CODES,
      'API_UNREACHABLE',
      'API_TIMEOUT',
      'API_CONTRACT_MISMATCH',
      'UNKNOWN',
    ];
    expect(codes.filter((code) => !english[code])).toEqual([]);
    // and no message for a code that does not exist any more
    expect(Object.keys(english).filter((code) => !codes.includes(code))).toEqual([]);
  });

  it('use the spec’s own words where it gives them (SPEC §8)', () => {
    expect(english.AUTH_LOGIN_FAILED).toBe('Email or password are not correct.');
    expect(english.CART_GONE).toContain('already been paid or it took too long');
  });
});

describe('ApiError.code', () => {
  it('is a code-shaped error of the body, for comparing with the codes a caller expects; never free text', () => {
    expect(new ApiError(422, { error: 'SOMETHING_NEW' }).code).toBe('SOMETHING_NEW');
    expect(new ApiError(422, { error: 'Something <b>went</b> wrong' }).code).toBeNull();
    expect(new ApiError(422, { error: `A${'B'.repeat(64)}` }).code).toBeNull();
    expect(new ApiError(422, { error: { email: ['EMAIL_TAKEN'] } }).code).toBeNull();
  });
});

describe('errorCodeOf', () => {
  it('takes a documented code from the body, and nothing else', () => {
    expect(errorCodeOf(new ApiError(422, { error: 'VOUCHER_NO_AMOUNT_LEFT' }))).toBe(
      'VOUCHER_NO_AMOUNT_LEFT',
    );
    expect(errorCodeOf(new ApiError(422, { error: 'SOMETHING_NEW' }))).toBe('UNKNOWN');
    expect(errorCodeOf(new ApiError(400, { message: 'You must fill all fields' }))).toBe('UNKNOWN');
  });

  it("reads a 503 without a code (a proxy's page) as the shop being updated, other statuses not", () => {
    expect(errorCodeOf(new ApiError(503, {}))).toBe('SERVICE_UNAVAILABLE');
    expect(errorCodeOf(new ApiError(502, {}))).toBe('UNKNOWN');
  });

  it('names a missing answer by its kind', () => {
    expect(errorCodeOf(new ApiUnavailableError('API_TIMEOUT'))).toBe('API_TIMEOUT');
    expect(errorCodeOf(new TypeError('x'))).toBe('UNKNOWN');
    expect(describeApiError(new ApiUnavailableError('API_UNREACHABLE'))).toEqual({
      key: 'apiErrors:API_UNREACHABLE',
    });
  });

  it('reads unknown field codes as "check this entry"', () => {
    expect(fieldErrorMessages(['ZIP_INVALID', 'ODD'])).toEqual([
      { key: 'apiErrors:ZIP_INVALID' },
      { key: 'apiErrors:FIELD_INVALID' },
    ]);
  });
});
