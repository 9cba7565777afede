import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-account',
    environment: 'happy-dom',
    setupFiles: ['../shared/src/testing/setup-dom-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // The account forms are long: typing a whole registration takes seconds on a busy two-core machine.
    testTimeout: 20_000,
  },
});
