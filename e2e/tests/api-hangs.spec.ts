import { API } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { serveShopConfig } from '../support/museum-api';

/**
 * An API that accepts the connection and never answers (seen in the wild: every page showed the boot spinner
 * with no end). Every request has a deadline (`requestTimeoutMs` of shop.config.json, shortened here), so boot
 * and pages end in the translated error with a way to try again, and the waiting indicator goes off.
 */
test.describe('the museum API does not answer', () => {
  test.beforeEach(async ({ page }) => {
    await serveShopConfig(page, (config) => ({ ...config, requestTimeoutMs: 2000 }));
  });

  /** Requests to `endpoint` of the API are held for ever until `release()`. */
  async function hang(page: import('@playwright/test').Page, endpoint: string) {
    const pattern = `${API}/*/${endpoint}**`;
    await page.route(pattern, () => undefined);
    return () => page.unroute(pattern);
  }

  test('at boot: the shop says it cannot start and offers to try again', async ({ page, shop }) => {
    const release = await hang(page, 'shopinfo/config');
    await page.goto('/en/');
    await expect(page.getByRole('heading', { level: 1, name: 'The shop could not be started' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('The shop is not reachable at the moment.')).toBeVisible();
    await release();
    await page.getByRole('button', { name: 'Try again' }).click();
    await shop.checkPage();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('on a page: the page ends in its error with "Try again"; the waiting indicator goes off', async ({
    page,
    shop,
  }) => {
    await shop.visit('/en/');
    const release = await hang(page, 'event/select');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Tickets' })
      .click();
    const notice = page.getByRole('alert').filter({ hasText: 'The events could not be loaded.' });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-waiting]')).toHaveCount(0);
    await shop.checkPage();
    await release();
    // By keyboard: the button goes away with the failure, and focus goes on with the page (WCAG 2.4.3).
    await notice.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('event-list')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await shop.checkPage();
  });

  test('in German too', async ({ page, shop }) => {
    await hang(page, 'shopinfo/config');
    await page.goto('/de/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Der Shop konnte nicht gestartet werden' }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    await shop.checkPage();
  });
});
