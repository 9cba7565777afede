import type { TourCalendar, TourLifetime } from '../../api/wire/tours.ts';
import { addMonths, firstDayOfMonth, lastDayOfMonth, monthOf } from '../calendar-dates';

/** The tour page's address names a day with `?date=YYYY-MM-DD` (from the list's day filter): that day is forced. */
export const TOUR_DATE_PARAM = 'date';

/** How far "show next available date" looks ahead, in calendar months (a bound for its requests). */
export const MAX_MONTHS_AHEAD = 12;

/** SPEC §4: a tour is available unless both its first and last limits are empty. */
export function isTourBookable(lifetime: TourLifetime): boolean {
  return lifetime.first !== null || lifetime.last !== null;
}

/**
 * SPEC §7 tour/calendar: one calendar month loads, here bounded by the tour's lifetime and today (earlier
 * days cannot be booked). Null when nothing of the month is left.
 */
export function tourMonthRange(
  month: string,
  lifetime: TourLifetime,
  today: string,
): { start: string; end: string } | null {
  let start = firstDayOfMonth(month);
  let end = lastDayOfMonth(month);
  const first = lifetime.first !== null && lifetime.first > today ? lifetime.first : today;
  if (first > start) start = first;
  if (lifetime.last !== null && lifetime.last < end) end = lifetime.last;
  return start <= end ? { start, end } : null;
}

/** The months a visitor can page through: from this month (or the first tour's) to the last tour's. */
export function tourMonthBounds(lifetime: TourLifetime, today: string): { first: string; last: string } {
  const first = monthOf(lifetime.first !== null && lifetime.first > today ? lifetime.first : today);
  const last = lifetime.last !== null ? monthOf(lifetime.last) : first;
  // Strings in YYYY-MM order: a tour whose last date lies before this month still gets one month to show.
  return { first, last: last.localeCompare(first) < 0 ? first : last };
}

export type TourDayState = 'bookable' | 'soldOut' | 'unavailable';

/**
 * SPEC §4 guided tour detail: a day is sold out if flagged (tour/soldout), or when every slot the calendar
 * lists for it is sold out; a day the calendar does not list has no tour.
 */
export function tourDayState(
  calendar: Readonly<TourCalendar>,
  soldOutDays: ReadonlySet<string>,
  date: string,
): TourDayState {
  const slots = Object.values(calendar[date] ?? {});
  if (soldOutDays.has(date)) return 'soldOut';
  if (slots.length === 0) return 'unavailable';
  return slots.some((slot) => !slot.soldout && slot.tickets > 0) ? 'bookable' : 'soldOut';
}

/**
 * SPEC §4 guided tour detail, on load: the requested date if it is forced (a link to that day), else today
 * when it has slots to book, else the first available date (the API's next bookable day). "Has slots"
 * means slots that can still be booked: late in the day today's slots are all past, and choosing today
 * would only show that it is sold out. Null when the tour has no date at all.
 */
export function initialTourDate(options: {
  requested: string | null;
  forced: boolean;
  today: string;
  calendar: Readonly<TourCalendar>;
  soldOutDays: ReadonlySet<string>;
  firstAvailable: string | null;
}): string | null {
  const { requested, forced, today, calendar, soldOutDays, firstAvailable } = options;
  if (requested !== null && forced) return requested;
  if (tourDayState(calendar, soldOutDays, today) === 'bookable') return today;
  return firstAvailable;
}

/** The first day after `after` that the known calendar offers to book; null when none is known. */
export function nextAvailableTourDate(
  calendar: Readonly<TourCalendar>,
  soldOutDays: ReadonlySet<string>,
  after: string,
): string | null {
  return (
    Object.keys(calendar)
      .filter((date) => date > after)
      .sort()
      .find((date) => tourDayState(calendar, soldOutDays, date) === 'bookable') ?? null
  );
}

/**
 * The month "show next available date" must load next when the known months offer no later date: the first
 * month after `after`'s that is not known yet, within the tour's last month and MAX_MONTHS_AHEAD. Null when
 * there is nothing left to look at.
 */
export function nextMonthToSearch(
  after: string,
  knownMonths: ReadonlySet<string>,
  lastMonth: string,
): string | null {
  for (let step = 0, month = monthOf(after); step <= MAX_MONTHS_AHEAD; step += 1) {
    if (month > lastMonth) return null;
    if (!knownMonths.has(month)) return month;
    month = addMonths(month, 1);
  }
  return null;
}
