import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-tours',
    environment: 'happy-dom',
    setupFiles: ['../shared/src/testing/setup-dom-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
