import { apiRequest } from '@museum/shared';
import { type TicketLifetime, ticketLifetimeSchema } from '@museum/shared/wire';

/** GET ticket/lifetime?event={id}: the first and last day the event's tickets are sold for. */
export function getTicketLifetime(eventId: number, signal?: AbortSignal): Promise<TicketLifetime> {
  return apiRequest('get', 'ticket/lifetime', {
    query: { event: eventId },
    data: ticketLifetimeSchema,
    signal,
  });
}
