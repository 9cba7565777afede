import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { API, REMOTE_PORTS, SHELL } from '../support/environment';
import { expect, expectAccessible, test, waitForPage } from '../support/fixtures';
import { watchUnusedPreloads } from '../support/preloads';

/**
 * Issue 14's budgets, for the figures that do not depend on the machine's speed (the Lighthouse scores and LCP
 * belong to `pnpm bench:web`): the JavaScript `/en/` loads, the requests before the first picture, and the
 * layout shift of each page a visitor lands on, measured in Chromium with the Layout Instability API.
 */
const JAVASCRIPT_BUDGET_BYTES = 150 * 1024;
const REQUESTS_BEFORE_FIRST_PAINT = 11;
const LAYOUT_SHIFT_BUDGET = 0.05;
/** Lighthouse's mobile viewport. */
const PHONE = { width: 412, height: 823 };

/** Printed on every run, so each run of the suite reports the figures, not only a failing one. */
function report(summary: string): void {
  test.info().annotations.push({ type: 'budget', description: summary });
  process.stdout.write(`${summary}\n`);
}

test('/en/ loads at most 150 kB of JavaScript (gzip) before it is interactive', async ({ page, shop }) => {
  // The budget is in gzip; the servers send browsers that take it Brotli, about 13 % less (precompress.ts).
  await page.setExtraHTTPHeaders({ 'Accept-Encoding': 'gzip' });
  const scripts = new Map<string, number>();
  const encodings = new Set<string>();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const sizes = await response.request().sizes();
    scripts.set(response.url(), sizes.responseBodySize);
    encodings.add(response.headers()['content-encoding'] ?? 'identity');
  });
  await shop.visit('/en/');
  await page.waitForLoadState('networkidle');
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  expect(encodings.has('br')).toBe(false);
  report(`/en/ loaded ${scripts.size} scripts, ${(total / 1024).toFixed(1)} kB of JavaScript (gzip)`);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(JAVASCRIPT_BUDGET_BYTES);
});

/**
 * The requests the first picture of the shop waits for: those started before boot hands the page to React
 * (`museum:boot-ready`). Pictures the page asks for while it renders are not on that path.
 */
test('/en/ waits for at most 11 requests before its first picture', async ({ page, shop }) => {
  await shop.visit('/en/');
  const { requests, ready, paint } = await page.evaluate(() => {
    const bootReady = performance.getEntriesByName('museum:boot-ready')[0]?.startTime ?? Number.NaN;
    // The first banner's preload starts before the mark, but nothing waits for it: the page renders without it.
    const pictures = new Set(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
        (link) => link.href,
      ),
    );
    const resources = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < bootReady && !pictures.has(entry.name))
      .map((entry) => new URL(entry.name).pathname);
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    return { requests: ['(document)', ...resources], ready: bootReady, paint: fcp };
  });
  report(
    `/en/ waited for ${requests.length} requests before its first picture (boot ready at ${ready.toFixed(0)} ms, first contentful paint at ${paint.toFixed(0)} ms)`,
  );
  expect(Number.isFinite(ready)).toBe(true);
  expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(REQUESTS_BEFORE_FIRST_PAINT);
});

/**
 * The start's own requests come with the page: its `Link` header names the language's texts, the API calls the
 * first picture waits for and, on a remote's page, the remote's manifest (scripts/lib/boot-preloads.mjs), so the
 * browser asks for them beside the scripts, and the shop then takes those answers instead of asking again (one
 * request each, started by the header).
 */
test('a page announces what its start asks for, and each is asked for once', async ({ page, shop }) => {
  const unusedPreloads = watchUnusedPreloads(page);
  const response = await page.goto('/de/tickets');
  await shop.checkPage();
  const link = response?.headers().link ?? '';
  const announced = [...link.matchAll(/<([^>]+)>; rel=preload; as=(script|fetch)/g)].map(
    ([, url = '']) => new URL(url, page.url()).href,
  );
  expect(announced).toEqual([
    expect.stringMatching(/\/static\/js\/async\/[\w.]+\.js$/),
    `${API}/de/shopinfo/config?shop=179`,
    `${API}/de/content/static`,
    `http://localhost:${REMOTE_PORTS.mf_tickets}/mf-manifest.json`,
  ]);
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const { name, initiatorType } = entry as PerformanceResourceTiming;
      return { name, initiatorType };
    }),
  );
  for (const url of announced)
    expect(
      fetched.filter(({ name }) => name === url),
      url,
    ).toEqual([{ name: url, initiatorType: 'link' }]);
  // Whatever the shop asked for at its start, it took from the header: no second request under another URL.
  for (const call of ['/shopinfo/config', '/content/static', '/mf-manifest.json'])
    expect(
      fetched.filter(({ name }) => new URL(name).pathname.endsWith(call)),
      call,
    ).toHaveLength(1);
  // The texts the header named are the ones the page shows: German.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tickets und Veranstaltungen');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  expect(await unusedPreloads()).toEqual([]);
});

