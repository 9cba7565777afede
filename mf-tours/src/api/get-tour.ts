import { apiRequest } from '@museum/shared';
import { type TourDetail, tourDetailSchema } from '@museum/shared/wire';

/**
 * GET tour?tour={id}[&date=YYYY-MM-DD]: one tour with the schedule of a date (its times, tours left and a
 * time's own prices). Without a date the API picks the next bookable day (`date` is null when there is none).
 * Used by the list (each tour's next date) and the tour page. Non-200 means not found (SPEC §7).
 */
export function getTour(tourId: number, date: string | null, signal?: AbortSignal): Promise<TourDetail> {
  return apiRequest('get', 'tour', {
    query: date ? { tour: tourId, date } : { tour: tourId },
    data: tourDetailSchema,
    signal,
  });
}
