import { newCustomer } from '../support/account-demo';
import {
  addAdultTickets,
  bookingOf,
  cartRow,
  decideAndKeepReference,
  logIn,
  payNow,
  registerAsGuest,
  settle,
  ticketDay,
  useCheckoutMuseum,
  voucherCodeName,
  voucherCodeStatus,
} from '../support/checkout-demo';
import { expect, test } from '../support/fixtures';

test.describe('a customer and a guest pay by card and direct debit (SPEC §4, §6)', () => {
  test.slow();
  test.beforeEach(async ({ page }) => {
    await useCheckoutMuseum(page);
  });

  test('a registered customer pays by card with Google Pay, a voucher code paying part of it', async ({
    page,
    shop,
  }) => {
    const day = await ticketDay(1);
    await addAdultTickets(page, shop, day, '11:00', 3);
    await page.getByRole('link', { name: 'Basket, 1 item' }).click();
    await settle(page, shop);
    // Without login, card and direct debit are not offered: "login is required before payment".
    await expect(page.getByRole('radio', { name: /^Card/ })).toHaveCount(0);
    await expect(page.getByText(/^Login is required before payment/)).toBeVisible();

    await logIn(page, shop, 'anna.schmidt@example.com', 'museum123');
    // The route guard brings the customer back to the checkout.
    await expect(page).toHaveURL(/\/en\/checkout$/);
    await settle(page, shop);
    await expect(page.getByText('You are signed in as Anna Schmidt.')).toBeVisible();

    // SPEC §2: the code is redeemed in the cart, with the shop's voucher-code entry (a space pasted around it).
    const entry = page.getByRole('region', { name: 'Redeem a voucher code' });
    await entry.getByRole('textbox', { name: 'Voucher code' }).fill(' LINDEN-PARTIAL ');
    await entry.getByRole('button', { name: 'Redeem' }).click();
    await expect(entry.getByRole('status')).toHaveText(
      'Voucher code LINDEN-PARTIAL is in your basket: its value of €30.00 goes towards your order.',
    );
    await expect(entry.getByRole('textbox', { name: 'Voucher code' })).toHaveValue('');
    await shop.checkPage();

    // SPEC §4: the code pays 30 € of the 48 €, the rest is paid by card.
    const code = cartRow(page, await voucherCodeName('LINDEN-PARTIAL'));
    await expect(code).toContainText('Voucher code LINDEN-PARTIAL');
    await expect(code).toContainText('used here €30.00 · left over €0.00');
    await expect(page.getByTestId('cart-total')).toHaveText('€18.00');

    await page.getByRole('radio', { name: /^Card/ }).check();
    await page.getByRole('radio', { name: 'Google Pay', exact: true }).check();
    await payNow(page);
    await expect(page.getByText('Lindenhof Museum asks you to pay €18.00.')).toBeVisible();
    const reference = await decideAndKeepReference(page, 'Approve payment');
    await settle(page, shop);
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/success$/);
    await settle(page, shop);
    const bookingId = (await page.getByTestId('booking-id').textContent()) ?? '';
    expect(await bookingOf(reference)).toMatchObject({ booking_id: bookingId });

    // The code's value is spent: nothing is left of it.
    expect(await voucherCodeStatus('LINDEN-PARTIAL')).toEqual({
      status: 422,
      error: 'VOUCHER_NO_AMOUNT_LEFT',
    });
  });

  test('a guest pays tickets by direct debit after an invalid IBAN is refused', async ({ page, shop }) => {
    const day = await ticketDay(2);
    await addAdultTickets(page, shop, day, '10:00', 2);
    await page.getByRole('link', { name: 'Basket, 1 item' }).click();
    await settle(page, shop);

    // The checkout's sign-in step leads to mf-account's guest registration, which brings the guest back.
    await page.getByRole('link', { name: 'Continue as a guest' }).click();
    await expect(page).toHaveURL(/\/en\/register-guest(\?|$)/);
    await settle(page, shop);
    await registerAsGuest(page, newCustomer('checkout.guest').email);
    await expect(page).toHaveURL(/\/en\/checkout$/);
    await settle(page, shop);
    await expect(page.getByText('You are ordering as a guest (Gil Guest).')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();

    await page.getByRole('radio', { name: 'Direct debit' }).check();
    await page.getByLabel('Account holder').fill('Gil Guest');
    await page.getByLabel('IBAN').fill('BE68 5390 0754 7035');
    await page.getByLabel('I accept the terms and conditions and the privacy policy.').check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    const iban = page.getByLabel('IBAN');
    await expect(iban).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This is not a valid IBAN. Please check it.')).toBeVisible();
    await expect(iban).toBeFocused();
    await expect(page).toHaveURL(/\/en\/checkout$/);
    await settle(page, shop);

    await iban.fill('BE68 5390 0754 7034');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/simulator\//);
    await expect(page.getByText('Lindenhof Museum asks you to pay €32.00.')).toBeVisible();
    const reference = await decideAndKeepReference(page, 'Approve payment');
    await settle(page, shop);
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/success$/);
    await settle(page, shop);
    await expect(page.getByTestId('booking-id')).toHaveText(/^[A-Z0-9]+$/);
    const bookingId = (await page.getByTestId('booking-id').textContent()) ?? '';
    expect(await bookingOf(reference)).toEqual({ booking_id: bookingId, has_tickets: true });
  });
});
