import { toApiDate } from '@museum/shared/domain';

/** Today's date (YYYY-MM-DD) on the visitor's clock, for the calendar's "today" and the expiry check. */
export function today(): string {
  return toApiDate(new Date());
}
