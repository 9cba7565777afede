import { resolve } from 'node:path';
import { API, REMOTE_PORTS } from '../support/environment';
import { expect, test } from '../support/fixtures';

/**
 * docs/architecture.md "One federation runtime per page": a remote's entry reads the page's federation runtime
 * instead of carrying its own, and the shell provides it. A remote's own origin (a team running its remote
 * alone) serves a plain bundle of the same code, without federation.
 */

/**
 * What mf_tickets's remoteEntry.js weighs (gzip): 32.7 kB when it carried the runtime, 9.3 kB without it, 8.0 kB
 * with the ES module build of the bundler runtime (shared/build/federation-runtime.ts), 7.1 kB without fallbacks
 * for the singletons (shared/build `remoteShared`).
 */
const ENTRY_WITHOUT_RUNTIME_BYTES = 7.5 * 1024;

test('a remote page in the shop loads a remote entry without a runtime of its own, and its manifest once', async ({
  page,
  shop,
}) => {
  // Sizes in gzip, as the limit below is; browsers that take Brotli get it smaller still.
  await page.setExtraHTTPHeaders({ 'Accept-Encoding': 'gzip' });
  const entries: number[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/remoteEntry.js')) return;
    entries.push((await response.request().sizes()).responseBodySize);
  });
  await shop.visit('/en/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets and events' })).toBeVisible();
  const manifest = `http://localhost:${REMOTE_PORTS.mf_tickets}/mf-manifest.json`;
  expect(shop.requests.filter((url) => url === manifest)).toHaveLength(1);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toBeLessThan(ENTRY_WITHOUT_RUNTIME_BYTES);
});

/** What a remote's mf-manifest.json names of its own copies of the shared libraries. */
interface SharedAssets {
  shared: { name: string; singleton: boolean; assets: { js: { sync: string[]; async: string[] } } }[];
}

for (const [remote, path, heading] of [
  ['mf_tickets', '/en/tickets/1', 'Light and Shadow – Impressionism'],
  ['mf_checkout', '/en/checkout', 'Your basket'],
] as const)
  test(`${path} runs on the shell's libraries: ${remote} has no copy of a singleton, and fetches none of zod/mini`, async ({
    page,
    shop,
  }) => {
    const origin = `http://localhost:${REMOTE_PORTS[remote]}`;
    const manifest = (await (await page.request.get(`${origin}/mf-manifest.json`)).json()) as SharedAssets;
    const files = (name: string) =>
      manifest.shared
        .filter((entry) => entry.name === name)
        .flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async]);
    // React, the router, the stores' library and @museum/shared: only ever the shell's.
    const singletons = manifest.shared.filter((entry) => entry.singleton);
    expect(singletons.map(({ name }) => name)).toEqual(expect.arrayContaining(['react', '@museum/shared']));
    for (const { name } of singletons) expect(files(name), name).toEqual([]);
    // zod/mini keeps its copy, for a shell whose `z` is older than the remote needs; this shell's will do.
    const zod = files('zod/mini').map((file) => `${origin}/${file}`);
    expect(zod.length).toBeGreaterThan(0);
    await shop.visit(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(shop.requests.filter((url) => zod.includes(url))).toEqual([]);
  });

test("a remote's standalone page is a plain bundle of its code, without federation", async ({
  page,
  shop,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The standalone build asks the API of DESIGN §1 (localhost:4000); this suite's API is moved by the offset.
  await page.route('http://localhost:4000/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${API}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  const origin = `http://localhost:${REMOTE_PORTS.mf_tickets}`;
  await shop.visit(`${origin}/en/tickets/1`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Light and Shadow – Impressionism' }),
  ).toBeVisible();
  const scripts = await page
    .locator('head script[src]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src') ?? ''));
  expect(scripts).toEqual([expect.stringMatching(/^static\/standalone\/js\/index\.[0-9a-f]+\.js$/)]);
  // Nothing of the federated build: no entry, no manifest, none of its chunks.
  const remoteFiles = shop.requests.filter(
    (url) => url.startsWith(origin) && !url.includes('/static/standalone/'),
  );
  expect(remoteFiles.filter((url) => /remoteEntry|mf-manifest|\/static\/js\//.test(url))).toEqual([]);
  expect(errors).toEqual([]);
});

/**
 * A remote's entry and manifest are deployed as they are built: they name shared modules by package or by an
 * alias of the build (`museum-client-entry/zod-mini`), never by a path of the machine that built them, which
 * would show its directories to every visitor.
 */
test("no remote's entry or manifest names a directory of the machine that built it", async ({ request }) => {
  const checkout = resolve(import.meta.dirname, '..', '..');
  for (const port of Object.values(REMOTE_PORTS)) {
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const response = await request.get(`http://localhost:${port}/${file}`);
      expect(response.ok()).toBe(true);
      const text = await response.text();
      expect(text.includes(checkout), `${port}/${file}`).toBe(false);
      expect(text).not.toMatch(/"(?:\/|[A-Z]:\\\\)[^"]*client-entries/);
    }
  }
});
