import {
  bookingOf,
  cartRow,
  decideAndKeepReference,
  payNow,
  settle,
  useCheckoutMuseum,
} from '../support/checkout-demo';
import { expect, test } from '../support/fixtures';
import { basket } from '../support/shop-demo';
import { openPage, shopDate, tourCalendar } from '../support/tour-demo';

const GERMAN_TABLE = 'Artikel in Ihrem Warenkorb';
const TOUR = 'Private group tour: Impressionism';
const PASS = 'Annual pass single';
const VOUCHER = 'Voucher €25';

/** The answer under a question in a tour line (a description list: the question, then the answer). */
const answerTo = (row: ReturnType<typeof cartRow>, question: string) =>
  row.locator('dt', { hasText: question }).locator('xpath=following-sibling::dd[1]');

test.describe('everything merged works together: tours, shop and checkout in one cart (issues 10–13)', () => {
  // A whole purchase through three remotes, two languages and the payment page, with axe on every page.
  test.slow();
  test.beforeEach(async ({ page }) => {
    await useCheckoutMuseum(page);
  });

  test('a guided tour, an annual pass with its holder and a voucher: their details in English and German, paid, booked', async ({
    page,
    shop,
  }) => {
    // mf-tours: the private group tour (booked complete, with group questions) at 10:00 on a day of its own.
    const day = Object.keys(await tourCalendar(3)).sort()[3] ?? '';
    await openPage(page, shop, `/en/guided-tours/3?date=${day}`);
    await page
      .getByRole('group', { name: `Times on ${shopDate(day)}` })
      .getByRole('radio', { name: /^10:00/ })
      .check();
    await page.getByRole('button', { name: 'One more: Group tour (up to 25 people)', exact: true }).click();
    await page.getByRole('spinbutton', { name: 'Group admission per person', exact: true }).fill('10');
    await page.getByRole('textbox', { name: 'Name of the group' }).fill('Class 9b');
    await page.getByRole('combobox', { name: 'Kind of group' }).selectOption({ label: 'School class' });
    await page.getByRole('radio', { name: '12 to 17' }).check();
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByText('The tour for 1 group has been added to your basket.')).toBeVisible();
    await expect(basket(page)).toHaveAccessibleName('Basket, 1 item');

    // mf-shop: one annual pass, its holder and another address for it.
    await shop.visit('/en/passes/6');
    const pass = page.getByRole('group', { name: 'Pass 1' });
    await pass.getByLabel(/^Name of the pass holder/).fill('Kim Weber');
    await page.getByLabel('Send passes to other addresses').check();
    await pass.getByLabel('Send this pass to another address').check();
    await pass.getByLabel(/^Street and house number/).fill('Ringstraße 1');
    await pass.getByLabel(/^Postcode/).fill('1010');
    await pass.getByLabel(/^City/).fill('Wien');
    await pass.getByLabel(/^Country/).selectOption({ label: 'Austria' });
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByText(`1 × “${PASS}” went into your basket.`)).toBeVisible();

    // mf-shop: a gift voucher of 25 €.
    await shop.visit('/en/vouchers');
    await page.getByRole('article', { name: VOUCHER }).getByRole('button', { name: 'Add to basket' }).click();
    await expect(basket(page)).toHaveAccessibleName('Basket, 3 items');

    // The checkout in English: each line's facts as the tours and shop domains describe them.
    await basket(page).click();
    await expect(page).toHaveURL(/\/en\/checkout$/);
    await settle(page, shop);
    const tour = cartRow(page, TOUR);
    await expect(tour).toContainText('Light and Shadow – Impressionism');
    await expect(tour).toContainText(`${shopDate(day)}, 10:00`);
    await expect(tour).toContainText('1 × Group tour (up to 25 people), €90.00 each');
    await expect(tour).toContainText('10 × Group admission per person, €12.00 each');
    await expect(answerTo(tour, 'Name of the group')).toHaveText('Class 9b');
    await expect(answerTo(tour, 'Kind of group')).toHaveText('School class');
    await expect(answerTo(tour, 'Age group')).toHaveText('12 to 17');
    await expect(tour).toContainText('€210.00');
    await expect(cartRow(page, PASS)).toContainText(
      'Pass holder: Kim Weber, sent to Ringstraße 1, 1010 Wien, Austria',
    );
    await expect(cartRow(page, VOUCHER)).toContainText('Value: €25.00');
    // The pass is sent to its holder in Vienna: Austria's costs (EU, up to 1000 g, 9.95 €), not those of the
    // preselected Germany.
    await expect(page.getByTestId('shipping-costs')).toHaveText('€9.95');
    await expect(page.getByTestId('cart-total')).toHaveText('€309.95');

    // The same cart in German: nothing lost, the same facts in the visitor's language, the museum's names too
    // (asked again from the catalogues: the lines were added in English).
    await shop.visit('/de/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Warenkorb');
    const tourDe = cartRow(page, 'Private Gruppenführung Impressionismus', GERMAN_TABLE);
    await expect(tourDe).toContainText(`${shopDate(day)}, 10:00`);
    await expect(tourDe).toContainText('1 × Gruppenführung (bis 25 Personen), je 90,00 €');
    await expect(tourDe).toContainText('10 × Gruppeneintritt pro Person, je 12,00 €');
    await expect(tourDe).toContainText('Ihre Antworten');
    await expect(answerTo(tourDe, 'Name der Gruppe')).toHaveText('Class 9b');
    await expect(cartRow(page, 'Jahreskarte Einzel', GERMAN_TABLE)).toContainText(
      'Karteninhaber: Kim Weber, Versand an Ringstraße 1, 1010 Wien, Österreich',
    );
    await expect(cartRow(page, 'Gutschein 25 €', GERMAN_TABLE)).toContainText('Wert: 25,00 €');
    await expect(page.getByText(TOUR)).toHaveCount(0);
    await expect(page.getByTestId('cart-total')).toHaveText('309,95 €');

    // Back in English, the visitor pays with PayPal (no account needed) on the museum's payment page.
    await shop.visit('/en/checkout');
    await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await payNow(page);
    await expect(page.getByText('Lindenhof Museum asks you to pay €309.95.')).toBeVisible();
    const reference = await decideAndKeepReference(page, 'Approve payment');
    await expect(page).toHaveURL(/\/en\/checkout\/accepted$/);
    await settle(page, shop);
    await page.getByRole('button', { name: 'Confirm order' }).click();

    await expect(page).toHaveURL(/\/en\/checkout\/success$/);
    await settle(page, shop);
    await expect(page.getByText('Thank you for your order!')).toBeVisible();
    const bookingId = (await page.getByTestId('booking-id').textContent()) ?? '';
    expect(bookingId).toMatch(/^[A-Z0-9]+$/);
    await expect(basket(page)).toHaveAccessibleName('Basket, 0 items');
    // The API holds the booking: the same payment reference answers it again.
    expect(await bookingOf(reference)).toEqual({ booking_id: bookingId, has_tickets: true });
  });
});
