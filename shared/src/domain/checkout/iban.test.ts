import { describe, expect, it } from 'vitest';
import { formatIban, ibanError, normaliseIban } from './iban';

describe('IBAN for a direct debit (ibantools)', () => {
  it('accepts valid IBANs however they are typed', () => {
    expect(ibanError('DE89 3704 0044 0532 0130 00')).toBeNull();
    expect(ibanError('de89370400440532013000')).toBeNull();
    expect(ibanError('AT61-1904-3002-3457-3201')).toBeNull();
    expect(normaliseIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('refuses a wrong check digit, a wrong length and text that is no IBAN', () => {
    expect(ibanError('DE89 3704 0044 0532 0130 01')).toBe('invalid');
    expect(ibanError('DE89 3704 0044 0532 0130')).toBe('invalid');
    expect(ibanError('hello world')).toBe('invalid');
    expect(ibanError(`DE89${'0'.repeat(200)}`)).toBe('invalid');
  });

  it('asks for an IBAN when none is given', () => {
    expect(ibanError('')).toBe('required');
    expect(ibanError('   ')).toBe('required');
  });

  it('refuses IBANs of countries without SEPA direct debit', () => {
    // Brazil has IBANs but is not in SEPA.
    expect(ibanError('BR1800360305000010009795493C1')).toBe('notSepa');
  });
});
