import type { Event, TicketCalendar, TicketLifetime } from '../../api/wire/events.ts';

// Calendar arithmetic on the API's YYYY-MM-DD dates and YYYY-MM months, in UTC so that no time zone or
// daylight-saving change shifts a day.

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

export interface DateRange {
  start: string;
  end: string;
}

/**
 * SPEC §7: the calendar loads from the start of the shown month to the end of the next month, bounded by the
 * ticket lifetime (SPEC §4). Null when the lifetime leaves nothing of that range.
 */
export function calendarRange(month: string, lifetime: TicketLifetime | null): DateRange | null {
  let start = firstDayOfMonth(month);
  let end = lastDayOfMonth(addMonths(month, 1));
  if (lifetime) {
    if (lifetime.start > start) start = lifetime.start;
    if (lifetime.end < end) end = lifetime.end;
  }
  return start <= end ? { start, end } : null;
}

/** The months a visitor can page through: from this month (or the lifetime's first) to the lifetime's last. */
export function calendarMonthBounds(
  lifetime: TicketLifetime,
  today: string,
): { first: string; last: string } {
  const first = monthOf(lifetime.start > today ? lifetime.start : today);
  const last = monthOf(lifetime.end);
  return { first, last: last < first ? first : last };
}

/** The month shown first: that of the date chosen for the visitor, else the first month of the bounds. */
export function initialCalendarMonth(date: string | null, lifetime: TicketLifetime, today: string): string {
  return date ? monthOf(date) : calendarMonthBounds(lifetime, today).first;
}

export type CalendarDayState = 'bookable' | 'soldOut' | 'unavailable';

/**
 * SPEC §4 "Ticket flow": the calendar splits dates into bookable (count above 0) and sold out (count 0);
 * a date the calendar does not list has no offer (closed, past, outside the lifetime).
 */
export function calendarDayState(calendar: Readonly<TicketCalendar>, date: string): CalendarDayState {
  const count = calendar[date];
  if (count === undefined) return 'unavailable';
  return count > 0 ? 'bookable' : 'soldOut';
}

/** SPEC §4 "event expired": flagged by the API, or its lifetime ended before today. */
export function isEventExpired(
  event: Pick<Event, 'expired' | 'end'>,
  lifetime: TicketLifetime | null,
  today: string,
): boolean {
  return event.expired || event.end < today || (lifetime !== null && lifetime.end < today);
}
