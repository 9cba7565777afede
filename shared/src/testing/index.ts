// Test helpers only (`@museum/shared/testing`): never imported by application code. The kit for a remote's
// tests: an HTTP-level fake of the museum API, rendering a remote's route as the shell would, and fixtures.
export * from './cart-lines';
export * from './museum-api';
export * from './remote-config';
export * from './render-route';
export * from './tickets';
export * from './tours';
