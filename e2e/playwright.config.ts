import { defineConfig } from '@playwright/test';
import { CHROMIUM, SHELL } from './support/environment';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // Two cores: two workers keep the browser and the servers busy without starving each other.
  workers: process.env.CI ? 2 : 2,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: SHELL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
