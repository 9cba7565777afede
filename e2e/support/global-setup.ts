import type { FullConfig } from '@playwright/test';
import { startStack } from '../../scripts/lib/stack.mjs';
import { PORT_OFFSET, SWAP_SHELL_PORT } from './environment';
import { startSingleEventApi } from './ticket-demo';

/**
 * Starts the assembled shop the same way `npm start` does (production builds, seeded SQLite, API, shell and
 * remotes on separate origins), on the suite's own ports.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const stack = await startStack({
    offset: PORT_OFFSET,
    profile: 'full',
    quiet: true,
    apiEnv: { MUSEUM_ENABLE_TEST_ENDPOINTS: '1' },
    extraOrigins: [`http://localhost:${SWAP_SHELL_PORT}`],
  });
  await startSingleEventApi();
  return () => stack.stop();
}
