// @museum/shared/domain: the shop's business rules as pure functions (SPEC §4, §5, §9), with tests beside
// them. Pure means no store, no request, no React: a remote imports the rules it needs from here and its
// bundler keeps only those, so a rule of one remote never adds to the pages of another or to the shell's
// start. The rules the shared runtime itself needs (formats, derived configuration, links, route guard,
// cart lines) are also exported from '@museum/shared'.
export * from './account/customer-form';
export * from './account/field-errors';
export * from './account/sign-in';
export * from './account/validation';
export * from './address-secrets';
export * from './banners';
export * from './calendar-dates';
export * from './cart-item';
export * from './cart-lines';
export * from './cart-preparation';
export * from './checkout/analytics';
export * from './checkout/calendar-file';
export * from './checkout/cart-names';
export * from './checkout/cart-totals';
export * from './checkout/checkout-flow';
export * from './checkout/iban';
export * from './checkout/nearest-slot';
export * from './checkout/payment';
export * from './checkout/payment-cart';
export * from './checkout/shipping';
export * from './contract-compatibility';
export * from './derived-config';
export * from './double-submit';
export * from './footer-links';
export * from './format';
export * from './return-to';
export * from './route-guard';
export * from './route-match';
export * from './shop/merchandise';
export * from './shop/pass-owners';
export * from './shop/shop-lines';
export * from './shop/text-input';
export * from './shop/voucher-code';
export * from './shop/vouchers';
export * from './site-links';
export * from './sorting';
export * from './tickets/basket-places';
export * from './tickets/event-list';
export * from './tickets/ticket-calendar';
export * from './tickets/ticket-cart-items';
export * from './tickets/ticket-selection';
export * from './tickets/time-slots';
export * from './toast-placement';
export * from './tours/tour-answers';
export * from './tours/tour-calendar';
export * from './tours/tour-cart-item';
export * from './tours/tour-form';
export * from './tours/tour-list';
export * from './tours/tour-time-slots';
export * from './viewport';
