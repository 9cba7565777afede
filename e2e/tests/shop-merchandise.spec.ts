import { expect, test } from '../support/fixtures';
import {
  addToCartEvents,
  basket,
  cartRow,
  expectNoSidewaysScroll,
  savedCart,
  tabTo,
} from '../support/shop-demo';

const articleNames = (page: import('@playwright/test').Page) =>
  page.getByTestId('merchandise-list').getByRole('heading', { level: 2 });

test.describe('merchandise (SPEC §2, §5 merchandise)', () => {
  test('categories are real links: a category page has its own address that can be shared', async ({
    page,
    shop,
  }) => {
    await shop.visit('/en/merchandise');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Museum shop');
    // SPEC §9: by sequence_no; the calendar's sale has ended, so it is not listed.
    await expect(articleNames(page)).toHaveText([
      'Exhibition catalogue "Light and Shadow"',
      'Poster "Water lilies"',
      'Postcard set (12 cards)',
      'Cotton tote bag',
    ]);
    const categories = page.getByRole('navigation', { name: 'Shop categories' });
    await expect(categories.getByRole('link', { name: 'All articles' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await categories.getByRole('link', { name: 'Gifts' }).click();
    await expect(page).toHaveURL(/\/en\/merchandise\/33$/);
    await shop.checkPage();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Museum shop: Gifts');
    await expect(articleNames(page)).toHaveText(['Postcard set (12 cards)', 'Cotton tote bag']);
    await expect(categories.getByRole('link', { name: 'Gifts' })).toHaveAttribute('aria-current', 'page');

    // Shared with a friend: the address alone opens the category.
    await shop.visit('/en/merchandise/32');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Museum shop: Posters & prints');
    await expect(articleNames(page)).toHaveText(['Poster "Water lilies"', 'Postcard set (12 cards)']);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/merchandise\/33$/);
    await expect(articleNames(page)).toHaveText(['Postcard set (12 cards)', 'Cotton tote bag']);

    // A category that does not exist is not found.
    await shop.visit('/en/merchandise/99');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('an out-of-stock article is flagged, starts at quantity 0 and cannot go into the basket', async ({
    page,
    shop,
  }) => {
    await shop.visit('/en/merchandise');
    const poster = page.getByRole('article', { name: 'Poster "Water lilies"' });
    await expect(poster.getByText('This item is out of stock.')).toBeVisible();
    await expect(poster.getByRole('button', { name: 'Add to basket' })).toHaveCount(0);

    await poster.getByRole('link', { name: 'Poster "Water lilies"' }).click();
    await expect(page).toHaveURL(/\/en\/product\/2$/);
    await shop.checkPage();
    await expect(page.getByLabel('Quantity')).toHaveValue('0');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('alert')).toHaveText('This item is out of stock.');
    await expect(basket(page)).toHaveAccessibleName('Basket, 0 items');

    // An article whose sale has ended is still reachable by its address, and says so.
    await shop.visit('/en/product/5');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Last year's art calendar");
    await expect(page.getByText('This item is no longer available.')).toBeVisible();
    await expect(page.getByLabel('Quantity')).toHaveValue('0');
  });

  test('a product goes into the basket with its quantity, the event and a confirmation', async ({
    page,
    shop,
  }) => {
    await shop.visit('/en/product/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Exhibition catalogue "Light and Shadow"',
    );
    await expect(page.getByText('incl. 7% VAT (€2.55)')).toBeVisible();
    const picture = page.getByRole('img', { name: 'Product photo: Exhibition catalogue "Light and Shadow"' });
    await expect(picture).toHaveAttribute('width', '1200');
    await expect(picture).toHaveAttribute('height', '600');
    await expect(page.getByLabel('Quantity')).toHaveValue('1');
    await page.getByRole('button', { name: 'One more: Exhibition catalogue "Light and Shadow"' }).click();
    await expect(page.getByText('Total: €78.00')).toBeVisible();
    await page.getByRole('button', { name: 'Add to basket' }).click();

    await expect(
      page.getByText('2 × “Exhibition catalogue "Light and Shadow"” went into your basket.'),
    ).toBeVisible();
    await expect(page.getByText('Added to your basket.', { exact: true })).toBeVisible();
    await expect(basket(page)).toHaveAccessibleName('Basket, 1 item');
    await expect(page.getByLabel('Quantity')).toHaveValue('1');
    expect(await addToCartEvents(page)).toMatchObject([{ id: 'merchandise-1', quantity: 2, price: '39.00' }]);

    await page.getByRole('link', { name: 'Go to the basket' }).click();
    await expect(page).toHaveURL(/\/en\/checkout$/);
    await shop.checkPage();
    await expect(
      cartRow(page, /Exhibition catalogue/).getByRole('spinbutton', { name: 'Quantity' }),
    ).toHaveValue('2');
    // Two catalogues (2400 g) are sent to the preselected Germany: 6.95 € (SPEC §4 shipping).
    await expect(page.getByTestId('shipping-costs')).toHaveText('€6.95');
    await expect(page.getByTestId('cart-total')).toHaveText('€84.95');
  });

  test('the same article again raises its line and never beyond the stock: four tote bags, three left', async ({
    page,
    shop,
  }) => {
    await shop.visit('/en/merchandise');
    const bag = page.getByRole('article', { name: 'Cotton tote bag' });
    await expect(bag.getByText('Only 3 left')).toBeVisible();
    for (let click = 0; click < 4; click += 1)
      await bag.getByRole('button', { name: 'Add to basket' }).click();
    await expect(
      bag.getByText('There are no more of “Cotton tote bag” left: your basket already holds all of them.'),
    ).toBeVisible();
    await expect(basket(page)).toHaveAccessibleName('Basket, 1 item');
    expect((await savedCart(page)).map((line) => [line.type, line.id, line.count])).toEqual([
      ['merchandise', 4, 3],
    ]);
    await basket(page).click();
    await shop.checkPage();
    await expect(cartRow(page, 'Cotton tote bag')).toContainText('€54.00');
    // Three bags (600 g) to the preselected Germany: 4.95 € shipping.
    await expect(page.getByTestId('cart-total')).toHaveText('€58.95');
  });

  test('at 375 px and with the keyboard alone: a category, then an article into the basket', async ({
    page,
    shop,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await shop.visit('/en/merchandise');
    await expectNoSidewaysScroll(page);
    const gifts = page
      .getByRole('navigation', { name: 'Shop categories' })
      .getByRole('link', { name: 'Gifts' });
    await tabTo(page, gifts);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/merchandise\/33$/);
    await shop.checkPage();
    await expectNoSidewaysScroll(page);
    const add = page
      .getByRole('article', { name: 'Postcard set (12 cards)' })
      .getByRole('button', { name: 'Add to basket' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expect(basket(page)).toHaveAccessibleName('Basket, 1 item');
    await expect(add).toBeFocused();

    await shop.visit('/en/product/3');
    await expectNoSidewaysScroll(page);
    const quantity = page.getByLabel('Quantity');
    await tabTo(page, quantity);
    await page.keyboard.press('ArrowUp');
    await expect(quantity).toHaveValue('2');
    await tabTo(page, page.getByRole('button', { name: 'Add to basket' }));
    await page.keyboard.press('Enter');
    expect((await savedCart(page)).map((line) => [line.id, line.count])).toEqual([[3, 3]]);
  });
});
