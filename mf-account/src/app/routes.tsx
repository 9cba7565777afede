import { defineRemote, type RouteHandle } from '@museum/shared';

/** mf_account: login, registration, guest, password, settings and logout (DESIGN §1). */
export default defineRemote({
  name: 'mf_account',
  version: import.meta.env.MUSEUM_APP_VERSION,
  namespace: 'account',
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
