import { ApiError, isApiFailure } from '@museum/shared';
import {
  initialTourDate,
  isTourBookable,
  monthOf,
  TOUR_DATE_PARAM,
  tourDayState,
  tourMonthRange,
  validDay,
} from '@museum/shared/domain';
import type { TourCalendar, TourDetail, TourLifetime } from '@museum/shared/wire';
import { data, type LoaderFunctionArgs } from 'react-router';
import { getTour } from '../../api/get-tour';
import { ensureMuseumClock, today } from '../../lib/today';
import { getTourCalendar } from './api/get-tour-calendar';
import { getTourLifetime } from './api/get-tour-lifetime';
import { getTourSoldout } from './api/get-tour-soldout';
import { getTourSoldoutTimeslots } from './api/get-tour-soldout-timeslots';

/** What is known of the calendar: the months loaded, per date and time the slots, and the sold-out days. */
export interface KnownCalendar {
  months: string[];
  calendar: TourCalendar;
  soldOut: string[];
}

/** The chosen day's schedule (times, tours left, a time's own prices) and its sold-out times. */
export interface TourDayData {
  date: string;
  tour: TourDetail;
  soldOutTimes: Record<string, boolean>;
}

export interface BookableTour {
  status: 'bookable';
  tour: TourDetail;
  lifetime: TourLifetime;
  today: string;
  calendar: KnownCalendar;
  /** The date chosen on load (SPEC §4) and, when it has tours, its schedule. */
  date: string;
  day: TourDayData | null;
}

export type TourPageData =
  | BookableTour
  /** SPEC §4 "tour not bookable": the tour has no dates at all. */
  | { status: 'notBookable'; tour: TourDetail }
  /** SPEC §4 "tour sold out": it has dates, but none with a free place. */
  | { status: 'soldOut'; tour: TourDetail }
  | { status: 'failed' };

const notFound = () => data(null, { status: 404 });

/** One calendar month (SPEC §7) with its sold-out days; nothing to ask when the month is outside the tour. */
export async function loadTourMonth(
  tourId: number,
  month: string,
  lifetime: TourLifetime,
  day: string,
  signal: AbortSignal,
): Promise<{ calendar: TourCalendar; soldOut: string[] }> {
  const range = tourMonthRange(month, lifetime, day);
  if (!range) return { calendar: {}, soldOut: [] };
  const [calendar, soldOut] = await Promise.all([
    getTourCalendar(tourId, range, signal),
    getTourSoldout(tourId, range, signal),
  ]);
  return { calendar, soldOut };
}

/** The chosen day's schedule and sold-out times (SPEC §4: choosing a date loads its tickets). */
export async function loadTourDay(tourId: number, date: string, signal: AbortSignal): Promise<TourDayData> {
  const [tour, soldOutTimes] = await Promise.all([
    getTour(tourId, date, signal),
    getTourSoldoutTimeslots(tourId, date, signal),
  ]);
  return { date, tour, soldOutTimes };
}

const OPEN: TourLifetime = { first: null, last: null };

/**
 * SPEC §2 `/…/guided-tours/{id}[?date=]`: the tour, its lifetime, the month of the requested day or of today
 * with its sold-out days, the date chosen on load (SPEC §4) and that day's times.
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<TourPageData> {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0 || id > 999_999_999) throw notFound();
  const { signal } = request;
  const requested = validDay(new URL(request.url).searchParams.get(TOUR_DATE_PARAM));
  // The museum's clock (its meta data, when this is the visitor's first page) comes beside the tour, not
  // before it. Until it is there, today is the visitor's day, which is the museum's nearly always.
  const clock = ensureMuseumClock();
  const guessedDay = today();
  const guessedFirstMonth = monthOf(requested ?? guessedDay);
  try {
    // One round trip for the usual case: the month of the requested day (or today) goes with the tour.
    // A requested day's schedule goes along too (a link from the list's day filter names one).
    const [tour, lifetime, guessedMonth, requestedDay] = await Promise.all([
      getTour(id, null, signal),
      getTourLifetime(id, signal),
      loadTourMonth(id, guessedFirstMonth, OPEN, guessedDay, signal),
      requested ? loadTourDay(id, requested, signal) : null,
      clock,
    ]);
    if (!isTourBookable(lifetime)) return { status: 'notBookable', tour };
    // SPEC §4 "tour sold out": dates exist, but none has a free place.
    if (tour.date === null) return { status: 'soldOut', tour };
    const day = today();
    const firstMonth = monthOf(requested ?? day);
    // Around midnight the museum's day can differ from the visitor's, and with it the month or the range's
    // first day: then that range is asked for again.
    const guessedRange = tourMonthRange(guessedFirstMonth, OPEN, guessedDay);
    const range = tourMonthRange(firstMonth, OPEN, day);
    const sameRange = range?.start === guessedRange?.start && range?.end === guessedRange?.end;
    const month = sameRange ? guessedMonth : await loadTourMonth(id, firstMonth, OPEN, day, signal);
    const calendar: KnownCalendar = { months: [firstMonth], ...month };
    const date = initialTourDate({
      requested,
      forced: requested !== null,
      today: day,
      calendar: calendar.calendar,
      soldOutDays: new Set(calendar.soldOut),
      firstAvailable: tour.date,
    });
    if (date === null) return { status: 'soldOut', tour };
    if (monthOf(date) !== firstMonth) {
      const more = await loadTourMonth(id, monthOf(date), lifetime, day, signal);
      calendar.months.push(monthOf(date));
      calendar.calendar = { ...calendar.calendar, ...more.calendar };
      calendar.soldOut = [...calendar.soldOut, ...more.soldOut];
    }
    const bookable = tourDayState(calendar.calendar, new Set(calendar.soldOut), date) === 'bookable';
    const dayData = !bookable
      ? null
      : date === requestedDay?.date
        ? requestedDay
        : date === tour.date
          ? { date, tour, soldOutTimes: await getTourSoldoutTimeslots(id, date, signal) }
          : await loadTourDay(id, date, signal);
    return { status: 'bookable', tour, lifetime, today: day, calendar, date, day: dayData };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    if (isApiFailure(error)) return { status: 'failed' };
    throw error;
  }
}
