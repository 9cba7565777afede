import { defineConfig } from 'vitest/config';

// One runner for the whole workspace; each package is a project so that
// `pnpm --filter <pkg> test` and `pnpm test:unit` run the same files.
export default defineConfig({
  test: {
    projects: ['shared', 'shell', 'mf-tickets', 'mf-tours', 'mf-shop', 'mf-checkout', 'mf-account', 'api'],
  },
});
