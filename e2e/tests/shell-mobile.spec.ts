import { expect, expectAccessible, test } from '../support/fixtures';

test.describe('mobile navigation (SPEC §2)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('at 375 px the navigation folds behind a menu button that opens, closes and follows links', async ({
    page,
    shop,
  }) => {
    await shop.visit('/en/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(navigation.getByRole('link')).toHaveCount(5);
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(navigation).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await navigation.getByRole('link', { name: 'Guided tours' }).click();
    await expect(page).toHaveURL(/\/en\/guided-tours$/);
    await shop.checkPage();
    await expect(navigation).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('it is measured, not a breakpoint: the same width folds with larger text', async ({ page, shop }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await shop.visit('/en/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation).toBeVisible();
    await expect(menu).toHaveCount(0);

    // A visitor's larger text size: brand and menu no longer fit at the same width.
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    await page.setViewportSize({ width: 1279, height: 800 });
    await expect(menu).toBeVisible();
    await expect(navigation).toBeHidden();
    await shop.checkPage();
  });

  test('a resize while the menu is open waits until it closes', async ({ page, shop }) => {
    await shop.visit('/en/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await menu.click();
    await page.setViewportSize({ width: 1280, height: 800 });
    // Longer than the 500 ms throttle: the open menu would have been measured away by now.
    await page.waitForTimeout(800);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(navigation).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(navigation).toBeVisible();
    await shop.checkPage();
  });
});

test.describe('the header on a narrow phone, in German', () => {
  test.use({ viewport: { width: 375, height: 740 }, locale: 'de-DE' });

  test('the menu button keeps the focus when the bar is measured again; the language list stays on screen at 320 px', async ({
    page,
    shop,
  }) => {
    await shop.visit('/de/');
    const menu = page.getByRole('button', { name: 'Menü' });
    await menu.focus();
    // A resize measures the bar again; the button that holds the focus must stay the same element.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.locator('[data-navigation="collapsed"]')).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(menu).toBeFocused();
    await page.setViewportSize({ width: 320, height: 740 });
    await page.getByRole('button', { name: /^DE/ }).click();
    const box = await page.getByRole('link', { name: 'Deutsch' }).boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
    await shop.checkPage();
  });
});
