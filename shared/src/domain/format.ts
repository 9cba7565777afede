// lightFormat: patterns without locale data, all the shop needs (dd.MM.yyyy is the same in every language).
import { lightFormat } from 'date-fns';

/** SPEC §9: prices are whole cents, currency EUR. */
export const CURRENCY = 'EUR';

const priceFormats = new Map<string, Intl.NumberFormat>();

/** A price in cents as the visitor's locale writes euros: `12,50 €` (de-DE), `€12.50` (en-US). */
export function formatPrice(cents: number, locale: string): string {
  let formatter = priceFormats.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY });
    priceFormats.set(locale, formatter);
  }
  return formatter.format(Number.isFinite(cents) ? cents / 100 : 0);
}

const countryNames = new Map<string, Intl.DisplayNames>();

/**
 * A country code (ISO 3166, as the API keeps addresses) in the visitor's language: `DE` is "Tyskland" in
 * Swedish. The code itself when the browser knows no name for it (or it is not a code at all).
 */
export function formatCountry(code: string, locale: string): string {
  let names = countryNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' });
    countryNames.set(locale, names);
  }
  try {
    return names.of(code.trim().toUpperCase()) ?? code;
  } catch {
    // Not a well-formed region code ("Germany", "1"): shown as it was given.
    return code;
  }
}

/** SPEC §1: the date display is day.month.year with dots, in every language. */
export const DATE_PATTERN = 'dd.MM.yyyy';

/**
 * The API's dates `YYYY-MM-DD` and date-times `YYYY-MM-DD HH:mm[:ss]` (museum local time), as local dates; null
 * for anything else, impossible days (31 February) included. The API speaks only these two forms, so a general
 * ISO parser (about 1 kB on every page) is not needed.
 */
export function parseApiDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(year ?? 0, (month ?? 1) - 1, day ?? 0, hours, minutes, seconds);
  const exact =
    date.getMonth() === (month ?? 1) - 1 &&
    date.getDate() === day &&
    (hours ?? 0) < 24 &&
    (minutes ?? 0) < 60;
  return exact ? date : null;
}

function toDate(date: Date | string): Date | null {
  const value = typeof date === 'string' ? parseApiDate(date) : date;
  return value && !Number.isNaN(value.getTime()) ? value : null;
}

export function formatDate(date: Date | string): string {
  const value = toDate(date);
  return value ? lightFormat(value, DATE_PATTERN) : '';
}

/** `HH:mm` of a `YYYY-MM-DD HH:mm:ss` API date-time. */
export function formatTime(datetime: string): string {
  const value = toDate(datetime);
  return value ? lightFormat(value, 'HH:mm') : '';
}

/** SPEC §1: minutes are shown as "min.". */
export function formatMinutes(minutes: number): string {
  return `${minutes} min.`;
}

/** `YYYY-MM-DD` of a local date, the API's date format. */
export function toApiDate(date: Date): string {
  return lightFormat(date, 'yyyy-MM-dd');
}

/**
 * One formatter per zone, made once: the first date in a time zone loads the browser's zone data (about 15 ms
 * of a phone's main thread, measured in Chromium at 4× CPU on the event page), which a booking page's loader
 * would otherwise pay again on each call. null: a zone this browser does not know.
 */
const museumDateFormats = new Map<string, Intl.DateTimeFormat | null>();

function museumDateFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = museumDateFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      format = null;
    }
    museumDateFormats.set(timeZone, format);
  }
  return format;
}

/**
 * Today's date (YYYY-MM-DD) at the museum: in its time zone (shopinfo meta `timezone`), so that "today" is the
 * day the API calls today (tour/overview, calendars) also around midnight and for visitors abroad. Without a
 * zone, or with one this browser does not know, the visitor's clock.
 */
export function museumToday(timeZone: string | null | undefined, now: Date = new Date()): string {
  const date = timeZone ? museumDateFormat(timeZone)?.format(now) : undefined;
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return toApiDate(now);
}
