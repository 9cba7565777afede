import { expect, test } from '../support/fixtures';

/** The budget: JavaScript that /en/ loads before it is interactive, gzip. */
const BUDGET_BYTES = 200 * 1024;

test('the home page loads at most 200 kB of JavaScript (gzip) before it is interactive', async ({
  page,
  shop,
}) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const sizes = await response.request().sizes();
    scripts.set(response.url(), sizes.responseBodySize);
  });
  await shop.visit('/en/');
  await page.waitForLoadState('networkidle');
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const summary = `/en/ loaded ${scripts.size} scripts, ${(total / 1024).toFixed(1)} kB of JavaScript (gzip)`;
  test.info().annotations.push({ type: 'javascript', description: summary });
  // Printed so that every run of the suite reports the number, not only a failing one.
  process.stdout.write(`${summary}\n`);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
