import { apiRequest, SHOP_ID, useConfigStore } from '@museum/shared';
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
