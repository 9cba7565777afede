import { parseShopConfig, type ShopConfig } from '../../config/shop-config';

/** `/shop.config.json` is a small static file on the shop's own origin: an answer that takes longer is lost. */
const SHOP_CONFIG_TIMEOUT_MS = 10_000;

/**
 * GET /shop.config.json from the shop's own origin: deploy-time data, never cached, so an operator's edit
 * takes effect on the next page load (DESIGN §2). Bounded in time: a hanging server ends in the boot error.
 */
export async function loadShopConfig(): Promise<ShopConfig> {
  const response = await fetch('/shop.config.json', {
    cache: 'no-store',
    signal: AbortSignal.timeout(SHOP_CONFIG_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`shop.config.json answered ${response.status}`);
  return parseShopConfig(await response.json());
}
