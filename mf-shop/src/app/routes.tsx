import { defineRemote, languageCatalogues, screenRoute } from '@museum/shared';
import { withBookingWidgets } from '@museum/shared/route-code';

const merchandiseList = () => import('../features/merchandise-list/route');

/** mf_shop: merchandise, annual passes, vouchers and the product page (DESIGN §1). */
export default defineRemote({
  name: 'mf_shop',
  version: import.meta.env.MUSEUM_APP_VERSION,
  sharedContract: import.meta.env.MUSEUM_SHARED_CONTRACT,
  namespace: 'shop',
  catalogues: languageCatalogues((language) => import(`../locales/${language}.json`)),
  routes: [
    screenRoute('merchandise', { titleKey: 'shop:titles.merchandise', lazy: merchandiseList }),
    screenRoute('merchandiseCategory', { titleKey: 'shop:titles.merchandise', lazy: merchandiseList }),
    screenRoute('passes', {
      titleKey: 'shop:titles.passes',
      lazy: () => import('../features/pass-list/route'),
    }),
    screenRoute('pass', {
      titleKey: 'shop:titles.pass',
      lazy: withBookingWidgets(() => import('../features/pass/route')),
    }),
    screenRoute('vouchers', {
      titleKey: 'shop:titles.vouchers',
      lazy: () => import('../features/voucher-list/route'),
    }),
    screenRoute('voucher', {
      titleKey: 'shop:titles.voucher',
      lazy: withBookingWidgets(() => import('../features/voucher/route')),
    }),
    screenRoute('product', {
      titleKey: 'shop:titles.product',
      lazy: withBookingWidgets(() => import('../features/product/route')),
    }),
  ],
});
