/**
 * The federation runtime exists once per page (docs/architecture.md "One federation runtime"). A remote is
 * built with these packages as externals read from the page's globals, so its entry carries only its own
 * container code; the shell provides them. Both sides take the names
 * from here, and both must be built with the same @module-federation release.
 */
export const FEDERATION_RUNTIME_GLOBALS = {
  '@module-federation/runtime-core': '_FEDERATION_RUNTIME_CORE',
  '@module-federation/runtime': '_FEDERATION_RUNTIME',
  '@module-federation/sdk': '_FEDERATION_SDK',
} as const;
