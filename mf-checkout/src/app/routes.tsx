import { defineRemote, languageCatalogues, screenRoute } from '@museum/shared';

/** mf_checkout: cart, payment, payment results and order review (DESIGN §1). */
export default defineRemote({
  name: 'mf_checkout',
  version: import.meta.env.MUSEUM_APP_VERSION,
  sharedContract: import.meta.env.MUSEUM_SHARED_CONTRACT,
  namespace: 'checkout',
  catalogues: languageCatalogues((language) => import(`../locales/${language}.json`)),
  routes: [
    screenRoute('checkout', {
      titleKey: 'checkout:titles.cart',
      lazy: () => import('../features/cart/route'),
    }),
  ],
});
