import { defineRemote, languageCatalogues, screenRoute } from '@museum/shared';
import { pageRoute, withBookingWidgets } from '@museum/shared/route-code';
import { loader as checkoutLoader } from '../features/cart/loader';
import { loader as orderReviewLoader } from '../features/order-review/loader';
import { loader as acceptedLoader } from '../features/payment-result/accepted-loader';

/** mf_checkout: cart, payment, payment results and order review (DESIGN §1). */
export default defineRemote({
  name: 'mf_checkout',
  version: import.meta.env.MUSEUM_APP_VERSION,
  sharedContract: import.meta.env.MUSEUM_SHARED_CONTRACT,
  namespace: 'checkout',
  catalogues: languageCatalogues((language) => import(`../locales/${language}.json`)),
  routes: [
    pageRoute('checkout', {
      titleKey: 'checkout:titles.cart',
      lazy: withBookingWidgets(() => import('../features/cart/route')),
      loader: checkoutLoader,
    }),
    pageRoute('checkoutAccepted', {
      titleKey: 'checkout:titles.accepted',
      lazy: () => import('../features/payment-result/accepted-route'),
      loader: acceptedLoader,
    }),
    screenRoute('checkoutCanceled', {
      titleKey: 'checkout:titles.canceled',
      lazy: () => import('../features/payment-result/canceled-route'),
    }),
    screenRoute('checkoutSuccess', {
      titleKey: 'checkout:titles.success',
      lazy: () => import('../features/payment-result/success-route'),
    }),
    pageRoute('checkoutFailed', {
      titleKey: 'checkout:titles.failed',
      lazy: () => import('../features/cart/failed-route'),
      loader: checkoutLoader,
    }),
    pageRoute('orderReview', {
      titleKey: 'checkout:titles.orderReview',
      lazy: () => import('../features/order-review/route'),
      loader: orderReviewLoader,
    }),
  ],
});
