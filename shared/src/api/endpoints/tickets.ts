import { apiRequest } from '../client';
import {
  type TicketCalendar,
  type TicketCollect,
  type TicketLifetime,
  ticketCalendarSchema,
  ticketCollectSchema,
  ticketLifetimeSchema,
} from '../wire/events.ts';

/**
 * GET ticket/collect/event/{id}[/date/{date}]: an event's tickets and time slots on a date (YYYY-MM-DD).
 * Without a date the API picks the next date with free places (`date` is null when there is none).
 */
export function fetchTicketCollect(
  eventId: number,
  date: string | null,
  signal?: AbortSignal,
): Promise<TicketCollect> {
  const path = `ticket/collect/event/${eventId}${date ? `/date/${date}` : ''}`;
  return apiRequest('get', path, { data: ticketCollectSchema, signal });
}

/**
 * GET ticket/calendar/event/{id}/range/{start};{end}?deep=1: places left per date from start to end
 * (inclusive, YYYY-MM-DD). Sold-out dates answer 0, dates without an offer are absent.
 */
export function fetchTicketCalendar(
  eventId: number,
  range: { start: string; end: string },
  signal?: AbortSignal,
): Promise<TicketCalendar> {
  // SPEC §7 writes range dates as YYYYMMDD.
  const compact = (date: string) => date.replaceAll('-', '');
  return apiRequest(
    'get',
    `ticket/calendar/event/${eventId}/range/${compact(range.start)};${compact(range.end)}`,
    {
      query: { deep: 1 },
      data: ticketCalendarSchema,
      signal,
    },
  );
}

/** GET ticket/lifetime?event={id}: the first and last day the event's tickets are sold for. */
export function fetchTicketLifetime(eventId: number, signal?: AbortSignal): Promise<TicketLifetime> {
  return apiRequest('get', 'ticket/lifetime', {
    query: { event: eventId },
    data: ticketLifetimeSchema,
    signal,
  });
}
