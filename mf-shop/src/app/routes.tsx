import { defineRemote, languageCatalogues, screenRoute } from '@museum/shared';

/** mf_shop: merchandise, annual passes, vouchers and the product page (DESIGN §1). */
export default defineRemote({
  name: 'mf_shop',
  version: import.meta.env.MUSEUM_APP_VERSION,
  sharedContract: import.meta.env.MUSEUM_SHARED_CONTRACT,
  namespace: 'shop',
  catalogues: languageCatalogues((language) => import(`../locales/${language}.json`)),
  routes: [
    screenRoute('merchandise', {
      titleKey: 'shop:titles.merchandise',
      lazy: () => import('../features/merchandise-list/route'),
    }),
  ],
});
