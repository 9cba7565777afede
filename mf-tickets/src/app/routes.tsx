import { defineRemote, languageCatalogues, screenRoute } from '@museum/shared';
import { withBookingWidgets } from '@museum/shared/route-code';

/** mf_tickets: events, timed tickets, day tickets and family tickets (DESIGN §1). */
export default defineRemote({
  name: 'mf_tickets',
  version: import.meta.env.MUSEUM_APP_VERSION,
  sharedContract: import.meta.env.MUSEUM_SHARED_CONTRACT,
  namespace: 'tickets',
  catalogues: languageCatalogues((language) => import(`../locales/${language}.json`)),
  routes: [
    screenRoute('tickets', {
      titleKey: 'tickets:titles.list',
      lazy: () => import('../features/event-list/route'),
    }),
    screenRoute('ticket', {
      titleKey: 'tickets:titles.event',
      lazy: withBookingWidgets(() => import('../features/event-detail/route')),
    }),
  ],
});
