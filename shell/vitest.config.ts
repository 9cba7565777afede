import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shell',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
