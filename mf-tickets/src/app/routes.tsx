import { defineRemote, languageCatalogues, type RouteHandle } from '@museum/shared';

/** mf_tickets: events, timed tickets, day tickets and family tickets (DESIGN §1). */
export default defineRemote({
  name: 'mf_tickets',
  version: import.meta.env.MUSEUM_APP_VERSION,
  namespace: 'tickets',
  catalogues: languageCatalogues((language) => import(`../locales/${language}.json`)),
  routes: [
    {
      path: 'tickets',
      lazy: () => import('../features/event-list/route'),
      handle: { titleKey: 'tickets:titles.list', routeName: 'tickets' } satisfies RouteHandle,
    },
    {
      path: 'tickets/:id',
      lazy: () => import('../features/event-detail/route'),
      handle: { titleKey: 'tickets:titles.event', routeName: 'ticket' } satisfies RouteHandle,
    },
  ],
});
