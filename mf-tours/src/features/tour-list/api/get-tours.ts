import { apiRequest } from '@museum/shared';
import { type TourSelect, tourSelectSchema } from '@museum/shared/wire';

/** GET tour/select/event: every guided tour of the museum (SPEC §7).. */
export function getTours(signal?: AbortSignal): Promise<TourSelect> {
  return apiRequest('get', 'tour/select/event', { data: tourSelectSchema, signal });
}
