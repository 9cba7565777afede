import { defineRemote, languageCatalogues, type RouteHandle } from '@museum/shared';

/** mf_tours: guided tours list and detail (DESIGN §1). */
export default defineRemote({
  name: 'mf_tours',
  version: import.meta.env.MUSEUM_APP_VERSION,
  namespace: 'tours',
  catalogues: languageCatalogues((language) => import(`../locales/${language}.json`)),
  routes: [
    {
      path: 'guided-tours',
      lazy: () => import('../features/tour-list/route'),
      handle: { titleKey: 'tours:titles.list', routeName: 'guidedTours' } satisfies RouteHandle,
    },
  ],
});
