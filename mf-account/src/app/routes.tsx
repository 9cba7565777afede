import { defineRemote, languageCatalogues, screenRoute } from '@museum/shared';
import { pageRoute } from '@museum/shared/route-code';
import { loader as guestRegistrationLoader } from '../features/guest-registration/loader';
import { loader as logoutLoader } from '../features/logout/loader';
import { loader as registrationLoader } from '../features/registration/loader';
import { loader as settingsLoader } from '../features/settings/loader';

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
    pageRoute('logout', {
      titleKey: 'account:titles.logout',
      lazy: () => import('../features/logout/route'),
      loader: logoutLoader,
    }),
    screenRoute('login', { titleKey: 'account:titles.login', lazy: () => import('../features/login/route') }),
    pageRoute('register', {
      titleKey: 'account:titles.register',
      lazy: () => import('../features/registration/route'),
      loader: registrationLoader,
    }),
    screenRoute('registerSuccess', {
      titleKey: 'account:titles.registerSuccess',
      lazy: () => import('../features/registration/success-route'),
    }),
    pageRoute('guestRegister', {
      titleKey: 'account:titles.guestRegister',
      lazy: () => import('../features/guest-registration/route'),
      loader: guestRegistrationLoader,
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
    pageRoute('settings', {
      titleKey: 'account:titles.settings',
      lazy: () => import('../features/settings/route'),
      loader: settingsLoader,
    }),
  ],
});
