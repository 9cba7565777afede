import { apiRequest } from '@museum/shared';
import { type TourAttr, tourAttrSchema } from '@museum/shared/wire';

/** GET tour/attr: the tour categories (`data.category`: id, name) of the list's category filter (SPEC §7). */
export function getTourCategories(signal?: AbortSignal): Promise<TourAttr> {
  return apiRequest('get', 'tour/attr', { data: tourAttrSchema, signal });
}
