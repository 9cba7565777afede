import { apiRequest } from '@museum/shared';
import { type TicketCollect, ticketCollectSchema } from '@museum/shared/wire';

/**
 * GET ticket/collect/event/{id}/date/{date} (SPEC §7): the event's tickets on that day with the places left at
 * each time, to offer the nearest time with places when a slot sold out.
 */
export function getTicketDay(eventId: number, date: string, signal?: AbortSignal): Promise<TicketCollect> {
  return apiRequest('get', `ticket/collect/event/${eventId}/date/${date}`, {
    data: ticketCollectSchema,
    signal,
  });
}
