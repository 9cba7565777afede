import { expect, test } from '../support/fixtures';
import { useMuseumApi } from '../support/museum-api';

/** The same shop in front of other demo museums (api/README.md "Demo profiles"): configuration decides. */
test.describe('feature flags of the museum configuration', () => {
  test('a tickets-only museum: only the tickets link, and its home view opens the events', async ({
    page,
    shop,
  }) => {
    await useMuseumApi(page, 'tickets-only');
    await shop.visitRedirect('/en/', /\/en\/tickets$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).toHaveText([
      'Tickets',
    ]);
    // A disabled feature's page is not offered anywhere in the header.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true })).toHaveCount(0);
  });

  test('the full museum shows every feature and its own home page', async ({ page, shop }) => {
    await shop.visit('/en/');
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).toHaveCount(5);
  });

  test('a museum without registration shows no login or register links', async ({ page, shop }) => {
    await useMuseumApi(page, 'no-registration');
    await shop.visit('/en/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Register' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Your account' })).toHaveCount(0);
  });

  test('embedded mode: no header and no footer, the page and its skip link still work', async ({
    page,
    shop,
  }) => {
    await useMuseumApi(page, 'embedded');
    await shop.visit('/en/merchandise');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
    // Still a shop: adding to the cart works without the header's basket.
    await page.getByRole('button', { name: 'Add to basket' }).first().click();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('cart') ?? '{}').form?.length))
      .toBe(1);
  });
});
