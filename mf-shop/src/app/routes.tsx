import { defineRemote, languageCatalogues, type RouteHandle } from '@museum/shared';

/** mf_shop: merchandise, annual passes, vouchers and the product page (DESIGN §1). */
export default defineRemote({
  name: 'mf_shop',
  version: import.meta.env.MUSEUM_APP_VERSION,
  namespace: 'shop',
  catalogues: languageCatalogues((language) => import(`../locales/${language}.json`)),
  routes: [
    {
      path: 'merchandise',
      lazy: () => import('../features/merchandise-list/route'),
      handle: { titleKey: 'shop:titles.merchandise', routeName: 'merchandise' } satisfies RouteHandle,
    },
  ],
});
