import { defineRemoteConfig } from '@museum/shared/build';
import { defineConfig } from '@rsbuild/core';

export default defineConfig(
  defineRemoteConfig({ name: 'mf_tickets', port: 3001, cssPrefix: 'tk', title: 'Tickets (standalone)' }),
);
