import { defineRemoteConfig } from '@museum/shared/build';
import { defineConfig } from '@rsbuild/core';

export default defineConfig(
  defineRemoteConfig({ name: 'mf_tours', port: 3002, cssPrefix: 'gt', title: 'Guided tours (standalone)' }),
);
