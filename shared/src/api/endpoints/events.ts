import { apiRequest } from '../client';
import { type EventMap, eventMapSchema } from '../wire/events.ts';

/** GET event/select: the museum's events, keyed by id. */
export function fetchEvents(signal?: AbortSignal): Promise<EventMap> {
  return apiRequest('get', 'event/select', { data: eventMapSchema, signal });
}
