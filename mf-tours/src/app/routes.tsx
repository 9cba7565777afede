import { defineRemote, languageCatalogues } from '@museum/shared';
import { pageRoute, withBookingWidgets } from '@museum/shared/route-code';
import { loader as tourLoader } from '../features/tour-detail/loader';
import {
  loader as tourListLoader,
  shouldRevalidate as tourListRevalidate,
} from '../features/tour-list/loader';

/** mf_tours: guided tours list and detail (DESIGN §1). */
export default defineRemote({
  name: 'mf_tours',
  version: import.meta.env.MUSEUM_APP_VERSION,
  sharedContract: import.meta.env.MUSEUM_SHARED_CONTRACT,
  namespace: 'tours',
  catalogues: languageCatalogues((language) => import(`../locales/${language}.json`)),
  routes: [
    pageRoute('guidedTours', {
      titleKey: 'tours:titles.list',
      lazy: () => import('../features/tour-list/route'),
      loader: tourListLoader,
      shouldRevalidate: tourListRevalidate,
    }),
    pageRoute('guidedTour', {
      titleKey: 'tours:titles.detail',
      lazy: withBookingWidgets(() => import('../features/tour-detail/route')),
      loader: tourLoader,
    }),
  ],
});
