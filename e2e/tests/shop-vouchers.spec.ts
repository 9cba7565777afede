import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import {
  basket,
  cartRow,
  expectNoSidewaysScroll,
  fieldDescription,
  savedCart,
  tabTo,
} from '../support/shop-demo';

const codeField = (page: Page) => page.getByRole('textbox', { name: /^(Voucher code|Gutscheincode)$/ });

async function redeem(page: Page, code: string, button = 'Redeem') {
  await codeField(page).fill(code);
  await page.getByRole('button', { name: button }).click();
}

test.describe('vouchers (SPEC §2, §5 merchandise and vouchers)', () => {
  test('a fixed and a free-amount voucher go into the basket, with their category filter', async ({
    page,
    shop,
  }) => {
    await shop.visit('/en/vouchers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift vouchers');
    const names = page.getByTestId('voucher-list').getByRole('heading', { level: 2 });
    await expect(names).toHaveText([
      'Voucher €25',
      'Voucher €50',
      'Voucher of your chosen amount',
      'Guided tour for two',
    ]);
    const groups = page.getByRole('group', { name: 'Voucher categories' });
    await groups.getByRole('button', { name: 'Experience vouchers' }).click();
    await expect(groups.getByRole('button', { name: 'Experience vouchers' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(names).toHaveText(['Guided tour for two']);
    await groups.getByRole('button', { name: 'All vouchers' }).click();
    await expect(names).toHaveCount(4);

    await page
      .getByRole('article', { name: 'Voucher €25' })
      .getByRole('button', { name: 'Add to basket' })
      .click();
    await expect(basket(page)).toHaveAccessibleName('Basket, 1 item');

    await page.getByRole('link', { name: 'Choose an amount' }).click();
    await expect(page).toHaveURL(/\/en\/vouchers\/3$/);
    await shop.checkPage();
    const amount = page.getByLabel(/^Amount in euros/);
    // Out of bounds, and not an amount: a clear message at the field, nothing in the basket.
    await amount.fill('5');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(await fieldDescription(amount)).toContain('The amount must be at least €10.00.');
    await amount.fill('600');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    expect(await fieldDescription(amount)).toContain('The amount can be at most €500.00.');
    await expectAccessible(page);
    // SPEC §5: a negative amount is made positive.
    await amount.fill('-42.5');
    await amount.blur();
    await expect(amount).toHaveValue('42.50');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByText('1 × “Voucher of your chosen amount” went into your basket.')).toBeVisible();
    await expect(basket(page)).toHaveAccessibleName('Basket, 2 items');
    expect((await savedCart(page)).map((line) => [line.type, line.id, line.price, line.count])).toEqual([
      ['voucher', 1, 2500, 1],
      ['voucher', 3, 4250, 1],
    ]);

    await basket(page).click();
    await shop.checkPage();
    await expect(cartRow(page, 'Voucher €25')).toContainText('€25.00');
    await expect(cartRow(page, 'Voucher of your chosen amount')).toContainText('€42.50');
    await expect(page.getByTestId('cart-total')).toHaveText('€67.50');
  });

  test('voucher codes: valid, expired, not yet valid, used up, unknown, and a duplicate refused', async ({
    page,
    shop,
  }) => {
    await shop.visit('/en/vouchers');
    const entry = page.getByRole('region', { name: 'Redeem a voucher code' });
    const expectRefusal = async (message: string) => {
      await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true');
      await expect.poll(() => fieldDescription(codeField(page))).toContain(message);
      await expect(codeField(page)).toBeFocused();
    };

    await redeem(page, 'LINDEN-EXPIRED');
    await expectRefusal('This voucher code has expired.');
    // What was typed stays, to be corrected.
    await expect(codeField(page)).toHaveValue('LINDEN-EXPIRED');
    await redeem(page, 'LINDEN-FUTURE');
    await expectRefusal('This voucher code is not valid yet.');
    await redeem(page, 'LINDEN-USEDUP');
    await expectRefusal('This voucher code has been used up: there is no value left on it.');
    await redeem(page, 'NO-SUCH-CODE');
    await expectRefusal('We do not know this voucher code. Please check what you entered.');
    await expectAccessible(page);
    await expect(basket(page)).toHaveAccessibleName('Basket, 0 items');

    // SPEC §5: the code is trimmed.
    await redeem(page, '  LINDEN-VALID  ');
    await expect(entry.getByRole('status')).toHaveText(
      'Voucher code LINDEN-VALID is in your basket: its value of €25.00 goes towards your order.',
    );
    await expect(codeField(page)).toHaveValue('');
    await expect(basket(page)).toHaveAccessibleName('Basket, 1 item');

    // SPEC §4: a barcode already in the cart is not added again (the API knows codes in any case).
    await redeem(page, 'linden-valid');
    await expectRefusal('This voucher code is already in your basket.');
    await expect(basket(page)).toHaveAccessibleName('Basket, 1 item');

    await redeem(page, 'LINDEN-PARTIAL');
    await expect(entry.getByRole('status')).toHaveText(
      'Voucher code LINDEN-PARTIAL is in your basket: its value of €30.00 goes towards your order.',
    );
    expect((await savedCart(page)).map((line) => [line.type, line.barcode, line.amount])).toEqual([
      ['voucherCode', 'LINDEN-VALID', 2500],
      ['voucherCode', 'LINDEN-PARTIAL', 3000],
    ]);
  });

  test('in German at 375 px and by keyboard: the list, the voucher-code messages, a free amount with a comma', async ({
    page,
    shop,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await shop.visit('/de/vouchers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geschenkgutscheine');
    await expectNoSidewaysScroll(page);
    // The form is sent with Enter in the field, as any form.
    await tabTo(page, codeField(page));
    await page.keyboard.type('LINDEN-FUTURE');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => fieldDescription(codeField(page)))
      .toContain('Dieser Gutscheincode ist noch nicht gültig.');
    await expectAccessible(page);

    await shop.visit('/de/vouchers/3');
    const amount = page.getByLabel(/^Betrag in Euro/);
    await expectNoSidewaysScroll(page);
    // In German the comma marks the cents: three of them are a typing slip, not 42 505 €.
    await amount.fill('42,505');
    await amount.blur();
    await expect
      .poll(() => fieldDescription(amount))
      .toContain('Bitte geben Sie einen Betrag in Euro ein, zum Beispiel 25 oder 42,50.');
    await amount.fill('42,5');
    await amount.blur();
    await expect(amount).toHaveValue('42,50');
    await expect(page.getByText(/^Gesamt: 42,50\s€$/)).toBeVisible();
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(
      page.getByText('1 × „Gutschein mit Wunschbetrag“ wurde in Ihren Warenkorb gelegt.'),
    ).toBeVisible();
    await expect(basket(page)).toHaveAccessibleName('Warenkorb, 1 Artikel');
  });
});
