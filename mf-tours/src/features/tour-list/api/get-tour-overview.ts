import { apiRequest } from '@museum/shared';
import { type TourOverview, tourOverviewSchema } from '@museum/shared/wire';

/**
 * GET tour/overview?date=&lookahead=0: the tours with a free slot on one day (YYYY-MM-DD), with that day's
 * schedule (SPEC §7). The list's day filter.
 */
export function getTourOverview(date: string, signal?: AbortSignal): Promise<TourOverview> {
  return apiRequest('get', 'tour/overview', {
    query: { date, lookahead: 0 },
    data: tourOverviewSchema,
    signal,
  });
}
