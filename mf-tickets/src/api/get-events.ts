import { apiRequest } from '@museum/shared';
import { type EventMap, eventMapSchema } from '@museum/shared/wire';

/** GET event/select: the museum's events, keyed by id (SPEC §7). Used by the list and the event page. */
export function getEvents(signal?: AbortSignal): Promise<EventMap> {
  return apiRequest('get', 'event/select', { data: eventMapSchema, signal });
}
