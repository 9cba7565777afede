import { defineRemoteConfig } from '@museum/shared/build';
import { defineConfig } from '@rsbuild/core';

export default defineConfig(
  defineRemoteConfig({ name: 'mf_shop', port: 3003, cssPrefix: 'sp', title: 'Shop (standalone)' }),
);
