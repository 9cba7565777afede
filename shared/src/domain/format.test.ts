import { describe, expect, it, vi } from 'vitest';
import {
  formatCountry,
  formatDate,
  formatMinutes,
  formatPrice,
  formatTime,
  museumToday,
  parseApiDate,
  toApiDate,
} from './format';

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

describe('parseApiDate', () => {
  it('reads the API dates and date-times as local time', () => {
    expect(parseApiDate('2026-03-07')).toEqual(new Date(2026, 2, 7));
    expect(parseApiDate('2026-11-21 14:30:00')).toEqual(new Date(2026, 10, 21, 14, 30, 0));
    expect(parseApiDate('2026-11-21T09:05')).toEqual(new Date(2026, 10, 21, 9, 5));
  });

  it('refuses other forms and impossible dates', () => {
    for (const value of ['2026-02-31', '2026-13-01', '2026-01-01 24:00', '07.03.2026', '2026-3-7', '']) {
      expect(parseApiDate(value), value).toBeNull();
    }
  });
});

describe('locale formats of the eight languages (SPEC §1, §9)', () => {
  const locales = ['de-DE', 'en-US', 'fr-FR', 'it-IT', 'nl-NL', 'es-ES', 'sv-SE', 'da-DK'];

  it('writes every price in euros with two decimals', () => {
    for (const locale of locales) {
      const price = formatPrice(123456, locale);
      expect(price, locale).toContain('€');
      expect(price.replace(/\D/g, ''), locale).toBe('123456');
    }
    expect(formatPrice(123456, 'de-DE')).toBe('1.234,56\u00a0€');
    expect(formatPrice(123456, 'nl-NL')).toBe('€\u00a01.234,56');
  });

  it('writes dates day.month.year in every language', () => {
    expect(formatDate('2026-07-09')).toBe('09.07.2026');
  });
});

describe('museumToday', () => {
  it('is the date in the museum’s time zone, also when the visitor’s clock is on another day', () => {
    // 23:30 UTC on 22 November is already 23 November in Berlin, still 22 November in New York.
    const lateEvening = new Date('2026-11-22T23:30:00Z');
    expect(museumToday('Europe/Berlin', lateEvening)).toBe('2026-11-23');
    expect(museumToday('America/New_York', lateEvening)).toBe('2026-11-22');
  });

  it('makes one formatter per zone, and remembers a zone it does not know', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const at = new Date('2026-11-22T12:00:00Z');
      for (let i = 0; i < 3; i++) {
        expect(museumToday('Asia/Tokyo', at)).toBe('2026-11-22');
        expect(museumToday('Venus/Nowhere', at)).toBe(toApiDate(at));
      }
      expect(made).toHaveBeenCalledTimes(2);
    } finally {
      made.mockRestore();
    }
  });

  it('falls back to the visitor’s clock without a zone or with one the browser does not know', () => {
    const noon = new Date(2026, 10, 22, 12, 0, 0);
    expect(museumToday(null, noon)).toBe('2026-11-22');
    expect(museumToday('Mars/Olympus_Mons', noon)).toBe('2026-11-22');
  });
});

describe('formatCountry', () => {
  it("names a country code in the visitor's language", () => {
    expect(formatCountry('DE', 'sv-SE')).toBe('Tyskland');
    expect(formatCountry('AT', 'de-DE')).toBe('Österreich');
    expect(formatCountry(' at ', 'en-US')).toBe('Austria');
  });

  it('shows what it was given when that is no country code', () => {
    expect(formatCountry('Germany', 'en-US')).toBe('Germany');
    expect(formatCountry('', 'en-US')).toBe('');
  });
});
