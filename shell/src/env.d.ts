/// <reference types="@rsbuild/core/types" />

interface ImportMetaEnv {
  readonly MUSEUM_APP_NAME: string;
  readonly MUSEUM_APP_VERSION: string;
  /** The `@museum/shared` contract range this build needs (shared/build, RemoteModule.sharedContract). */
  readonly MUSEUM_SHARED_CONTRACT: string;
  /** The shared libraries the shell provides, with their versions (shared/build `hostSharedVersions`). */
  readonly MUSEUM_SHARED_VERSIONS: Record<string, { version: string; singleton: boolean }>;
  readonly PUBLIC_API_URL?: string;
  /** The museum's own texts chosen at build time (MUSEUM_TEXT_OVERRIDES, shared/build/text-overrides.ts), or null. */
  readonly MUSEUM_TEXT_OVERRIDES: import('@museum/shared').TextOverrides | null;
}
