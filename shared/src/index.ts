// @museum/shared: the one library shared at run time as a singleton (DESIGN §3). One entry point: a store
// imported through two specifiers would be two stores.

export * from './analytics/data-layer';
export * from './api/client';
export * from './api/endpoints/auth';
export * from './api/endpoints/checkout';
export * from './api/endpoints/config';
export * from './api/endpoints/content';
export * from './api/endpoints/customer';
export * from './api/endpoints/events';
export * from './api/endpoints/merchandise';
export * from './api/endpoints/tickets';
export * from './api/endpoints/tours';
// The wire contract: types of what the API answers. Prepared cart items are `wire.CartItem`; the shop's own
// cart lines are the domain's `CartItem`.
export type {
  Banner,
  Customer,
  CustomerAttr,
  Event,
  EventMap,
  IdName,
  Merchandise,
  PaymentType,
  RemoteConfig,
  ScheduleEntry,
  ShopMeta,
  SocialLink,
  StaticContent,
  StaticPage,
  Subticket,
  Ticket,
  TicketCalendar,
  TicketCollect,
  TicketLifetime,
  Tour,
} from './api/wire/index.ts';
export * as wire from './api/wire/index.ts';
export * from './config/shop-config';
export * from './contract/remote-module';
export * from './domain/banners';
export * from './domain/cart-item';
export * from './domain/derived-config';
export * from './domain/footer-links';
export * from './domain/format';
export * from './domain/return-to';
export * from './domain/route-guard';
export * from './domain/site-links';
export * from './domain/viewport';
export * from './i18n/i18n';
export * from './i18n/languages';
export * from './routes/route-table';
export * from './routes/use-language';
export * from './security/sanitize-html';
export * from './standalone/start-standalone';
export * from './stores/cart-store';
export * from './stores/config-store';
export * from './stores/content-store';
export * from './stores/cookie-consent-store';
export * from './stores/customer-store';
export * from './stores/hydrate';
export * from './stores/message-store';
export * from './stores/remote-status-store';
export * from './stores/route-guard-store';
export * from './stores/session-storage';
export * from './stores/session-store';
export * from './stores/visit-store';
export * from './stores/waiting-store';
export * from './ui/button';
export * from './ui/card-grid';
export * from './ui/external-link';
export * from './ui/lazy-widgets';
export * from './ui/notice';
export * from './ui/page-title';
export * from './ui/price';
export * from './ui/spinner';
export * from './ui/text-field';
export * from './ui/use-locale';
export * from './ui/visually-hidden';
