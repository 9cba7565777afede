/** Source of "now", injectable so that tests can travel in time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const MUSEUM_TIME_ZONE = 'Europe/Berlin';

const berlinParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: MUSEUM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function parts(date: Date): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of berlinParts.formatToParts(date)) out[part.type] = part.value;
  return out;
}

/** Museum local date, YYYY-MM-DD. */
export function localDate(date: Date): string {
  const p = parts(date);
  return `${p.year}-${p.month}-${p.day}`;
}

/** Museum local date and time, YYYY-MM-DD HH:mm:ss. */
export function localDateTime(date: Date): string {
  const p = parts(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/**
 * The calendar window of every date the API accepts or computes. Beyond year 9999 an ISO date has six
 * digits (`+010000-01-01`) and sorts below `9999-12-31` as a string, so a date loop never ended (issue 9).
 */
export const FIRST_DATE = '2000-01-01';
export const LAST_DATE = '2100-12-31';

/** Calendar arithmetic on YYYY-MM-DD strings (time-zone free); fails loudly outside four-digit years. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  const iso = Number.isNaN(d.getTime()) ? '' : d.toISOString();
  if (!/^\d{4}-/.test(iso)) throw new RangeError(`addDays(${date}, ${days}) leaves the calendar`);
  return iso.slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The dates from `from` to `to` (both included), at most `limit` of them. Loops over days count; they never
 * compare date strings to stop.
 */
export function datesFrom(from: string, to: string, limit: number): string[] {
  const count = Math.min(Math.max(0, daysBetween(from, to) + 1), limit);
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}

/** A real calendar date YYYY-MM-DD within [FIRST_DATE, LAST_DATE]. */
export function isValidDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < FIRST_DATE || date > LAST_DATE) return false;
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

/** A real local datetime YYYY-MM-DD HH:mm:ss within the calendar window. */
export function isValidDateTime(value: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.exec(value);
  return match !== null && isValidDate(match[1] ?? '');
}

/** Accepts YYYYMMDD or YYYY-MM-DD; answers YYYY-MM-DD or null. */
export function parseDateParam(value: string | undefined): string | null {
  if (!value || value.length > 10) return null;
  const normalised = /^\d{8}$/.test(value)
    ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`
    : value;
  return isValidDate(normalised) ? normalised : null;
}

/** The current time in UTC+1 without daylight saving, the clock SPEC §9 fixes for voucher validity. */
export function voucherClockDateTime(date: Date): string {
  const shifted = new Date(date.getTime() + 3_600_000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}
