import { defineRemote, type RouteHandle } from '@museum/shared';

/** mf_shop: merchandise, annual passes, vouchers and the product page (DESIGN §1). */
export default defineRemote({
  name: 'mf_shop',
  version: import.meta.env.MUSEUM_APP_VERSION,
  namespace: 'shop',
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
      path: 'merchandise',
      lazy: () => import('../features/merchandise-list/route'),
      handle: { titleKey: 'shop:titles.merchandise', routeName: 'merchandise' } satisfies RouteHandle,
    },
  ],
});
