/// <reference types="@rsbuild/core/types" />

interface ImportMetaEnv {
  readonly MUSEUM_APP_NAME: string;
  readonly MUSEUM_APP_VERSION: string;
  /** The `@museum/shared` contract range this build needs (shared/build, RemoteModule.sharedContract). */
  readonly MUSEUM_SHARED_CONTRACT: string;
  readonly PUBLIC_API_URL?: string;
}
