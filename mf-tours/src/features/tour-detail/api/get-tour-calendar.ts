import { apiRequest } from '@museum/shared';
import { type TourCalendar, tourCalendarSchema } from '@museum/shared/wire';
import { compactDate } from '../../../lib/compact-date';

/**
 * GET tour/calendar/tour/{id}/range/{start};{end}: per date and time the slot id, participants and tours left
 * and whether it is sold out, from start to end (inclusive, YYYY-MM-DD; one month, SPEC §7).
 */
export function getTourCalendar(
  tourId: number,
  range: { start: string; end: string },
  signal?: AbortSignal,
): Promise<TourCalendar> {
  return apiRequest(
    'get',
    `tour/calendar/tour/${tourId}/range/${compactDate(range.start)};${compactDate(range.end)}`,
    { data: tourCalendarSchema, signal },
  );
}
