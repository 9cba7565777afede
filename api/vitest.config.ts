import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The concurrency test forks real processes; give it room on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
