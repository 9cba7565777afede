import { outbox } from '../support/account-demo';
import {
  addAdultTickets,
  addCatalogue,
  bookingOf,
  CHECKOUT_API,
  cartRow,
  decideAndKeepReference,
  PAYER,
  payNow,
  placesAt,
  settle,
  ticketDay,
  trackedEvents,
  useCheckoutMuseum,
} from '../support/checkout-demo';
import { expect, expectAccessible, test } from '../support/fixtures';

test.describe('an anonymous visitor pays with PayPal (SPEC §4 checkout flow, §6)', () => {
  // Whole purchases: several pages, the payment page and axe on each; on a busy machine that takes a while.
  test.slow();
  test.beforeEach(async ({ page }) => {
    await useCheckoutMuseum(page);
  });

  test('a ticket and a book, shipped to Austria: simulator, confirmation, booking id; the API has the booking', async ({
    page,
    shop,
  }) => {
    const day = await ticketDay(0);
    const before = await placesAt(day, '14:00');
    await addAdultTickets(page, shop, day, '14:00', 1);
    await addCatalogue(page, shop);
    await page.getByRole('link', { name: 'Basket, 2 items' }).click();
    await settle(page, shop);

    await expect(cartRow(page, 'Adult')).toContainText('Light and Shadow');
    await expect(cartRow(page, 'Adult')).toContainText('€16.00');
    await expect(cartRow(page, 'Exhibition catalogue "Light and Shadow"')).toContainText('€39.00');
    // SPEC §4: shipping for goods to a known country (1200 g to the EU: 14.95 €).
    await page.getByLabel('Delivery country').selectOption('AT');
    await expect(page.getByTestId('shipping-costs')).toHaveText('€14.95');
    await expect(page.getByTestId('cart-total')).toHaveText('€69.95');
    // Without an account only PayPal is offered, chosen for the visitor.
    await expect(page.getByRole('group', { name: 'Payment method' }).getByRole('radio')).toHaveCount(1);
    await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await expect(page.getByText('You can pay with PayPal without an account.')).toBeVisible();

    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText('The terms and the privacy policy must be accepted.')).toBeVisible();
    await payNow(page);
    await expect(page.getByText('Lindenhof Museum asks you to pay €69.95.')).toBeVisible();
    // No account: the provider asks who pays (a real PayPal hands the museum the payer's e-mail and address),
    // so that the tickets and the parcel have somewhere to go. Nothing typed is refused, in words, at the field.
    await expect(page.getByText('Delivery to: Austria')).toBeVisible();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please check your details.');
    await expect(page.getByLabel('E-mail address')).toBeFocused();
    await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription('Please fill in this field.');
    await expectAccessible(page);
    const reference = await decideAndKeepReference(page, 'Approve payment');

    await expect(page).toHaveURL(/\/en\/checkout\/accepted$/);
    await settle(page, shop);
    await expect(page.getByText('Your payment has been accepted.', { exact: false })).toBeVisible();
    // Another language is the same page: the payment reference goes along (it is not in the address).
    await page.getByRole('button', { name: /Choose another language/ }).click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/checkout\/accepted$/);
    await settle(page, shop);
    await expect(page.getByText('Ihre Zahlung wurde angenommen.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: /Andere Sprache wählen/ }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/accepted$/);
    await settle(page, shop);
    await expect(page.getByText('Your payment has been accepted.', { exact: false })).toBeVisible();
    // The route guard keeps no payment secret in session storage.
    expect(JSON.stringify(await page.evaluate(() => ({ ...sessionStorage })))).not.toContain(
      reference.sessionUs,
    );
    await page.getByRole('button', { name: 'Confirm order' }).dblclick();

    await expect(page).toHaveURL(/\/en\/checkout\/success$/);
    await settle(page, shop);
    await expect(page.getByText('Thank you for your order!')).toBeVisible();
    await expect(page.getByText('Your tickets have also been sent to you by e-mail.')).toBeVisible();
    const bookingId = (await page.getByTestId('booking-id').textContent()) ?? '';
    expect(bookingId).toMatch(/^[A-Z0-9]+$/);
    await expect(page.getByRole('link', { name: 'Basket, 0 items' })).toBeVisible();

    // The API holds the booking: the same reference answers it again, and the place is taken.
    expect(await bookingOf(reference)).toEqual({ booking_id: bookingId, has_tickets: true });
    // The confirmation went to the payer's address (it had gone nowhere without an account).
    expect((await outbox(PAYER.email, CHECKOUT_API)).some((mail) => mail.subject.includes(bookingId))).toBe(
      true,
    );
    expect(await placesAt(day, '14:00')).toBe(before - 1);

    // SPEC §7: the purchase in the data layer, in euros, with no personal data.
    const purchase = (await trackedEvents(page)).find((entry) => entry.event === 'purchase');
    expect(purchase).toMatchObject({
      ecommerce: {
        currencyCode: 'EUR',
        purchase: { actionField: { id: bookingId, revenue: '69.95', shipping: '14.95' } },
      },
    });

    // A reload keeps the success page; the calendar file holds the visit.
    await page.reload();
    await settle(page, shop);
    await expect(page.getByTestId('booking-id')).toHaveText(bookingId);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to my calendar (.ics)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${bookingId}.ics`);
  });
});
