import { apiRequest, SHOP_ID, useConfigStore } from '@museum/shared';
import { museumToday } from '../../domain/format.ts';
import { type RemoteConfig, remoteConfigSchema } from '../wire/config.ts';
import { shopInfoSchema } from '../wire/content.ts';

/** GET shopinfo/config?shop: the museum's remote configuration, fetched before the shop is shown (SPEC §1). */
export function getRemoteConfig(): Promise<RemoteConfig> {
  return apiRequest('get', 'shopinfo/config', { query: { shop: SHOP_ID }, data: remoteConfigSchema });
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
 * The museum's time zone comes with the meta data, which the shell loads after the first picture: a booking
 * page that is the visitor's first page asks for it beside its own data.
 */
export async function ensureMuseumClock(): Promise<void> {
  if (useConfigStore.getState().meta) return;
  await loadMetaData().catch(() => undefined);
}
