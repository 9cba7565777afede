import { defineRemote, languageCatalogues, screenRoute } from '@museum/shared';

/**
 * mf_account: login, registration, guest registration, password recovery, settings and logout (DESIGN §1,
 * SPEC §2). The route table marks logout as unprefixed: the shell mounts it at /logout. Every page's code and
 * data load with its route (`lazy`, `loader`).
 */
export default defineRemote({
  name: 'mf_account',
  version: import.meta.env.MUSEUM_APP_VERSION,
  sharedContract: import.meta.env.MUSEUM_SHARED_CONTRACT,
  namespace: 'account',
  catalogues: languageCatalogues((language) => import(`../locales/${language}.json`)),
  routes: [
    screenRoute('logout', {
      titleKey: 'account:titles.logout',
      lazy: () => import('../features/logout/route'),
    }),
    screenRoute('login', { titleKey: 'account:titles.login', lazy: () => import('../features/login/route') }),
    screenRoute('register', {
      titleKey: 'account:titles.register',
      lazy: () => import('../features/registration/route'),
    }),
    screenRoute('registerSuccess', {
      titleKey: 'account:titles.registerSuccess',
      lazy: () => import('../features/registration/success-route'),
    }),
    screenRoute('guestRegister', {
      titleKey: 'account:titles.guestRegister',
      lazy: () => import('../features/guest-registration/route'),
    }),
    screenRoute('forgotPassword', {
      titleKey: 'account:titles.forgotPassword',
      lazy: () => import('../features/password-recovery/forgot-password-route'),
    }),
    screenRoute('forgotPasswordSuccess', {
      titleKey: 'account:titles.forgotPasswordSuccess',
      lazy: () => import('../features/password-recovery/reset-requested-route'),
    }),
    screenRoute('recoverAccount', {
      titleKey: 'account:titles.recoverAccount',
      lazy: () => import('../features/password-recovery/recover-route'),
    }),
    screenRoute('recoverSuccess', {
      titleKey: 'account:titles.recoverSuccess',
      lazy: () => import('../features/password-recovery/recovered-route'),
    }),
    screenRoute('settings', {
      titleKey: 'account:titles.settings',
      lazy: () => import('../features/settings/route'),
    }),
  ],
});
