import { describe, expect, it } from 'vitest';
import { formatDate, formatMinutes, formatPrice, formatTime, toApiDate } from './format';

describe('formatPrice', () => {
  it('writes cents as euros in the locale of the language', () => {
    expect(formatPrice(1250, 'en-US')).toBe('€12.50');
    expect(formatPrice(1250, 'de-DE')).toBe('12,50\u00a0€');
    expect(formatPrice(0, 'fr-FR')).toBe('0,00\u00a0€');
  });

  it('treats a missing amount as zero instead of printing NaN', () => {
    expect(formatPrice(Number.NaN, 'en-US')).toBe('€0.00');
  });
});

describe('formatDate', () => {
  it('uses day.month.year with dots in every language', () => {
    expect(formatDate('2026-03-07')).toBe('07.03.2026');
    expect(formatDate(new Date(2026, 11, 24))).toBe('24.12.2026');
  });

  it('gives an empty text for an unreadable date', () => {
    expect(formatDate('soon')).toBe('');
  });
});

describe('formatTime and formatMinutes', () => {
  it('reads the API date-time', () => {
    expect(formatTime('2026-11-21 14:30:00')).toBe('14:30');
  });

  it('writes minutes as min.', () => {
    expect(formatMinutes(90)).toBe('90 min.');
  });
});

describe('toApiDate', () => {
  it('writes a local date as YYYY-MM-DD', () => {
    expect(toApiDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
