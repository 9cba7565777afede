import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { cartRow, lineQuantity } from '../support/shop-demo';

/** Every visible control the toasts' box overlaps (empty when they cover none). */
function controlsUnderToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const list = document.querySelector('[data-toast-placement]');
    if (!list) throw new Error('no toast list');
    const toast = list.getBoundingClientRect();
    const selector = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => !list.contains(element))
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) return false;
        return (
          rect.left < toast.right &&
          toast.left < rect.right &&
          rect.top < toast.bottom &&
          toast.top < rect.bottom
        );
      })
      .map((element) => element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName);
  });
}

/**
 * The first toast's placement is a chunk of its own (the start page's bytes); until it has placed the list, the
 * list is transparent (`data-toast-placement="measuring"`, no `style`): the toast is read out, but not seen.
 */
async function placedToast(page: Page) {
  await expect(page.locator('[data-toast]').first()).toBeVisible();
  await expect(page.locator('[data-toast-placement]')).not.toHaveAttribute(
    'data-toast-placement',
    'measuring',
  );
}

/**
 * Toasts (SPEC §9: 2 s, top right) used to lie on the language switcher and the login link. They now float
 * where no control is, below the sticky header, and keep out of the way when the page scrolls.
 */
test.describe('toasts never cover a control', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    test(`adding to the basket at ${viewport.width} px`, async ({ page, shop }) => {
      await page.setViewportSize(viewport);
      await shop.visit('/en/merchandise');
      await page.getByRole('button', { name: 'Add to basket' }).first().click();
      const toast = page.locator('[data-toast]').first();
      await placedToast(page);
      expect(await controlsUnderToasts(page)).toEqual([]);
      // The header's controls in particular (they were covered before).
      const box = await toast.boundingBox();
      const header = await page.locator('[data-site-header]').boundingBox();
      expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    });

    test(`a toast moves nothing on the page at ${viewport.width} px, and stays in sight after scrolling`, async ({
      page,
      shop,
    }) => {
      await page.setViewportSize(viewport);
      // An event page: on a phone its controls leave no corner free (the toasts used to go into the flow).
      await shop.visit('/en/tickets/3');
      // Where main starts in the document (the click may scroll the page; that is no layout shift).
      const mainTop = () =>
        page.evaluate(
          () => (document.querySelector('main')?.getBoundingClientRect().top ?? 0) + window.scrollY,
        );
      const before = await mainTop();
      await page.getByRole('button', { name: 'One more: Day ticket adult' }).click();
      await page.getByRole('button', { name: 'Add to basket' }).click();
      await placedToast(page);
      await expect(page.locator('[data-toast-placement]')).not.toHaveAttribute(
        'data-toast-placement',
        'flow',
      );
      expect(await mainTop()).toBe(before);
      expect(await controlsUnderToasts(page)).toEqual([]);
      await page.mouse.wheel(0, -600);
      await expect(page.locator('[data-toast]').first()).toBeInViewport();
      expect(await controlsUnderToasts(page)).toEqual([]);
    });

    test(`adding to the basket further down the page at ${viewport.width} px`, async ({ page, shop }) => {
      await page.setViewportSize(viewport);
      await shop.visit('/en/merchandise');
      const button = page.getByRole('button', { name: 'Add to basket' }).last();
      await button.scrollIntoViewIfNeeded();
      await button.click();
      await placedToast(page);
      expect(await controlsUnderToasts(page)).toEqual([]);
    });
  }
});

test('a button pressed again and again shows its toast once, and every press counts', async ({
  page,
  shop,
}) => {
  await shop.visit('/en/merchandise');
  const add = page.getByRole('button', { name: 'Add to basket' }).first();
  for (let press = 0; press < 4; press++) await add.click();
  await expect(page.locator('[data-toast]')).toHaveCount(1);
  await page.getByRole('link', { name: 'Go to the basket' }).click();
  await expect.poll(() => lineQuantity(cartRow(page, /Exhibition catalogue/))).toBe('4');
});
