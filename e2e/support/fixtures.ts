import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, as the issue asks: every page the suite visits must pass these. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** Paths that only redirect and never show a page of their own. */
function isRedirectOnly(pathname: string): boolean {
  const [first] = pathname.split('/').filter(Boolean);
  return pathname === '/' || (first !== undefined && !/^[a-z]{2}$/.test(first) && first !== 'logout');
}

export async function waitForPage(page: Page): Promise<void> {
  // Set by the shell the moment a navigation starts (a click that leads elsewhere), before anything is shown.
  await expect(page.locator('html[data-navigating]')).toHaveCount(0);
  await expect(page.locator('[data-page-title]').first()).toBeVisible();
  await expect(page.locator('[data-waiting]')).toHaveCount(0);
}

export async function expectAccessible(page: Page): Promise<void> {
  // Legacy mode runs axe.run in the page itself. The default runs each frame partially and finishes in a new
  // blank page, which costs a page's start-up per check (axe took 2.3 s a page instead of 1.3 s on 2 cores).
  // Only cross-origin frames would go unchecked, and the shop has no frames.
  // Checked at the top of the page, then scrolled back: axe's target-size rule counts a button that happens to
  // lie half under the sticky header at the current scroll position (after a focus moved the page) as too
  // small, though the visitor sees it whole as soon as the page scrolls; at the top the header covers nothing.
  // Focus stays where it is (WCAG 2.4.11 for the focused field is kept by scroll-padding, global.css).
  const scrolled = await page.evaluate(() => {
    const y = window.scrollY;
    window.scrollTo({ top: 0, behavior: 'instant' });
    return y;
  });
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrolled);
  const violations = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

export interface Shop {
  /** Opens a path of the shop, waits for its page, and checks it with axe. */
  visit(path: string): Promise<void>;
  /** Waits for the current page and checks it with axe (after client-side navigation). */
  checkPage(): Promise<void>;
  /**
   * Opens a path that shows no page of its own but redirects in the browser (a museum's home view), expects
   * the target address, and checks the target page with axe.
   */
  visitRedirect(path: string, target: RegExp): Promise<void>;
  /** Every URL the page requested so far. */
  requests: string[];
}

export const test = base.extend<{ shop: Shop }>({
  // Automatic: every test that opens a page is held to the axe rule, whether it uses `shop` or not.
  shop: [
    async ({ page }, use) => {
      const visited = new Set<string>();
      const checked = new Set<string>();
      const redirecting = new Set<string>();
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) return;
        const url = new URL(frame.url());
        if (url.protocol.startsWith('http') && !isRedirectOnly(url.pathname))
          visited.add(`${url.origin}${url.pathname}`);
      });
      const checkPage = async () => {
        await waitForPage(page);
        await expectAccessible(page);
        const url = new URL(page.url());
        checked.add(`${url.origin}${url.pathname}`);
      };
      await use({
        async visit(path) {
          await page.goto(path);
          await checkPage();
        },
        checkPage,
        async visitRedirect(path, target) {
          await page.goto(path);
          const url = new URL(path, page.url());
          redirecting.add(`${url.origin}${url.pathname}`);
          await expect(page).toHaveURL(target);
          await checkPage();
        },
        requests,
      });
      // The rule: axe on every page the suite visits. A page left unchecked fails the test.
      if (!page.isClosed() && page.url().startsWith('http')) {
        const url = new URL(page.url());
        if (!checked.has(`${url.origin}${url.pathname}`) && !isRedirectOnly(url.pathname)) {
          await expectAccessible(page);
          checked.add(`${url.origin}${url.pathname}`);
        }
      }
      const unchecked = [...visited].filter((url) => !checked.has(url) && !redirecting.has(url));
      expect(unchecked, 'pages visited without an axe check').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
