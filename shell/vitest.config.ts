import { clientEntryAliases } from '@museum/shared/build';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { alias: clientEntryAliases() },
  test: {
    name: 'shell',
    environment: 'happy-dom',
    setupFiles: ['../shared/src/testing/setup-dom-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
