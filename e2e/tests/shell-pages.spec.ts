import { API } from '../support/environment';
import { expect, test } from '../support/fixtures';

test.describe('shell pages (SPEC §2)', () => {
  test('home shows the museum banners with clean image addresses and leaves out one without images', async ({
    page,
    shop,
  }) => {
    await shop.visit('/en/');
    const banners = page.getByRole('list', { name: 'Highlights' }).getByRole('listitem');
    await expect(banners.getByRole('heading')).toHaveText(['Light and Shadow', 'Museum night']);
    const first = banners.first();
    await expect(first.locator('img')).toHaveAttribute('src', `${API}/static/banners/impressionism.svg`);
    await expect(first.locator('source')).toHaveAttribute(
      'srcset',
      `${API}/static/banners/impressionism-mobile.svg`,
    );
    // Without a mobile image the wide one is used on small screens too.
    await expect(banners.nth(1).locator('source')).toHaveAttribute(
      'srcset',
      `${API}/static/banners/concert.svg`,
    );
    expect(
      await first
        .locator('img')
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    ).toBe(true);

    await first.getByRole('link', { name: 'Light and Shadow' }).click();
    await expect(page).toHaveURL(/\/en\/tickets\/1$/);
    await shop.checkPage();
  });

  test('a static page shows the museum HTML sanitized: its script and onerror never run', async ({
    page,
    shop,
  }) => {
    await shop.visit('/en/page/exhibition-notes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exhibition notes');
    await expect(page.getByRole('heading', { level: 2, name: 'Light and Shadow' })).toBeVisible();
    await expect(
      page.getByText('The rooms follow the course of a day, from morning light to dusk.'),
    ).toBeVisible();
    await expect(page).toHaveTitle('Exhibition notes - Lindenhof Museum – Online shop');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => 'museumInjected' in window || '__museumInjected' in window)).toBe(false);
    await expect(page.locator('main script')).toHaveCount(0);
    await expect(page.locator('main [onerror]')).toHaveCount(0);
  });

  test('page/shipping is the shipping page; an unknown page is not found', async ({ page, shop }) => {
    await shop.visit('/en/page/shipping');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shipping');
    await expect(page.getByRole('table')).toBeVisible();

    await shop.visit('/en/page/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found - Lindenhof Museum – Online shop');
    // Header and footer stay around the notice.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('after a navigation focus is on the new page heading; the skip link leads to the content', async ({
    page,
    shop,
  }) => {
    await shop.visit('/en/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
    await shop.checkPage();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('what the skip link leads to is not hidden under the sticky header (WCAG 2.4.11)', async ({
    page,
    shop,
  }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 700 });
      await shop.visit('/en/tickets/1');
      // From the foot of the page, by keyboard: the skip link takes the visitor to the page's content.
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
      const header = await page.locator('[data-site-header]').boundingBox();
      const title = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(header && title && title.y >= header.y + header.height, `at ${width} px`).toBe(true);
    }
  });

  test('back restores the scroll position; a new page starts at the top', async ({ page, shop }) => {
    await page.setViewportSize({ width: 375, height: 600 });
    await shop.visit('/en/');
    const tile = page.getByRole('link', { name: /^Shop Catalogues/ });
    await tile.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const position = await page.evaluate(() => window.scrollY);
    expect(position).toBeGreaterThan(300);
    await tile.click();
    await expect(page).toHaveURL(/\/en\/merchandise$/);
    await shop.checkPage();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await shop.checkPage();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(position);
  });
});
