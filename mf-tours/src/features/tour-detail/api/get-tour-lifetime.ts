import { apiRequest } from '@museum/shared';
import { type TourLifetime, tourLifetimeSchema } from '@museum/shared/wire';

/** GET tour/lifetime/tour/{id}: the first and last date with a slot; both null: not bookable (SPEC §4, §7). */
export function getTourLifetime(tourId: number, signal?: AbortSignal): Promise<TourLifetime> {
  return apiRequest('get', `tour/lifetime/tour/${tourId}`, { data: tourLifetimeSchema, signal });
}
