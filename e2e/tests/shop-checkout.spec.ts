import { expect, test } from '../support/fixtures';
import { basket, cartRow, expectTotals, lineQuantity, savedCart } from '../support/shop-demo';

// Shipping per parcel (api/README.md): to Germany, the demo's default country, the catalogue (1,200 g) and the
// first pass (20 g), over 1 kg: 6.95 €; the second pass to its holder in Vienna (EU, up to 1 kg): 9.95 €.
// Vouchers are not shipped goods.
const SHIPPING = '€16.90';
const TOTAL = '€223.40';

test.describe('the whole shop in the checkout (issue 12)', () => {
  test('an article, two annual passes, a fixed and a free-amount voucher and a voucher code, with the right total', async ({
    page,
    shop,
  }) => {
    await shop.visit('/en/product/1');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(basket(page)).toHaveAccessibleName('Basket, 1 item');

    await shop.visit('/en/passes/6');
    await page.getByRole('button', { name: 'One pass more' }).click();
    await page
      .getByRole('group', { name: 'Pass 1' })
      .getByLabel(/^Name of the pass holder/)
      .fill('Anna Schmidt');
    const second = page.getByRole('group', { name: 'Pass 2' });
    await second.getByLabel(/^Name of the pass holder/).fill('Ben Meyer');
    await page.getByLabel('Send passes to other addresses').check();
    await second.getByLabel('Send this pass to another address').check();
    await second.getByLabel(/^Street and house number/).fill('Ringstraße 1');
    await second.getByLabel(/^Postcode/).fill('1010');
    await second.getByLabel(/^City/).fill('Wien');
    await second.getByLabel(/^Country/).selectOption({ label: 'Austria' });
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(basket(page)).toHaveAccessibleName('Basket, 2 items');

    await shop.visit('/en/vouchers');
    await page
      .getByRole('article', { name: 'Voucher €25' })
      .getByRole('button', { name: 'Add to basket' })
      .click();
    await page.getByRole('textbox', { name: 'Voucher code' }).fill('LINDEN-PARTIAL');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(basket(page)).toHaveAccessibleName('Basket, 4 items');

    await shop.visit('/en/vouchers/3');
    await page.getByLabel(/^Amount in euros/).fill('42.50');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(basket(page)).toHaveAccessibleName('Basket, 5 items');

    // The cart survives a reload.
    await page.reload();
    await shop.checkPage();
    expect(await savedCart(page)).toHaveLength(5);

    await basket(page).click();
    await expect(page).toHaveURL(/\/en\/checkout$/);
    await shop.checkPage();
    const rows: [string, string, string][] = [
      ['Exhibition catalogue "Light and Shadow"', '1', '€39.00'],
      ['Annual pass single', '2', '€130.00'],
      ['Voucher €25', '1', '€25.00'],
      ['Gift voucher', '1', '-€30.00'],
      ['Voucher of your chosen amount', '1', '€42.50'],
    ];
    for (const [name, count, total] of rows) {
      const row = cartRow(page, name);
      await expect.poll(() => lineQuantity(row)).toBe(count);
      await expect(row).toContainText(total);
    }
    // 39 + 130 + 25 + 42.50 + shipping − 30 (the code's value left): SPEC §4 voucher value computation.
    await expectTotals(page, SHIPPING, TOTAL);
  });
});
