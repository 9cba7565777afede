import { useConfigStore } from '../../stores/config-store';
import { apiRequest, SHOP_ID } from '../client';
import { type RemoteConfig, remoteConfigSchema } from '../wire/config.ts';
import { shopInfoSchema } from '../wire/content.ts';

/** GET shopinfo/config?shop: the museum's remote configuration, fetched before the shop is shown (SPEC §1). */
export function fetchRemoteConfig(): Promise<RemoteConfig> {
  return apiRequest('get', 'shopinfo/config', { query: { shop: SHOP_ID }, data: remoteConfigSchema });
}

/** GET shopinfo?shop: the museum's meta data, fetched after start-up and kept in the config store. */
export async function fetchMetaData(): Promise<void> {
  const info = await apiRequest('get', 'shopinfo', { query: { shop: SHOP_ID }, data: shopInfoSchema });
  useConfigStore.getState().setMeta(info.meta);
}
