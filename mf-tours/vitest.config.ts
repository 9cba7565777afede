import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-tours',
    environment: 'happy-dom',
    setupFiles: ['../shared/src/testing/setup-dom-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A page test types through whole forms; on a busy two-core machine that outlasts the 5 s default.
    testTimeout: 30_000,
  },
});
