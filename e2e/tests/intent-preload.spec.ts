import { REMOTE_PORTS } from '../support/environment';
import { expect, test } from '../support/fixtures';

const TICKETS_ORIGIN = `http://localhost:${REMOTE_PORTS.mf_tickets}`;

/**
 * Issue 14: a remote's entry and first page load when the visitor shows intent (pointer over, or focus on, a
 * link into it), not before: the start page loads no remote at all, and the click finds the page's code there.
 */
test.describe('remotes load on intent', () => {
  test('hovering a link loads that remote and the code of its page; the click needs no more code', async ({
    page,
    shop,
  }) => {
    await shop.visit('/en/');
    await page.waitForLoadState('networkidle');
    expect(shop.requests.filter((url) => url.startsWith(TICKETS_ORIGIN))).toEqual([]);

    const tickets = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Tickets' });
    await tickets.hover();
    const fromTickets = () => new Set(shop.requests.filter((url) => url.startsWith(TICKETS_ORIGIN)));
    // The preload is a chain (runtime, manifest, entry, routes, the page's code and styles): wait until the
    // page's styles are there and nothing more has come for a moment.
    await expect
      .poll(
        async () => {
          const before = fromTickets().size;
          await page.waitForTimeout(1500);
          const now = fromTickets();
          return now.size === before && [...now].some((url) => url.endsWith('.css'));
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const codeBefore = fromTickets();

    await tickets.click();
    await shop.checkPage();
    await expect(page.getByTestId('event-list')).toBeVisible();
    // Nothing new from the remote: what the click needed was there (a cached file may be asked for again).
    expect(fromTickets()).toEqual(codeBefore);
  });

  test('keyboard focus on a link is intent too', async ({ page, shop }) => {
    await shop.visit('/en/');
    const tours = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Guided tours' });
    await tours.focus();
    const toursOrigin = `http://localhost:${REMOTE_PORTS.mf_tours}`;
    await expect
      .poll(() => shop.requests.some((url) => url.startsWith(`${toursOrigin}/mf-manifest.json`)))
      .toBe(true);
  });
});
