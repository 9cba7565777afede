import { defineRemote, languageCatalogues, screenRoute } from '@museum/shared';
import { withBookingWidgets } from '@museum/shared/route-code';

/** mf_checkout: cart, payment, payment results and order review (DESIGN §1). */
export default defineRemote({
  name: 'mf_checkout',
  version: import.meta.env.MUSEUM_APP_VERSION,
  sharedContract: import.meta.env.MUSEUM_SHARED_CONTRACT,
  namespace: 'checkout',
  catalogues: languageCatalogues((language) => import(`../locales/${language}.json`)),
  routes: [
    screenRoute('checkout', {
      titleKey: 'checkout:titles.cart',
      lazy: withBookingWidgets(() => import('../features/cart/route')),
    }),
    screenRoute('checkoutAccepted', {
      titleKey: 'checkout:titles.accepted',
      lazy: () => import('../features/payment-result/accepted-route'),
    }),
    screenRoute('checkoutCanceled', {
      titleKey: 'checkout:titles.canceled',
      lazy: () => import('../features/payment-result/canceled-route'),
    }),
    screenRoute('checkoutSuccess', {
      titleKey: 'checkout:titles.success',
      lazy: () => import('../features/payment-result/success-route'),
    }),
    screenRoute('checkoutFailed', {
      titleKey: 'checkout:titles.failed',
      lazy: () => import('../features/cart/failed-route'),
    }),
    screenRoute('orderReview', {
      titleKey: 'checkout:titles.orderReview',
      lazy: () => import('../features/order-review/route'),
    }),
  ],
});
