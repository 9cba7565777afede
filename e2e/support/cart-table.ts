import { expect, type Locator, type Page } from '@playwright/test';

// The checkout's cart table as a visitor reads it, for every journey that ends in the basket.

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
