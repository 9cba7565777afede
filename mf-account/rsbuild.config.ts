import { defineRemoteConfig } from '@museum/shared/build';
import { defineConfig } from '@rsbuild/core';

export default defineConfig(
  defineRemoteConfig({ name: 'mf_account', port: 3005, cssPrefix: 'ac', title: 'Account (standalone)' }),
);
