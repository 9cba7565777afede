import { defineRemote, languageCatalogues, screenRoute } from '@museum/shared';
import { withBookingWidgets } from '@museum/shared/route-code';

/** mf_tours: guided tours list and detail (DESIGN §1). */
export default defineRemote({
  name: 'mf_tours',
  version: import.meta.env.MUSEUM_APP_VERSION,
  sharedContract: import.meta.env.MUSEUM_SHARED_CONTRACT,
  namespace: 'tours',
  catalogues: languageCatalogues((language) => import(`../locales/${language}.json`)),
  routes: [
    screenRoute('guidedTours', {
      titleKey: 'tours:titles.list',
      lazy: () => import('../features/tour-list/route'),
    }),
    screenRoute('guidedTour', {
      titleKey: 'tours:titles.detail',
      lazy: withBookingWidgets(() => import('../features/tour-detail/route')),
    }),
  ],
});
