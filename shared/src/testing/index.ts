// Test helpers only (`@museum/shared/testing`): never imported by application code.
export * from './remote-config';
export * from './tickets';
