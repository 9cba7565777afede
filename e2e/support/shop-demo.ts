import { expect, type Locator, type Page } from '@playwright/test';

// Helpers for the shop's journeys (merchandise, annual passes, vouchers) against the demo museum
// (api/README.md "Merchandise … Vouchers … Codes").

export const basket = (page: Page) =>
  page.getByRole('link', { name: /^(Basket|Warenkorb), \d+ (items?|Artikel)$/ });

export { cartRow, expectTotals, lineQuantity } from './cart-table';

/** The saved cart (session storage `cart`, SPEC §3), as the shop keeps it. */
export async function savedCart(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('cart') ?? '{"form":[]}').form);
}

/** The add-to-cart events the page pushed for the tag manager (SPEC §7). */
export async function addToCartEvents(
  page: Page,
): Promise<{ id: string; quantity: number; price: string }[]> {
  return page.evaluate(() =>
    (
      (window as unknown as { dataLayer?: { event?: string; ecommerce?: { add?: { products: [] } } }[] })
        .dataLayer ?? []
    )
      .filter((entry) => entry.event === 'addToCart')
      .flatMap((entry) => entry.ecommerce?.add?.products ?? []),
  );
}

/** Moves the focus with the Tab key alone until it reaches the element (at most `limit` presses). */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `not reached with ${limit} presses of Tab`).toBeFocused();
}

/** The message a screen reader reads with a field: the texts its aria-describedby names. */
export async function fieldDescription(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

/** Nothing scrolls sideways: the page is no wider than the viewport. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
