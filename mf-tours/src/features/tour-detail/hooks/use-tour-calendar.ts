import { useRequest } from '@museum/shared';
import { monthOf, type TourDayState, tourDayState, tourMonthBounds } from '@museum/shared/domain';
import type { TourCalendar, TourLifetime } from '@museum/shared/wire';
import { useState } from 'react';
import { type KnownCalendar, loadTourMonth } from '../loader';

interface KnownMonths {
  months: ReadonlySet<string>;
  calendar: TourCalendar;
  soldOut: ReadonlySet<string>;
}

export interface TourCalendarState {
  /** The month shown, YYYY-MM. */
  month: string;
  showMonth: (month: string) => void;
  /** Slots per date and time of every month loaded so far, and the months and sold-out days known. */
  known: KnownMonths;
  /** Adds a month loaded elsewhere (the search for the next available date). */
  addMonth: (month: string, answer: { calendar: TourCalendar; soldOut: string[] }) => void;
  dayState: (date: string) => TourDayState;
  /** Whether a date's month is loaded (before that, its state is not known). */
  isKnown: (date: string) => boolean;
  bounds: { first: string; last: string };
  busy: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The tour's calendar month by month (SPEC §4: the calendar loads per month, with the sold-out days alongside),
 * bounded by the tour's lifetime.
 */
export function useTourCalendar(
  tourId: number,
  lifetime: TourLifetime,
  today: string,
  initial: KnownCalendar,
  initialMonth: string,
): TourCalendarState {
  const [month, setMonth] = useState(initialMonth);
  const [known, setKnown] = useState<KnownMonths>(() => ({
    months: new Set(initial.months),
    calendar: initial.calendar,
    soldOut: new Set(initial.soldOut),
  }));
  const addMonth = (loaded: string, answer: { calendar: TourCalendar; soldOut: string[] }) =>
    setKnown((previous) => ({
      months: new Set([...previous.months, loaded]),
      calendar: { ...previous.calendar, ...answer.calendar },
      soldOut: new Set([...previous.soldOut, ...answer.soldOut]),
    }));
  const wanted = known.months.has(month) ? null : month;
  const request = useRequest(
    wanted ? `${tourId}:${wanted}` : null,
    (signal) => loadTourMonth(tourId, wanted ?? month, lifetime, today, signal),
    (answer) => addMonth(wanted ?? month, answer),
  );
  return {
    month,
    showMonth: setMonth,
    known,
    addMonth,
    dayState: (date) => tourDayState(known.calendar, known.soldOut, date),
    isKnown: (date) => known.months.has(monthOf(date)),
    bounds: tourMonthBounds(lifetime, today),
    busy: request.status === 'loading',
    failed: request.status === 'failed',
    retry: request.retry,
  };
}
