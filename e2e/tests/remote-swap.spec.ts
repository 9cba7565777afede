import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticServer } from '../../scripts/lib/static-server.mjs';
import { API, REMOTE_PORTS, SWAP_REMOTE_PORT, SWAP_SHELL_PORT } from '../support/environment';
import { expect, test } from '../support/fixtures';

const ROOT = join(import.meta.dirname, '..', '..');

function treeHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const entry of readdirSync(current).sort()) {
      const path = join(current, entry);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
}

/**
 * An operator swaps one remote for one museum by editing one manifest URL in the shell's served
 * shop.config.json. Here: a shell served with its own config file, and a second deployment of mf_tours on
 * another origin. Nothing is rebuilt: the shell's build output is byte-for-byte the same afterwards.
 */
test.describe('operator swaps a remote by editing shop.config.json', () => {
  const servers: Server[] = [];
  let configFile = '';

  test.beforeAll(async () => {
    const config = {
      api: `${API}/`,
      remotes: Object.fromEntries(
        Object.entries(REMOTE_PORTS).map(([name, port]) => [
          name,
          `http://localhost:${port}/mf-manifest.json`,
        ]),
      ),
      supportEmail: 'shop@museum.example',
    };
    configFile = join(mkdtempSync(join(tmpdir(), 'museum-swap-')), 'shop.config.json');
    writeFileSync(configFile, JSON.stringify(config, null, 2));
    const shell = createStaticServer({
      root: join(ROOT, 'shell', 'dist'),
      spaFallback: true,
      cors: false,
      overrides: { '/shop.config.json': configFile },
    });
    const otherTours = createStaticServer({
      root: join(ROOT, 'mf-tours', 'dist'),
      spaFallback: false,
      cors: true,
    });
    await listen(shell, SWAP_SHELL_PORT);
    await listen(otherTours, SWAP_REMOTE_PORT);
    servers.push(shell, otherTours);
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  test('the next page load uses the new remote; the shell is not rebuilt', async ({ page, shop }) => {
    const shellBuild = treeHash(join(ROOT, 'shell', 'dist'));
    const shellUrl = `http://localhost:${SWAP_SHELL_PORT}`;

    await shop.visit(`${shellUrl}/en/guided-tours`);
    await expect(page.getByTestId('tour-list').getByRole('listitem').first()).toBeVisible();
    expect(shop.requests).toContain(`http://localhost:${REMOTE_PORTS.mf_tours}/mf-manifest.json`);

    // The operator's one-line edit.
    const config = JSON.parse(readFileSync(configFile, 'utf8'));
    config.remotes.mf_tours = `http://localhost:${SWAP_REMOTE_PORT}/mf-manifest.json`;
    writeFileSync(configFile, JSON.stringify(config, null, 2));

    shop.requests.length = 0;
    await page.reload();
    await shop.checkPage();
    await expect(page.getByTestId('tour-list').getByRole('listitem').first()).toBeVisible();
    expect(shop.requests).toContain(`http://localhost:${SWAP_REMOTE_PORT}/mf-manifest.json`);
    expect(shop.requests.some((url) => url.startsWith(`http://localhost:${REMOTE_PORTS.mf_tours}/`))).toBe(
      false,
    );
    expect(treeHash(join(ROOT, 'shell', 'dist'))).toBe(shellBuild);
  });
});
