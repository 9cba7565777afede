import { defineHostConfig } from '@museum/shared/build';
import { defineConfig } from '@rsbuild/core';

export default defineConfig(
  defineHostConfig({ name: 'shell', port: 3000, cssPrefix: 'sh', title: 'Museum shop' }),
);
