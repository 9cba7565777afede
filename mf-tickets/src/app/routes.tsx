import { defineRemote, languageCatalogues } from '@museum/shared';
import { pageRoute, withBookingWidgets } from '@museum/shared/route-code';
import { loader as eventLoader } from '../features/event-detail/loader';
import { loader as eventListLoader } from '../features/event-list/loader';

/** mf_tickets: events, timed tickets, day tickets and family tickets (DESIGN §1). */
export default defineRemote({
  name: 'mf_tickets',
  version: import.meta.env.MUSEUM_APP_VERSION,
  sharedContract: import.meta.env.MUSEUM_SHARED_CONTRACT,
  namespace: 'tickets',
  catalogues: languageCatalogues((language) => import(`../locales/${language}.json`)),
  routes: [
    pageRoute('tickets', {
      titleKey: 'tickets:titles.list',
      lazy: () => import('../features/event-list/route'),
      loader: eventListLoader,
    }),
    pageRoute('ticket', {
      titleKey: 'tickets:titles.event',
      lazy: withBookingWidgets(() => import('../features/event-detail/route')),
      loader: eventLoader,
    }),
  ],
});
