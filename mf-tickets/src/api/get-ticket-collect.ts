import { apiRequest } from '@museum/shared';
import { type TicketCollect, ticketCollectSchema } from '@museum/shared/wire';

/**
 * GET ticket/collect/event/{id}[/date/{date}]: an event's tickets and time slots on a date (YYYY-MM-DD).
 * Without a date the API picks the next date with free places (`date` is null when there is none).
 * Used by the event page and by the list (each event's next date and ticket groups).
 */
export function getTicketCollect(
  eventId: number,
  date: string | null,
  signal?: AbortSignal,
): Promise<TicketCollect> {
  const path = `ticket/collect/event/${eventId}${date ? `/date/${date}` : ''}`;
  return apiRequest('get', path, { data: ticketCollectSchema, signal });
}
