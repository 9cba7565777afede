import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-shop',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
