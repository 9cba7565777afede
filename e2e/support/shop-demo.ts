import { expect, type Locator, type Page } from '@playwright/test';

// Helpers for the shop's journeys (merchandise, annual passes, vouchers) against the demo museum
// (api/README.md "Merchandise … Vouchers … Codes").

export const basket = (page: Page) =>
  page.getByRole('link', { name: /^(Basket|Warenkorb), \d+ (items?|Artikel)$/ });

/** A row of the checkout's cart table, by the item's name. */
export const cartRow = (page: Page, name: string | RegExp) =>
  page
    .getByRole('table', { name: 'Items in your basket' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });

/**
 * The quantity a checkout cart line shows: the value of its quantity field where the visitor can change it,
 * else the number in its quantity cell (a voucher code, a voucher).
 */
export async function lineQuantity(row: Locator): Promise<string> {
  const field = row.getByRole('spinbutton');
  if ((await field.count()) > 0) return field.inputValue();
  const cell = row.getByRole('cell').filter({ hasText: /^\s*Quantity/ });
  return ((await cell.textContent())?.match(/(\d+)\s*$/)?.[1] ?? '').trim();
}

/** The checkout's shipping line and total (SPEC §5 totals), as the visitor reads them. */
export async function expectTotals(page: Page, shipping: string, total: string): Promise<void> {
  await expect(page.getByTestId('shipping-costs')).toHaveText(shipping);
  await expect(page.getByTestId('cart-total')).toHaveText(total);
}

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
