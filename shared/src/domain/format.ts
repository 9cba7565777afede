// lightFormat: patterns without locale data, all the shop needs (dd.MM.yyyy is the same in every language).
import { isValid, lightFormat, parseISO } from 'date-fns';

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

/** SPEC §1: the date display is day.month.year with dots, in every language. */
export const DATE_PATTERN = 'dd.MM.yyyy';

export function formatDate(date: Date | string): string {
  const value = typeof date === 'string' ? parseISO(date) : date;
  return isValid(value) ? lightFormat(value, DATE_PATTERN) : '';
}

/** `HH:mm` of a `YYYY-MM-DD HH:mm:ss` API date-time. */
export function formatTime(datetime: string): string {
  const value = parseISO(datetime.replace(' ', 'T'));
  return isValid(value) ? lightFormat(value, 'HH:mm') : '';
}

/** SPEC §1: minutes are shown as "min.". */
export function formatMinutes(minutes: number): string {
  return `${minutes} min.`;
}

/** `YYYY-MM-DD` of a local date, the API's date format. */
export function toApiDate(date: Date): string {
  return lightFormat(date, 'yyyy-MM-dd');
}
