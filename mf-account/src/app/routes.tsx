import { defineRemote, languageCatalogues, screenRoute } from '@museum/shared';

/** mf_account: login, registration, guest, password, settings and logout (DESIGN §1). The route table marks logout as unprefixed: the shell mounts it at /logout. */
export default defineRemote({
  name: 'mf_account',
  version: import.meta.env.MUSEUM_APP_VERSION,
  sharedContract: import.meta.env.MUSEUM_SHARED_CONTRACT,
  namespace: 'account',
  catalogues: languageCatalogues((language) => import(`../locales/${language}.json`)),
  routes: [
    screenRoute('login', { titleKey: 'account:titles.login', lazy: () => import('../features/login/route') }),
    screenRoute('logout', {
      titleKey: 'account:titles.logout',
      lazy: () => import('../features/logout/route'),
    }),
  ],
});
