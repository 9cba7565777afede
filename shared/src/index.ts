// @museum/shared: the one library shared at run time as a singleton (DESIGN §3). It holds only what must exist
// once per page: the stores, the i18n instance, the API client core, the route table, the remote contract
// and the UI primitives. One entry point: a store imported through two specifiers would be two stores.
//
// Everything stateless lives in entries that each app bundles for itself: '@museum/shared/domain' (rules),
// '@museum/shared/wire' (the API's schemas), '@museum/shared/api' (calls several packages make),
// '@museum/shared/analytics', '@museum/shared/sanitize-html', '@museum/shared/standalone',
// '@museum/shared/voucher-code', '@museum/shared/route-code'.
//
// Its public surface is a contract with its own version (SHARED_CONTRACT_VERSION, docs/architecture.md
// "Compatibility"): within a major, changes are additive only.

export * from './api/client';
export * from './api/error-messages';
export * from './api/use-request';
export type { ShopConfig } from './config/shop-config';
export * from './contract/remote-module';
export * from './i18n/i18n';
export * from './i18n/languages';
export * from './routes/route-table';
export * from './routes/use-language';
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
export * from './ui/select-field';
export * from './ui/spinner';
export * from './ui/text-field';
export * from './ui/use-locale';
export * from './ui/visually-hidden';
