// Calendar arithmetic (ticket and guided-tour calendars) on the API's YYYY-MM-DD dates and YYYY-MM months,
// in UTC so that no time zone or daylight-saving change shifts a day.

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const next = utc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return isoDate(next);
}

/** `2026-11` of `2026-11-21`. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function addMonths(month: string, months: number): string {
  const next = utc(`${month}-01`);
  next.setUTCMonth(next.getUTCMonth() + months);
  return monthOf(isoDate(next));
}

export function firstDayOfMonth(month: string): string {
  return `${month}-01`;
}

export function lastDayOfMonth(month: string): string {
  return addDays(firstDayOfMonth(addMonths(month, 1)), -1);
}

/** Every date of a month, in order. */
export function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  for (let day = firstDayOfMonth(month); monthOf(day) === month; day = addDays(day, 1)) days.push(day);
  return days;
}

/** 0 = Monday … 6 = Sunday (the museum's week starts on Monday). */
export function weekdayIndex(date: string): number {
  return (utc(date).getUTCDay() + 6) % 7;
}
