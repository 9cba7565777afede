import { defineRemote, type RouteHandle } from '@museum/shared';

/** mf_tours: guided tours list and detail (DESIGN §1). */
export default defineRemote({
  name: 'mf_tours',
  version: import.meta.env.MUSEUM_APP_VERSION,
  namespace: 'tours',
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
      path: 'guided-tours',
      lazy: () => import('../features/tour-list/route'),
      handle: { titleKey: 'tours:titles.list', routeName: 'guidedTours' } satisfies RouteHandle,
    },
  ],
});
