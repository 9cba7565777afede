import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-tickets',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
