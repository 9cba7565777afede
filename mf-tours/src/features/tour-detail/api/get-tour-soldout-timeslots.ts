import { apiRequest } from '@museum/shared';
import { tourSoldoutTimeslotsSchema } from '@museum/shared/wire';
import { compactDate } from '../../../lib/compact-date';

/** GET tour/soldoutTimeslots/tour/{id}/date/{date}: HH:mm → sold out, for the chosen date (SPEC §7). */
export function getTourSoldoutTimeslots(
  tourId: number,
  date: string,
  signal?: AbortSignal,
): Promise<Record<string, boolean>> {
  return apiRequest('get', `tour/soldoutTimeslots/tour/${tourId}/date/${compactDate(date)}`, {
    data: tourSoldoutTimeslotsSchema,
    signal,
  });
}
