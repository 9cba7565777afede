// @museum/shared/api: the calls more than one package makes (DESIGN §3). Not part of the singleton: each app
// bundles the calls it imports. A remote's own calls live in its features (`features/*/api/`). These modules
// reach the singleton (client, stores) only through '@museum/shared', never by a relative path: a store
// bundled twice would be two stores.
export * from './customer';
export * from './guest';
export * from './payment-types';
export * from './remote-config';
export * from './shop-config';
export * from './static-content';