/**
 * The header also opens the connections the start's preloads cannot lend (scripts/lib/boot-preloads.mjs): the
 * browser keeps CORS reads without credentials apart from scripts loaded without `crossorigin` and from <img>s,
 * so without `rel=preconnect` the remote's entry and the API's first picture each opened a connection of their
 * own. Chromium acts on a preconnect hint only in a profile of its own, not in an incognito-like context such as
 * the suite's usual one, so this test opens a profile.
 */
test("the remote's entry and the API's first picture find their connections open", async ({
  launchOptions,
}) => {
  const profile = mkdtempSync(join(tmpdir(), 'museum-preconnect-'));
  // The suite's own Chromium and flags (playwright.config.ts), in a profile.
  const context = await chromium.launchPersistentContext(profile, launchOptions);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const answers: { url: string; type: string; requested: number; reused: boolean }[] = [];
    cdp.on('Network.responseReceived', ({ response, type }) =>
      answers.push({
        url: response.url,
        type,
        requested: response.timing?.requestTime ?? 0,
        reused: response.connectionReused,
      }),
    );
    const firstPicture = () =>
      answers
        .filter(({ url, type }) => type === 'Image' && url.startsWith(`${API}/`))
        .sort((a, b) => a.requested - b.requested)[0];

    // A fresh profile: no connection to the API or the remote is open before the page's own.
    await page.goto(`${SHELL}/en/`);
    await waitForPage(page);
    await expectAccessible(page);
    await expect.poll(() => firstPicture()?.url).toMatch(/\/static\//);
    expect(firstPicture()?.reused, "the API's first picture on the announced connection").toBe(true);

    // The home page loads no remote: the remote's origin is new to this page too.
    await page.goto(`${SHELL}/en/tickets/1`);
    await waitForPage(page);
    await expectAccessible(page);
    const entry = answers.find(
      ({ url }) => url === `http://localhost:${REMOTE_PORTS.mf_tickets}/remoteEntry.js`,
    );
    expect(entry?.reused, "the remote's entry on the announced connection").toBe(true);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** The layout shift a visitor sees while the page arrives (shifts right after an input do not count). */
async function layoutShiftOf(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { museumLayoutShift: typeof shifts }).museumLayoutShift = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Late arrivals (images, deferred data) have settled by now.
  await page.waitForTimeout(1000);
  return page.evaluate(
    () => (window as unknown as { museumLayoutShift: { total: number } }).museumLayoutShift.total,
  );
}

for (const path of [
  '/en/',
  '/en/tickets',
  '/en/tickets/1',
  '/en/guided-tours',
  '/en/merchandise',
  '/en/checkout',
]) {
  test(`${path} does not move while it arrives on a phone (layout shift below 0.05)`, async ({
    page,
    shop,
  }) => {
    await page.setViewportSize(PHONE);
    const shift = await layoutShiftOf(page, path);
    await shop.checkPage();
    report(`${path}: cumulative layout shift ${shift.toFixed(4)}`);
    expect(shift).toBeLessThan(LAYOUT_SHIFT_BUDGET);
  });
}

/**
 * A remote's `./routes` is one script the shell fetches beside the remote's entry (the manifest names it), and
 * every page's loader is part of it. A style sheet or a split-off chunk there would come one round trip later
 * and hold back every page's data: loaders import what fetching needs, no components.
 */
for (const [remote, port] of Object.entries(REMOTE_PORTS)) {
  test(`${remote}'s routes are one script without styles, fetched beside its entry`, async ({ request }) => {
    const manifest = (await (await request.get(`http://localhost:${port}/mf-manifest.json`)).json()) as {
      exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
    };
    const routes = manifest.exposes.find((expose) => expose.path === './routes');
    expect(routes?.assets.js.sync).toHaveLength(1);
    expect(routes?.assets.css.sync).toEqual([]);
  });
}
