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

/** Calendar arithmetic on YYYY-MM-DD strings (time-zone free). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function isValidDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

/** Accepts YYYYMMDD or YYYY-MM-DD; answers YYYY-MM-DD or null. */
export function parseDateParam(value: string | undefined): string | null {
  if (!value) return null;
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
