import { ApiError, isApiFailure } from '@museum/shared';
import {
  calendarRange,
  calendarWindow,
  calendarWithin,
  initialCalendarMonth,
  isEventExpired,
  monthOf,
  rangeCovers,
} from '@museum/shared/domain';
import type { Event, TicketCalendar, TicketCollect, TicketLifetime } from '@museum/shared/wire';
import { data, type LoaderFunctionArgs } from 'react-router';
import { getEvents } from '../../api/get-events';
import { getTicketCollect } from '../../api/get-ticket-collect';
import { ensureMuseumClock, today } from '../../lib/today';
import { getTicketCalendar } from './api/get-ticket-calendar';
import { getTicketLifetime } from './api/get-ticket-lifetime';

export interface BookableEvent {
  status: 'bookable';
  event: Event;
  lifetime: TicketLifetime;
  today: string;
  /** The next date with free places and its tickets (SPEC §7 collect without a date). */
  first: TicketCollect;
  /** The calendar of the month shown first and the next (SPEC §7). */
  calendar: { month: string; counts: TicketCalendar };
  /** Whether the list has other events to go back to (SPEC §2: a single event is the list). */
  hasOtherEvents: boolean;
}

export type EventPageData =
  | BookableEvent
  | { status: 'expired'; event: Event; hasOtherEvents: boolean }
  | { status: 'failed' };

const notFound = () => data(null, { status: 404 });

/** The early calendar's failures are its own: the exact request after it meets and reports the same. */
const GUESS_HANDLES = [401, 403, 500, 503] as const;

/** SPEC §2 `/…/tickets/{id}`: the event, its ticket lifetime, its next free date and that month's calendar. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<EventPageData> {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  const { signal } = request;
  // One round trip for the usual case: the calendar of this month and the next goes with the event. Until the
  // event's next free date, its lifetime and the museum's clock are known, the month is the visitor's and the
  // range is not cut to the lifetime; the answer is cut to the exact range afterwards (calendarWithin). A guess
  // that misses (a next free date in a later month) is not waited for; one that fails is silent (the exact
  // request after it reports what it meets).
  const guessedRange = calendarWindow(monthOf(today()));
  const guessedCounts = getTicketCalendar(id, guessedRange, signal, GUESS_HANDLES).catch(() => null);
  try {
    const [events, lifetime, first] = await Promise.all([
      getEvents(signal),
      getTicketLifetime(id, signal),
      getTicketCollect(id, null, signal),
      ensureMuseumClock(),
    ]);
    const event = events[String(id)];
    if (!event) throw notFound();
    const hasOtherEvents = Object.keys(events).length > 1;
    const day = today();
    if (isEventExpired(event, lifetime, day)) return { status: 'expired', event, hasOtherEvents };
    const month = initialCalendarMonth(first.date, lifetime, day);
    const range = calendarRange(month, lifetime);
    const guessed = range && rangeCovers(guessedRange, range) ? await guessedCounts : null;
    const counts = !range
      ? {}
      : ((guessed && calendarWithin(guessed, guessedRange, range)) ??
        (await getTicketCalendar(id, range, signal)));
    return {
      status: 'bookable',
      event,
      lifetime,
      today: day,
      first,
      calendar: { month, counts },
      hasOtherEvents,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    if (isApiFailure(error)) return { status: 'failed' };
    throw error;
  }
}
