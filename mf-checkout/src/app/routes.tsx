import { defineRemote, type RouteHandle } from '@museum/shared';

/** mf_checkout: cart, payment, payment results and order review (DESIGN §1). */
export default defineRemote({
  name: 'mf_checkout',
  version: import.meta.env.MUSEUM_APP_VERSION,
  namespace: 'checkout',
  catalogues: {
    de: () => import('../locales/de.json'),
    en: () => import('../locales/en.json'),
    fr: () => import('../locales/fr.json'),
    it: () => import('../locales/it.json'),
    nl: () => import('../locales/nl.json'),
    es: () => import('../locales/es.json'),
    sv: () => import('../locales/sv.json'),
    da: () => import('../locales/da.json'),
  },
  routes: [
    {
      path: 'checkout',
      lazy: () => import('../features/cart/route'),
      handle: { titleKey: 'checkout:titles.cart', routeName: 'checkout' } satisfies RouteHandle,
    },
  ],
});
