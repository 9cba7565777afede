import { useConfigStore } from '@museum/shared';
import { loadMetaData } from '@museum/shared/api';
import { museumToday } from '@museum/shared/domain';

/**
 * Today's date (YYYY-MM-DD) at the museum, for the calendar's first day and the expiry check. The API's "today"
 * is the museum's, so a visitor abroad or one booking around midnight sees the day the API means.
 */
export function today(): string {
  return museumToday(useConfigStore.getState().meta?.timezone);
}

/**
 * The museum's time zone comes with the meta data, which the shell loads after the first picture: an event page
 * that is the visitor's first page asks for it beside its own data (without it, the visitor's clock is used).
 */
export async function ensureMuseumClock(): Promise<void> {
  if (useConfigStore.getState().meta) return;
  await loadMetaData().catch(() => undefined);
}
