import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { assertPortFree, waitFor } from '../../scripts/lib/stack.mjs';
import { API, DEV_REMOTE_PORT, DEV_SHELL_PORT } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { serveShopConfig } from '../support/museum-api';

/**
 * README "Running one remote alone" and `pnpm dev`: the dev servers a team works with, not the builds the rest
 * of the suite runs. They compile differently (rsbuild's dev mode), and once failed where every build passed:
 * the shell's server stopped at boot-preloads, and a remote's pages never came (docs/architecture.md,
 * "One federation runtime per page"). Each server is the package's own `rsbuild dev`, on a port of the suite's.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const TOURS = `http://localhost:${DEV_REMOTE_PORT}`;
const SHELL = `http://localhost:${DEV_SHELL_PORT}`;

const servers: ChildProcess[] = [];

async function startDevServer(pkg: string, port: number, env: Record<string, string> = {}): Promise<void> {
  // A server left over from an interrupted run would answer instead, with older code.
  await assertPortFree(port);
  const server = spawn(
    resolve(ROOT, pkg, 'node_modules', '.bin', 'rsbuild'),
    ['dev', '--port', String(port)],
    {
      cwd: resolve(ROOT, pkg),
      env: { ...process.env, ...env },
      stdio: 'ignore',
      detached: true,
    },
  );
  servers.push(server);
  // A server that exits (a taken port, a broken config) fails at once.
  await waitFor(`http://localhost:${port}/`, { timeoutMs: 90_000, child: server });
}

test.describe('dev servers', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });

  test.beforeAll(async () => {
    await Promise.all([
      startDevServer('mf-tours', DEV_REMOTE_PORT, { PUBLIC_API_URL: `${API}/` }),
      startDevServer('shell', DEV_SHELL_PORT),
    ]);
  });

  test.afterAll(() => {
    for (const server of servers) {
      try {
        if (server.pid) process.kill(-server.pid, 'SIGTERM');
      } catch {
        // It has exited already.
      }
    }
  });

  test('a remote alone (`rsbuild dev` in mf-tours) shows its pages', async ({ page, shop }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await shop.visit(`${TOURS}/en/guided-tours`);
    await expect(page.getByRole('heading', { level: 1, name: 'Guided tours' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the shell's dev server shows a remote's page from that remote's dev server", async ({
    page,
    shop,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The dev shell's shop.config.json names the ports of DESIGN §1; here the suite's API and remotes, and the
    // dev remote for the tours.
    await serveShopConfig(page, (config) => ({
      ...config,
      remotes: { ...config.remotes, mf_tours: `${TOURS}/mf-manifest.json` },
    }));
    // A dev server answers cross-origin requests from the origins of DESIGN §1 only.
    await page.route(`${TOURS}/mf-manifest.json`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'access-control-allow-origin': SHELL },
      });
    });
    await shop.visit(`${SHELL}/en/guided-tours/1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Highlights of the collection' })).toBeVisible();
    await shop.visit(`${SHELL}/de/`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Willkommen im Museum Lindenhof – Online-Shop' }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
});
