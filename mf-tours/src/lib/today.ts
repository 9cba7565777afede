import { toApiDate } from '@museum/shared/domain';

/** Today's date (YYYY-MM-DD) on the visitor's clock: the list's day choices and the calendar's first day. */
export function today(): string {
  return toApiDate(new Date());
}
