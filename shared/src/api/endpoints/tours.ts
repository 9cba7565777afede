import { apiRequest } from '../client';
import { type TourSelect, tourSelectSchema } from '../wire/tours.ts';

/** GET tour/select/event: every guided tour of the museum. */
export function fetchTours(signal?: AbortSignal): Promise<TourSelect> {
  return apiRequest('get', 'tour/select/event', { data: tourSelectSchema, signal });
}
