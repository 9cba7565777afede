import type { Event, Ticket, TicketCalendar, TicketLifetime } from '../../api/wire/events.ts';
import { addMonths, firstDayOfMonth, lastDayOfMonth, monthOf } from '../calendar-dates';

export interface DateRange {
  start: string;
  end: string;
}

/** The shown month and the next: from the first day of the one to the last day of the other. */
export function calendarWindow(month: string): DateRange {
  return { start: firstDayOfMonth(month), end: lastDayOfMonth(addMonths(month, 1)) };
}

/**
 * SPEC §7: the calendar loads from the start of the shown month to the end of the next month, bounded by the
 * ticket lifetime (SPEC §4). Null when the lifetime leaves nothing of that range.
 */
export function calendarRange(month: string, lifetime: TicketLifetime | null): DateRange | null {
  let { start, end } = calendarWindow(month);
  if (lifetime) {
    if (lifetime.start > start) start = lifetime.start;
    if (lifetime.end < end) end = lifetime.end;
  }
  return start <= end ? { start, end } : null;
}

/** Whether every date of `wanted` lies in `asked` (ISO dates compare as strings). */
export function rangeCovers(asked: DateRange, wanted: DateRange): boolean {
  return asked.start <= wanted.start && wanted.end <= asked.end;
}

/**
 * What the API would have answered for `wanted`, cut from its answer for `asked`, or null when `asked` does not
 * cover `wanted`. A date's count does not depend on the range it was asked in, so a range asked for before the
 * exact one was known (the event page's first calendar) can stand in for it.
 */
export function calendarWithin(
  calendar: Readonly<TicketCalendar>,
  asked: DateRange,
  wanted: DateRange,
): TicketCalendar | null {
  if (!rangeCovers(asked, wanted)) return null;
  return Object.fromEntries(
    Object.entries(calendar).filter(([date]) => date >= wanted.start && date <= wanted.end),
  );
}

/** The months a visitor can page through: from this month (or the lifetime's first) to the lifetime's last. */
export function calendarMonthBounds(
  lifetime: TicketLifetime,
  today: string,
): { first: string; last: string } {
  const first = monthOf(lifetime.start > today ? lifetime.start : today);
  const last = monthOf(lifetime.end);
  // Strings in YYYY-MM order: an event that ended before this month still gets one month to show.
  return { first, last: last.localeCompare(first) < 0 ? first : last };
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

/**
 * The same states read from a date's tickets (when its calendar is not known yet): no schedule entry at all
 * means no offer that day, entries without places mean sold out.
 */
export function dayStateOfTickets(tickets: readonly Pick<Ticket, 'schedule'>[]): CalendarDayState {
  const entries = tickets.flatMap((ticket) => ticket.schedule);
  if (entries.length === 0) return 'unavailable';
  return entries.some((entry) => entry.max_tickets > 0) ? 'bookable' : 'soldOut';
}

/** SPEC §4 "event expired": flagged by the API, or its lifetime ended before today. */
export function isEventExpired(
  event: Pick<Event, 'expired' | 'end'>,
  lifetime: TicketLifetime | null,
  today: string,
): boolean {
  return event.expired || event.end < today || (lifetime !== null && lifetime.end < today);
}
