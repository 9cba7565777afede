import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticServer } from '../../scripts/lib/static-server.mjs';
import { NEWER_CONTRACT_REMOTE_PORT, REMOTE_PORTS } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { serveShopConfig } from '../support/museum-api';

const ROOT = join(import.meta.dirname, '..', '..');
const NEWER = `http://localhost:${NEWER_CONTRACT_REMOTE_PORT}/mf-manifest.json`;
/** The contract the shell provides: the version of @museum/shared it was built with. */
const PROVIDED: string = JSON.parse(readFileSync(join(ROOT, 'shared', 'package.json'), 'utf8')).version;
const DIAGNOSTIC = `it needs @museum/shared ^1.99.0, this shell provides ${PROVIDED} `;

/**
 * `pnpm check:remote` as an operator runs it before a deploy: its exit code and what it printed. Not spawnSync:
 * the remote's server runs in this process and must keep answering.
 */
function checkRemote(manifest: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'shared', 'build', 'check-remote-cli.ts'), manifest], {
      cwd: ROOT,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });
}

/**
 * docs/architecture.md "Compatibility": a team deploys mf_tours built against a newer @museum/shared before
 * the shell. The shell must not render it (it would meet undefined where it expects the newer contract), show
 * the translated fallback in its place, keep the rest of the shop working, and tell the operator once.
 */
test.describe('a remote built against a newer shared contract than the shell', () => {
  // One build and one server for the three tests: they run in one worker, one after the other.
  test.describe.configure({ mode: 'serial' });
  const servers: Server[] = [];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const dist = mkdtempSync(join(tmpdir(), 'museum-mf-tours-next-'));
    const build = spawnSync(join(ROOT, 'mf-tours', 'node_modules', '.bin', 'rsbuild'), ['build'], {
      cwd: join(ROOT, 'mf-tours'),
      env: { ...process.env, MUSEUM_SHARED_CONTRACT_VERSION: '1.99.0', MUSEUM_DIST_DIR: dist },
      encoding: 'utf8',
    });
    if (build.status !== 0)
      throw new Error(`building mf_tours against contract 1.99.0 failed:\n${build.stderr}`);
    const server = createStaticServer({ root: dist, spaFallback: false, cors: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(NEWER_CONTRACT_REMOTE_PORT, resolve);
    });
    servers.push(server);
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  test('shows its fallback in its place, the rest of the shop works, one diagnostic for the operator', async ({
    page,
    shop,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await serveShopConfig(page, (config) => ({ ...config, remotes: { ...config.remotes, mf_tours: NEWER } }));

    await shop.visit('/en/guided-tours');
    const fallback = page.locator('[data-remote-fallback="mf_tours"]');
    await expect(fallback.getByRole('heading', { level: 1 })).toHaveText(
      'This part of the shop is temporarily unavailable',
    );
    await expect(fallback).toContainText(
      'This part of the shop is being updated and cannot be shown right now.',
    );
    await expect(fallback.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByTestId('tour-list')).toHaveCount(0);
    await expect(page).toHaveTitle(/^Temporarily unavailable - /);

    // The rest of the shop: another remote, the header's basket.
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'Tickets' }).click();
    // The address changes once the tickets page is there; checked before, axe would see the tours' fallback.
    await expect(page).toHaveURL(/\/en\/tickets$/);
    await shop.checkPage();
    await expect(page.getByTestId('event-list')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Basket/ })).toBeVisible();

    // Back to the tours: the same fallback, and still one line for the operator, not one per visit.
    await navigation.getByRole('link', { name: 'Guided tours' }).click();
    await expect(fallback).toBeVisible();
    await shop.checkPage();
    expect(
      errors.filter((text) => text.startsWith('Remote mf_tours ') && text.includes(DIAGNOSTIC)),
    ).toHaveLength(1);
    expect(shop.requests).toContain(NEWER);
  });

  test('the fallback is translated', async ({ page, shop }) => {
    await serveShopConfig(page, (config) => ({ ...config, remotes: { ...config.remotes, mf_tours: NEWER } }));
    await shop.visit('/de/guided-tours');
    await expect(page.locator('[data-remote-fallback="mf_tours"]')).toContainText(
      'Dieser Teil des Shops wird gerade aktualisiert',
    );
  });

  test('pnpm check:remote refuses it before a deploy, and accepts the current build', async () => {
    const refused = await checkRemote(NEWER);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('✗ mf_tours');
    expect(refused.output).toContain(
      `@museum/shared: needs ^1.99.0, the shell provides ${PROVIDED} (built against a newer @museum/shared than the shell: deploy the shell first)`,
    );
    const accepted = await checkRemote(`http://localhost:${REMOTE_PORTS.mf_tours}/mf-manifest.json`);
    expect(accepted.output).toContain('✓ mf_tours');
    expect(accepted.status).toBe(0);
  });
});
