import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { startStaticServers } from '../serve.mjs';
import { originsFor, portsFor, ROOT, shopConfigFor } from './apps.mjs';

// The binary itself, not node_modules/.bin/node: that wrapper does not exec, so a signal would stop the
// wrapper and leave Node running.
const node24 = join(ROOT, 'node_modules', 'node', 'bin', 'node');

/** Node from the workspace (24, what the API and the tools need); the machine's Node only before install. */
export function workspaceNode() {
  return existsSync(node24) ? node24 : process.execPath;
}

/** Fails fast when a port is taken (by an earlier run, say) instead of talking to the wrong server. */
export function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is already in use: stop whatever runs there first`)),
    );
    probe.listen(port, () => probe.close(resolve));
  });
}

/** Waits until `url` answers 2xx; fails at once when `child` has exited, or after `timeoutMs`. */
export async function waitFor(url, { timeoutMs = 30_000, child } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts one reference API process with its own SQLite file, seeded fresh for today. */
export async function startApi({
  port,
  profile = 'full',
  dbFile,
  corsOrigins,
  extraEnv = {},
  quiet = false,
}) {
  await assertPortFree(port);
  mkdirSync(join(dbFile, '..'), { recursive: true });
  const env = {
    ...process.env,
    PORT: String(port),
    MUSEUM_PROFILE: profile,
    MUSEUM_DB: dbFile,
    API_CORS_ORIGINS: corsOrigins.join(','),
    API_PUBLIC_URL: `http://localhost:${port}/`,
    // The API ends when its standard input closes, so it never outlives the process that started it.
    MUSEUM_EXIT_WITH_PARENT: '1',
    ...extraEnv,
  };
  // Seeded fresh at every start: the demo museum's dates are relative to today.
  await new Promise((resolve, reject) => {
    const seed = spawn(workspaceNode(), ['api/src/seed-cli.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    seed.on('error', reject);
    seed.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seeding the demo museum failed (exit ${code})`)),
    );
  });
  const child = spawn(workspaceNode(), ['api/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['pipe', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  await waitFor(`http://localhost:${port}/en/shopinfo/config?shop=179`, { child });
  return child;
}

/**
 * The assembled shop exactly as `npm start` runs it: API on 4000, shell on 3000, remotes on 3001-3005
 * (all moved by `offset`), with the deploy-time shop.config.json written for those ports.
 */
export async function startStack({
  offset = 0,
  profile = 'full',
  quiet = false,
  apiEnv = {},
  extraOrigins = [],
} = {}) {
  const ports = portsFor(offset);
  await Promise.all(ports.frontends.map((app) => assertPortFree(app.port)));
  const stateDir = join(ROOT, '.museum', `stack-${ports.api}`);
  mkdirSync(stateDir, { recursive: true });
  const shopConfigFile = join(stateDir, 'shop.config.json');
  writeFileSync(shopConfigFile, `${JSON.stringify(shopConfigFor(ports), null, 2)}\n`);
  const api = await startApi({
    port: ports.api,
    profile,
    dbFile: join(stateDir, 'museum.db'),
    corsOrigins: [...originsFor(ports), ...extraOrigins],
    extraEnv: apiEnv,
    quiet,
  });
  let closeStatic;
  try {
    closeStatic = await startStaticServers({ offset, shopConfigFile });
  } catch (error) {
    api.kill('SIGTERM');
    throw error;
  }
  return {
    ports,
    shopConfigFile,
    stateDir,
    api,
    async stop() {
      api.kill('SIGTERM');
      await closeStatic();
    },
  };
}
