import { apiRequest } from '@museum/shared';
import { type TicketCalendar, ticketCalendarSchema } from '@museum/shared/wire';

/** SPEC §7 writes range dates as YYYYMMDD. */
const compact = (date: string) => date.replaceAll('-', '');

/**
 * GET ticket/calendar/event/{id}/range/{start};{end}?deep=1: places left per date from start to end
 * (inclusive, YYYY-MM-DD). Sold-out dates answer 0, dates without an offer are absent.
 */
export function getTicketCalendar(
  eventId: number,
  range: { start: string; end: string },
  signal?: AbortSignal,
  handles?: readonly number[],
): Promise<TicketCalendar> {
  return apiRequest(
    'get',
    `ticket/calendar/event/${eventId}/range/${compact(range.start)};${compact(range.end)}`,
    {
      query: { deep: 1 },
      data: ticketCalendarSchema,
      signal,
      handles,
    },
  );
}
