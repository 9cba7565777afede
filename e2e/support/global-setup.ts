import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startApi, startStack } from '../../scripts/lib/stack.mjs';
import {
  DEV_REMOTE_PORT,
  DEV_SHELL_PORT,
  NGINX_SHELL_PORT,
  PORT_OFFSET,
  PROFILE_APIS,
  SHELL,
  SWAP_SHELL_PORT,
} from './environment';
import { startSingleEventApi } from './ticket-demo';

/**
 * Starts the assembled shop the same way `npm start` does (production builds, seeded SQLite, API, shell and
 * remotes on separate origins), on the suite's own ports, and one more API per demo profile in PROFILE_APIS
 * (each with its own SQLite file; tests point the shell at one through its shop.config.json).
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const stack = await startStack({
    offset: PORT_OFFSET,
    profile: 'full',
    quiet: true,
    apiEnv: { MUSEUM_ENABLE_TEST_ENDPOINTS: '1' },
    extraOrigins: [SWAP_SHELL_PORT, NGINX_SHELL_PORT, DEV_SHELL_PORT, DEV_REMOTE_PORT].map(
      (port) => `http://localhost:${port}`,
    ),
  });
  await startSingleEventApi();
  const apis: ChildProcess[] = [];
  try {
    for (const [name, port] of Object.entries(PROFILE_APIS)) {
      apis.push(
        await startApi({
          port,
          profile: name === 'faults' || name === 'checkout' ? 'full' : name,
          dbFile: join(stack.stateDir, `profile-${name}.db`),
          corsOrigins: [SHELL],
          extraEnv: { MUSEUM_ENABLE_TEST_ENDPOINTS: '1' },
          quiet: true,
        }),
      );
    }
  } catch (error) {
    for (const api of apis) api.kill('SIGTERM');
    await stack.stop();
    throw error;
  }
  return async () => {
    for (const api of apis) api.kill('SIGTERM');
    await stack.stop();
  };
}
