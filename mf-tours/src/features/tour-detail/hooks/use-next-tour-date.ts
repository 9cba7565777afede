import { useRequest } from '@museum/shared';
import { nextAvailableTourDate, nextMonthToSearch } from '@museum/shared/domain';
import type { TourLifetime } from '@museum/shared/wire';
import { loadTourMonth } from '../loader';
import type { TourCalendarState } from './use-tour-calendar';

export interface NextTourDate {
  /** The first bookable day after the chosen one; null while searching or when there is none. */
  date: string | null;
  searching: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * SPEC §4 "tour unavailable on the selected date with the next date offered": the first bookable day after
 * `after` in the months loaded so far; while they have none, the following months load one after another,
 * within the tour's last month and a year (MAX_MONTHS_AHEAD).
 */
export function useNextTourDate(
  tourId: number,
  lifetime: TourLifetime,
  today: string,
  calendar: TourCalendarState,
  after: string | null,
): NextTourDate {
  const { known } = calendar;
  const found = after ? nextAvailableTourDate(known.calendar, known.soldOut, after) : null;
  const month = after && !found ? nextMonthToSearch(after, known.months, calendar.bounds.last) : null;
  const request = useRequest(
    month ? `${tourId}:${month}` : null,
    (signal) => loadTourMonth(tourId, month ?? '', lifetime, today, signal),
    (answer) => {
      if (month) calendar.addMonth(month, answer);
    },
  );
  return {
    date: found,
    searching: month !== null && request.status !== 'failed',
    failed: request.status === 'failed',
    retry: request.retry,
  };
}
