import { defineRemote, languageCatalogues, type RouteHandle } from '@museum/shared';

/** mf_account: login, registration, guest, password, settings and logout (DESIGN §1). */
export default defineRemote({
  name: 'mf_account',
  version: import.meta.env.MUSEUM_APP_VERSION,
  namespace: 'account',
  catalogues: languageCatalogues((language) => import(`../locales/${language}.json`)),
  routes: [
    {
      path: 'login',
      lazy: () => import('../features/login/route'),
      handle: { titleKey: 'account:titles.login', routeName: 'login', secondary: true } satisfies RouteHandle,
    },
    {
      path: 'logout',
      lazy: () => import('../features/logout/route'),
      handle: { titleKey: 'account:titles.logout', routeName: 'logout' } satisfies RouteHandle,
    },
  ],
});
