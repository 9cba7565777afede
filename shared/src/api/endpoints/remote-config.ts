import { apiRequest, SHOP_ID, useConfigStore } from '@museum/shared';
import { museumToday } from '../../domain/format.ts';
import { BOOT_REQUESTS } from '../boot-requests.ts';
import { type RemoteConfig, remoteConfigSchema } from '../wire/config.ts';
import { shopInfoSchema } from '../wire/content.ts';

/** GET shopinfo/config?shop: the museum's remote configuration, fetched before the shop is shown (SPEC §1). */
export function getRemoteConfig(): Promise<RemoteConfig> {
  const { endpoint, query } = BOOT_REQUESTS.remoteConfig;
  return apiRequest('get', endpoint, { query, data: remoteConfigSchema });
}

/** GET shopinfo?shop: the museum's meta data, fetched after start-up and kept in the config store. */
export async function loadMetaData(): Promise<void> {
  const info = await apiRequest('get', 'shopinfo', { query: { shop: SHOP_ID }, data: shopInfoSchema });
  useConfigStore.getState().setMeta(info.meta);
}

/**
 * Today's date (YYYY-MM-DD) at the museum, in the time zone of its meta data: the API's "today", so a visitor
 * abroad or one booking around midnight sees the day the API means (the visitor's clock until the meta data
 * is there).
 */
export function museumDay(): string {
  return museumToday(useConfigStore.getState().meta?.timezone);
}

/**
 * The meta data, unless it is there already. A booking page asks beside its own data, and the shell for later
 * pages once the landing page is there; two asks that meet share the read still on its way (API client), so
 * a first visit to a booking page asks the API once.
 */
export async function ensureMetaData(): Promise<void> {
  if (useConfigStore.getState().meta) return;
  await loadMetaData();
}

/**
 * The museum's time zone comes with the meta data: a booking page that is the visitor's first page asks for
 * it beside its own data, and goes on with the visitor's clock if it does not come.
 */
export async function ensureMuseumClock(): Promise<void> {
  await ensureMetaData().catch(() => undefined);
  // The first date in the museum's zone loads the browser's zone data (museumToday): on a booking page that is
  // the first page, done as soon as the zone is known, while the page's other requests are still on their way.
  // (Not in loadMetaData: the shell's start chunk would take museumToday and date-fns, 600 bytes over its budget.)
  museumDay();
}
