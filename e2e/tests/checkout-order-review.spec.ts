import { decide, settle, useCheckoutMuseum, visitFirst } from '../support/checkout-demo';
import { expect, test } from '../support/fixtures';

test.describe('order review (SPEC §2 `order-review/{id}`, §4)', () => {
  test.slow();
  test.beforeEach(async ({ page }) => {
    await useCheckoutMuseum(page);
  });

  test('a paid order is not available, in English and German', async ({ page, shop }) => {
    await visitFirst(page, shop, '/en/order-review/ORDP3W8ZTB5N');
    await expect(
      page.getByText('This order is not available. It may already be paid, or the link is not valid.'),
    ).toBeVisible();
    await visitFirst(page, shop, '/de/order-review/ORDP3W8ZTB5N');
    await expect(page.getByText('Diese Bestellung ist nicht verfügbar.', { exact: false })).toBeVisible();
  });

  test('an open order is shown and paid with PayPal; afterwards it is not available', async ({
    page,
    shop,
  }) => {
    await visitFirst(page, shop, '/en/order-review/ORDR7K2M4Q9X');
    const table = page.getByRole('table', { name: 'Items of order ORDR7K2M4Q9X' });
    await expect(table.getByRole('row')).not.toHaveCount(0);
    const total = (await page.getByTestId('order-total').textContent()) ?? '';
    expect(total).toMatch(/^€[\d,.]+$/);
    // Not signed in: the order's customer continues as a guest with its details (customer/fromOrder,
    // auth/guest against the real API), and card and direct debit are offered then.
    await expect(page.getByText(/^This order is in the name of .+\.$/)).toBeVisible();
    const methods = page.getByRole('group', { name: 'Payment method' });
    await expect(methods.getByRole('radio')).toHaveCount(1);
    await page.getByRole('button', { name: 'Continue as a guest with these details' }).click();
    await expect(methods.getByRole('radio')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Continue as a guest with these details' })).toHaveCount(0);
    await settle(page, shop);
    // The visitor's own basket stays out of it.
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText('The terms and the privacy policy must be accepted.')).toBeVisible();
    await settle(page, shop);
    await page.getByLabel('I accept the terms and conditions and the privacy policy.').check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/simulator\//);
    await expect(page.getByText(`asks you to pay ${total}.`, { exact: false })).toBeVisible();
    await decide(page, 'Approve payment');
    await settle(page, shop);
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/success$/);
    await settle(page, shop);
    await expect(page.getByTestId('booking-id')).toHaveText(/\w+/);

    await visitFirst(page, shop, '/en/order-review/ORDR7K2M4Q9X');
    await expect(page.getByText('This order is not available.', { exact: false })).toBeVisible();
  });
});
