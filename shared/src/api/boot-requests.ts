/**
 * The API calls the shop's start waits for before its first picture, as paths below `{api}{language}/`. A
 * server that knows the landing URL's language announces them with the page (`Link: rel=preload`, see
 * shared/build/boot-preloads.ts), so the browser asks for them while the scripts download instead of after
 * (issue 14). The endpoints build their requests from the same entries; no imports, because the build reads
 * this file in Node.
 */

/** Shop id of SPEC §7/§9, sent where the spec names a `shop` parameter. */
export const SHOP_ID = 179;

export const BOOT_REQUESTS = {
  /** GET shopinfo/config?shop (SPEC §1). */
  remoteConfig: { endpoint: 'shopinfo/config', query: { shop: SHOP_ID } },
  /** GET content/static: banners, cookie text and social links, part of the first picture. */
  staticContent: { endpoint: 'content/static', query: {} },
} as const;

/** Each boot call's path and query exactly as the API client writes them (`URLSearchParams`). */
export function bootRequestPaths(): string[] {
  return Object.values(BOOT_REQUESTS).map(({ endpoint, query }) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();
    return search ? `${endpoint}?${search}` : endpoint;
  });
}
