import { defineRemoteConfig } from '@museum/shared/build';
import { defineConfig } from '@rsbuild/core';

export default defineConfig(
  defineRemoteConfig({ name: 'mf_checkout', port: 3004, cssPrefix: 'co', title: 'Checkout (standalone)' }),
);
