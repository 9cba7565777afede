import { expect, expectAccessible, test } from '../support/fixtures';
import {
  basket,
  cartRow,
  expectNoSidewaysScroll,
  expectTotals,
  fieldDescription,
  lineQuantity,
  savedCart,
} from '../support/shop-demo';

// Shipping per parcel (api/README.md): the first pass to Germany, the demo's default country (20 g, 4.95 €),
// the second to its holder in Vienna (EU, 9.95 €).
const SHIP_PASSES = '€14.90';
const TOTAL_PASSES = '€144.90';

test.describe('annual passes (SPEC §2, §3 "Pass owners", §5)', () => {
  test('two annual passes with two owners and one custom address, validated, into the basket and the checkout', async ({
    page,
    shop,
  }) => {
    await shop.visit('/en/passes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Annual passes');
    await expect(page.getByTestId('pass-list').getByRole('heading', { level: 2 })).toHaveText([
      'Annual pass single',
      'Annual pass partner',
      'Annual pass under 26',
    ]);
    await page.getByRole('link', { name: 'Annual pass single' }).click();
    await expect(page).toHaveURL(/\/en\/passes\/6$/);
    await shop.checkPage();
    await expect(page.getByRole('img', { name: 'The annual pass card: Annual pass single' })).toBeVisible();

    await page.getByRole('button', { name: 'One pass more' }).click();
    await expect(page.getByLabel('Number of passes')).toHaveValue('2');
    const first = page.getByRole('group', { name: 'Pass 1' });
    const second = page.getByRole('group', { name: 'Pass 2' });
    await page.getByLabel('Send passes to other addresses').check();
    await second.getByLabel('Send this pass to another address').check();
    await second.getByLabel(/^Postcode/).fill('1');

    // Nothing goes into the basket before every owner and the address are valid.
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please check the form: 5 entries need your attention.');
    const firstName = first.getByLabel(/^Name of the pass holder/);
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(await fieldDescription(firstName)).toBe('Please enter the name of the pass holder.');
    expect(await fieldDescription(second.getByLabel(/^Postcode/))).toBe(
      'Please enter a valid postcode: 2 to 10 letters, digits, spaces or hyphens.',
    );
    await expect(basket(page)).toHaveAccessibleName('Basket, 0 items');
    await expectAccessible(page);

    await firstName.fill('Anna Schmidt');
    await second.getByLabel(/^Name of the pass holder/).fill('Ben Meyer');
    await second.getByLabel(/^Street and house number/).fill('Ringstraße 1');
    await second.getByLabel(/^Postcode/).fill('1010');
    await second.getByLabel(/^City/).fill('Wien');
    await second.getByLabel(/^Country/).selectOption({ label: 'Austria' });
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Total for 2 passes: €130.00')).toBeVisible();
    await page.getByRole('button', { name: 'Add to basket' }).click();

    await expect(page.getByText('2 × “Annual pass single” went into your basket.')).toBeVisible();
    await expect(basket(page)).toHaveAccessibleName('Basket, 1 item');
    const [line] = await savedCart(page);
    expect(line).toMatchObject({
      type: 'annualPass',
      id: 6,
      count: 2,
      totalPrice: 13000,
      owners: [
        { name: 'Anna Schmidt', address: null },
        { name: 'Ben Meyer', address: { street: 'Ringstraße 1', zip: '1010', city: 'Wien', country: 'AT' } },
      ],
    });
    // A fresh form for the next passes.
    await expect(page.getByRole('group', { name: /^Pass \d$/ })).toHaveCount(1);

    await page.getByRole('link', { name: 'Go to the basket' }).click();
    await expect(page).toHaveURL(/\/en\/checkout$/);
    await shop.checkPage();
    await expect.poll(() => lineQuantity(cartRow(page, 'Annual pass single'))).toBe('2');
    await expect(cartRow(page, 'Annual pass single')).toContainText('€130.00');
    await expectTotals(page, SHIP_PASSES, TOTAL_PASSES);
  });

  test('in German at 375 px: the pass form in the visitor’s language, nothing scrolls sideways', async ({
    page,
    shop,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await shop.visit('/de/passes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jahreskarten');
    await expectNoSidewaysScroll(page);
    await shop.visit('/de/passes/8');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jahreskarte unter 26');
    await expect(page.getByText('inkl. 7 % MwSt. (1,96 €)')).toBeVisible();
    await page.getByLabel('Karten an andere Adressen senden').check();
    await page.getByLabel('Diese Karte an eine andere Adresse senden').check();
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Bitte prüfen Sie das Formular: 4 Angaben brauchen Ihre Aufmerksamkeit.',
    );
    await expect(page.getByText('Bitte geben Sie den Namen des Karteninhabers ein.')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});
