import { defineRemote, languageCatalogues, type RouteHandle } from '@museum/shared';

/** mf_checkout: cart, payment, payment results and order review (DESIGN §1). */
export default defineRemote({
  name: 'mf_checkout',
  version: import.meta.env.MUSEUM_APP_VERSION,
  namespace: 'checkout',
  catalogues: languageCatalogues((language) => import(`../locales/${language}.json`)),
  routes: [
    {
      path: 'checkout',
      lazy: () => import('../features/cart/route'),
      handle: { titleKey: 'checkout:titles.cart', routeName: 'checkout' } satisfies RouteHandle,
    },
  ],
});
