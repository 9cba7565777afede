/// <reference types="@rsbuild/core/types" />

interface ImportMetaEnv {
  readonly MUSEUM_APP_NAME: string;
  readonly MUSEUM_APP_VERSION: string;
  readonly PUBLIC_API_URL?: string;
}
