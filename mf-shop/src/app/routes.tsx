import { defineRemote, languageCatalogues } from '@museum/shared';
import { pageRoute, withBookingWidgets } from '@museum/shared/route-code';
import { loader as merchandiseListLoader } from '../features/merchandise-list/loader';
import { loader as passLoader } from '../features/pass/loader';
import { loader as passListLoader } from '../features/pass-list/loader';
import { loader as productLoader } from '../features/product/loader';
import { loader as voucherLoader } from '../features/voucher/loader';
import { loader as voucherListLoader } from '../features/voucher-list/loader';

const merchandiseList = () => import('../features/merchandise-list/route');

/** mf_shop: merchandise, annual passes, vouchers and the product page (DESIGN §1). */
export default defineRemote({
  name: 'mf_shop',
  version: import.meta.env.MUSEUM_APP_VERSION,
  sharedContract: import.meta.env.MUSEUM_SHARED_CONTRACT,
  namespace: 'shop',
  catalogues: languageCatalogues((language) => import(`../locales/${language}.json`)),
  routes: [
    pageRoute('merchandise', {
      titleKey: 'shop:titles.merchandise',
      lazy: merchandiseList,
      loader: merchandiseListLoader,
    }),
    pageRoute('merchandiseCategory', {
      titleKey: 'shop:titles.merchandise',
      lazy: merchandiseList,
      loader: merchandiseListLoader,
    }),
    pageRoute('passes', {
      titleKey: 'shop:titles.passes',
      lazy: () => import('../features/pass-list/route'),
      loader: passListLoader,
    }),
    pageRoute('pass', {
      titleKey: 'shop:titles.pass',
      lazy: withBookingWidgets(() => import('../features/pass/route')),
      loader: passLoader,
    }),
    pageRoute('vouchers', {
      titleKey: 'shop:titles.vouchers',
      lazy: () => import('../features/voucher-list/route'),
      loader: voucherListLoader,
    }),
    pageRoute('voucher', {
      titleKey: 'shop:titles.voucher',
      lazy: withBookingWidgets(() => import('../features/voucher/route')),
      loader: voucherLoader,
    }),
    pageRoute('product', {
      titleKey: 'shop:titles.product',
      lazy: withBookingWidgets(() => import('../features/product/route')),
      loader: productLoader,
    }),
  ],
});
