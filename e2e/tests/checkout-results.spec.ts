import {
  addAdultTickets,
  cartRow,
  decide,
  expireCart,
  payNow,
  placesAt,
  settle,
  someoneElseBooks,
  ticketDay,
  useCheckoutMuseum,
  visitFirst,
} from '../support/checkout-demo';
import { expect, test } from '../support/fixtures';

test.describe('what comes back from the payment page (SPEC §4, §8)', () => {
  test.slow();
  test.beforeEach(async ({ page }) => {
    await useCheckoutMuseum(page);
  });

  test('cancelled twice, in German: first the basket is kept, then emptied', async ({ page, shop }) => {
    const day = await ticketDay(3);
    await addAdultTickets(page, shop, day, '13:00', 1);
    await visitFirst(page, shop, '/de/checkout');
    await page
      .getByLabel('Ich akzeptiere die Allgemeinen Geschäftsbedingungen und die Datenschutzerklärung.')
      .check();
    await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
    await page.waitForURL(/\/simulator\//);
    // The payment provider's page speaks German too.
    await expect(page.getByRole('heading', { name: 'Demo-Zahlung' })).toBeVisible();
    await expect(page.getByText('Museum Lindenhof bittet Sie, 16,00 € zu bezahlen.')).toBeVisible();
    await decide(page, 'Zahlung abbrechen');
    await expect(page).toHaveURL(/\/de\/checkout\/canceled$/);
    await settle(page, shop);
    await expect(
      page.getByText('Sie haben die Zahlung abgebrochen. Es wurde nichts belastet.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Warenkorb behalten' }).click();
    await expect(page).toHaveURL(/\/de\/checkout$/);
    await settle(page, shop);
    await expect(cartRow(page, 'Erwachsene', 'Artikel in Ihrem Warenkorb')).toHaveCount(1);

    await page
      .getByLabel('Ich akzeptiere die Allgemeinen Geschäftsbedingungen und die Datenschutzerklärung.')
      .check();
    await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
    await page.waitForURL(/\/simulator\//);
    await decide(page, 'Zahlung abbrechen');
    await settle(page, shop);
    await page.getByRole('button', { name: 'Warenkorb leeren' }).click();
    await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Warenkorb, 0 Artikel' })).toBeVisible();
    await settle(page, shop);
  });

  test('a failed payment returns to the checkout with "payment not completed"; the basket is kept', async ({
    page,
    shop,
  }) => {
    const day = await ticketDay(4);
    await addAdultTickets(page, shop, day, '16:00', 1);
    await visitFirst(page, shop, '/en/checkout');
    await payNow(page);
    await decide(page, 'Fail payment');
    await expect(page).toHaveURL(/\/en\/checkout\/failed$/);
    await settle(page, shop);
    await expect(page.getByText('Payment not completed').first()).toBeVisible();
    await expect(page.getByText('The payment failed.')).toBeVisible();
    await expect(cartRow(page, 'Adult')).toContainText('€16.00');
    // The accepted page only passed on the way here; its state without a payment is checked too.
    await visitFirst(page, shop, '/en/checkout/accepted');
    await expect(page.getByText('There is no payment to confirm here.', { exact: false })).toBeVisible();
  });

  test('a cart that took too long: "cart not found (already paid or took too long, check e-mail)"', async ({
    page,
    shop,
  }) => {
    const day = await ticketDay(5);
    await addAdultTickets(page, shop, day, '17:00', 1);
    await visitFirst(page, shop, '/en/checkout');
    const paymentId = await payNow(page);
    await expireCart(paymentId);
    await decide(page, 'Approve payment');
    await expect(
      page.getByText(
        'Your basket was not found: it has already been paid or it took too long. Please check your e-mail.',
      ),
    ).toBeVisible();
    await settle(page, shop);
    await expect(page.getByRole('link', { name: 'Back to the basket' })).toBeVisible();
  });

  test('a slot sold out between cart and payment moves to the nearest time in one click, at 375 px', async ({
    page,
    shop,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const day = await ticketDay(6);
    await addAdultTickets(page, shop, day, '15:00', 2);
    await visitFirst(page, shop, '/en/checkout');
    // Meanwhile, other visitors take all but one place at 15:00.
    await someoneElseBooks(day, '15:00', 29);

    await page.getByLabel('I accept the terms and conditions and the privacy policy.').check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    const adult = cartRow(page, 'Adult');
    await expect(adult).toContainText('An item in your basket is sold out. 1 place is left.');
    await settle(page, shop);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // 14:00 and 16:00 are as close; the later one is offered.
    await adult.getByRole('button', { name: 'Move to 16:00 (nearest time with places)' }).click();
    await expect(adult).toContainText('16:00 – 17:00');
    await expect(adult.getByRole('alert')).toHaveCount(0);

    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/simulator\//);
    await decide(page, 'Approve payment');
    await settle(page, shop);
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/success$/);
    await settle(page, shop);
    expect(await placesAt(day, '16:00')).toBe(28);
  });

  test('back from the payment page, one more article, forward and approve: the article stays in the basket', async ({
    page,
    shop,
  }) => {
    const day = await ticketDay(7);
    await addAdultTickets(page, shop, day, '11:00', 1);
    await visitFirst(page, shop, '/en/checkout');
    await payNow(page);
    // The visitor goes back to the shop, takes a suggested article and returns to the provider's page.
    await page.goBack();
    await settle(page, shop);
    const suggestions = page.getByRole('region', { name: 'You might also like' });
    const add = suggestions.getByRole('button', { name: 'Add to basket' }).first();
    const article = (await add.getAttribute('aria-describedby')) ?? '';
    const articleName = (await page.locator(`[id="${article}"]`).textContent()) ?? '';
    await add.click();
    await expect(cartRow(page, articleName)).toHaveCount(1);
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Demo payment' })).toBeVisible();
    await decide(page, 'Approve payment');
    await settle(page, shop);
    // What is confirmed and booked is what was sent: the ticket, not the article added afterwards.
    const review = page.getByRole('heading', { name: 'Your order', exact: true }).locator('..');
    await expect(review.getByRole('listitem')).toHaveCount(1);
    await expect(review).toContainText('Adult');
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/success$/);
    await settle(page, shop);
    await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
    const purchase = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string; ecommerce?: unknown }[] }).dataLayer ?? []).find(
        (entry) => entry.event === 'purchase',
      ),
    );
    expect(purchase).toMatchObject({ ecommerce: { purchase: { actionField: { revenue: '16.00' } } } });
    await visitFirst(page, shop, '/en/checkout');
    await expect(cartRow(page, articleName)).toHaveCount(1);
    await expect(cartRow(page, 'Adult')).toHaveCount(0);
  });
});
