import { expect, test } from '../support/fixtures';

test.describe('one cart store across shell and remotes (DESIGN §3)', () => {
  test('adding from a remote updates the header basket, survives a reload and shows in checkout', async ({
    page,
    shop,
  }) => {
    await shop.visit('/en/merchandise');
    const basket = page.getByRole('link', { name: /^Basket, \d+ items?$/ });
    await expect(basket).toHaveAccessibleName('Basket, 0 items');
    const catalogue = page.getByRole('article').filter({ hasText: 'Exhibition catalogue' });
    await catalogue.getByRole('button', { name: 'Add to basket' }).click();
    await expect(basket).toHaveAccessibleName('Basket, 1 item');
    await expect(page.getByText('Added to your basket.')).toBeVisible();

    const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem('cart') ?? '{}'));
    expect(saved.form).toHaveLength(1);

    await page.reload();
    await shop.checkPage();
    await expect(basket).toHaveAccessibleName('Basket, 1 item');

    await basket.click();
    await expect(page).toHaveURL(/\/en\/checkout$/);
    await shop.checkPage();
    const cart = page.getByRole('table', { name: 'Items in your basket' });
    await expect(cart.getByRole('rowheader', { name: /Exhibition catalogue/ })).toBeVisible();
    // The catalogue (1200 g) is sent: 39 € and shipping to the preselected Germany (6.95 €, SPEC §4).
    await expect(page.getByTestId('shipping-costs')).toHaveText('€6.95');
    await expect(page.getByTestId('cart-total')).toHaveText('€45.95');
  });

  test('the checkout shows the empty state of an empty cart', async ({ page, shop }) => {
    await shop.visit('/en/checkout');
    await expect(page.getByTestId('cart-empty')).toContainText('Your basket is empty.');
  });

  test('removing a line empties the cart and the basket count', async ({ page, shop }) => {
    await shop.visit('/en/merchandise');
    await page.getByRole('button', { name: 'Add to basket' }).first().click();
    await page.getByRole('link', { name: 'Basket, 1 item' }).click();
    await shop.checkPage();
    await page.getByRole('button', { name: /^Remove .* from the basket$/ }).click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Basket, 0 items' })).toBeVisible();
  });
});
