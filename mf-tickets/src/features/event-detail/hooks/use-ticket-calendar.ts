import { useRequest } from '@museum/shared';
import { addMonths, calendarMonthBounds, calendarRange, monthOf } from '@museum/shared/domain';
import type { TicketCalendar, TicketLifetime } from '@museum/shared/wire';
import { useCallback, useState } from 'react';
import { getTicketCalendar } from '../api/get-ticket-calendar';

export interface TicketCalendarState {
  month: string;
  showMonth: (month: string) => void;
  /** Places left per date of every month loaded so far. */
  counts: TicketCalendar;
  /** Whether the counts of a date's month are known. */
  isKnown: (date: string) => boolean;
  bounds: { first: string; last: string };
  busy: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The event's calendar month by month: each request covers the shown month and the next (SPEC §7), bounded by
 * the ticket lifetime, so paging forward one month needs no request.
 */
export function useTicketCalendar(
  eventId: number,
  lifetime: TicketLifetime,
  today: string,
  initial: { month: string; counts: TicketCalendar },
): TicketCalendarState {
  const [month, setMonth] = useState(initial.month);
  const [counts, setCounts] = useState<TicketCalendar>(initial.counts);
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(
    () => new Set([initial.month, addMonths(initial.month, 1)]),
  );
  const range = loaded.has(month) ? null : calendarRange(month, lifetime);
  const request = useRequest(
    range ? `${eventId}:${range.start};${range.end}` : null,
    (signal) => (range ? getTicketCalendar(eventId, range, signal) : Promise.resolve({})),
    (answer) => {
      setCounts((previous) => ({ ...previous, ...answer }));
      setLoaded((previous) => new Set([...previous, month, addMonths(month, 1)]));
    },
  );
  const isKnown = useCallback((date: string) => loaded.has(monthOf(date)), [loaded]);
  return {
    month,
    showMonth: setMonth,
    counts,
    isKnown,
    bounds: calendarMonthBounds(lifetime, today),
    busy: request.status === 'loading',
    failed: request.status === 'failed',
    retry: request.retry,
  };
}
