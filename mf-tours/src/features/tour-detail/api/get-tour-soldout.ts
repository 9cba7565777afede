import { apiRequest } from '@museum/shared';
import { tourSoldoutSchema } from '@museum/shared/wire';
import { compactDate } from '../../../lib/compact-date';

/** GET tour/soldout/tour/{id}/range/{start};{end}: the days of the range whose every slot is sold out (SPEC §7). */
export function getTourSoldout(
  tourId: number,
  range: { start: string; end: string },
  signal?: AbortSignal,
): Promise<string[]> {
  return apiRequest(
    'get',
    `tour/soldout/tour/${tourId}/range/${compactDate(range.start)};${compactDate(range.end)}`,
    { data: tourSoldoutSchema, signal },
  );
}
