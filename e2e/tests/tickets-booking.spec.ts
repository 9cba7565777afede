import type { Page } from '@playwright/test';
import { lineQuantity } from '../support/cart-table';
import { expect, expectAccessible, test } from '../support/fixtures';
import { shopDate, ticketCollect } from '../support/ticket-demo';

const basket = (page: Page) => page.getByRole('link', { name: /^Basket, \d+ items?$/ });
const more = (page: Page, name: string) => page.getByRole('button', { name: `One more: ${name}` });
const addToBasket = (page: Page) => page.getByRole('button', { name: 'Add to basket' });
const cartRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Items in your basket' })
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader', { name }),
    });

test.describe('booking tickets into the basket (SPEC §5, §7)', () => {
  test('timed and family tickets with a book-with-cost extra end up in the checkout with the right total', async ({
    page,
    shop,
  }) => {
    await shop.visit('/en/tickets/1');
    await expect(basket(page)).toHaveAccessibleName('Basket, 0 items');
    const time = page.getByRole('group', { name: /^Times on / }).getByRole('radio', { checked: true });
    await expect(time).toHaveCount(1);

    await more(page, 'Adult').click();
    await more(page, 'Adult').click();
    // SPEC §5: components preset to their minimum; the booklet (min = max) fixed at its maximum.
    const family = page.getByRole('group', { name: 'Family ticket' });
    await expect(family.getByLabel('Adults')).toHaveValue('1');
    await expect(family.getByLabel('Children')).toHaveValue('1');
    await expect(family.getByText('1, included')).toBeVisible();
    await more(page, 'Family ticket').click();
    await family.getByLabel('Children').selectOption('2');
    await more(page, 'Audio guide').click();
    await expect(
      page.getByText('The audio guide is charged even with an annual pass or free admission.'),
    ).toBeVisible();
    await expect(page.getByTestId('ticket-total')).toContainText('4 tickets');
    await expect(page.getByTestId('ticket-total')).toContainText('€68.00');

    await addToBasket(page).click();
    await expect(page.getByText('4 tickets have been added to your basket.')).toBeVisible();
    await expect(page.getByText('Added to your basket.', { exact: true })).toBeVisible();
    await expect(basket(page)).toHaveAccessibleName('Basket, 3 items');
    const tracked: string[] = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map(
        (entry) => entry.event ?? '',
      ),
    );
    expect(tracked.filter((event) => event === 'addToCart')).toHaveLength(3);
    const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem('cart') ?? '{}'));
    expect(
      saved.form.map((line: { type: string; id: number; totalCount: number }) => [
        line.type,
        line.id,
        line.totalCount,
      ]),
    ).toEqual([
      ['ticket', 101, 2],
      ['ticket', 104, 1],
      ['ticket', 105, 1],
    ]);
    expect(saved.form[1].subtickets.map((sub: { id: number; count: number }) => [sub.id, sub.count])).toEqual(
      [
        [1041, 1],
        [1042, 2],
        [1043, 1],
      ],
    );
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Go to the basket' }).click();
    await expect(page).toHaveURL(/\/en\/checkout$/);
    await shop.checkPage();
    await expect(cartRow(page, 'Adult')).toContainText('€32.00');
    await expect(cartRow(page, 'Family ticket')).toContainText('€32.00');
    await expect(cartRow(page, 'Audio guide')).toContainText('€4.00');
    await expect(page.getByTestId('cart-total')).toHaveText('€68.00');
  });

  test('a family ticket needs a quantity for every component before it can be added', async ({
    page,
    shop,
  }) => {
    await shop.visit('/en/tickets/5');
    const family = page.getByRole('group', { name: 'Family ticket' });
    // Children 1–3 preset to 1; adults 0–2 wait for the visitor's choice.
    await expect(family.getByLabel(/^Children/)).toHaveValue('1');
    await expect(family.getByLabel(/^Adults/)).toHaveValue('');
    await more(page, 'Family ticket').click();
    await addToBasket(page).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please check your choice:' });
    await expect(summary).toContainText('Family ticket: choose a quantity for “Adults”.');
    await expect(family.getByLabel(/^Adults/)).toHaveAttribute('aria-invalid', 'true');
    await expect(basket(page)).toHaveAccessibleName('Basket, 0 items');
    await expectAccessible(page);

    await family.getByLabel(/^Adults/).selectOption('1');
    await expect(summary).toHaveCount(0);
    await expect(page.getByTestId('ticket-total')).toContainText('€15.00');
    await addToBasket(page).click();
    await expect(basket(page)).toHaveAccessibleName('Basket, 1 item');
    await page.getByRole('link', { name: 'Go to the basket' }).click();
    await shop.checkPage();
    await expect(page.getByTestId('cart-total')).toHaveText('€15.00');
  });

  test('day tickets go into the basket as one day-ticket line, at 375 px', async ({ page, shop }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { date } = await ticketCollect(3);
    if (!date) throw new Error('event 3 has no free date');
    await shop.visit('/en/tickets/3');
    await expect(
      page.getByText(new RegExp(`^Valid all day on ${shopDate(date).replaceAll('.', '\\.')}, `)),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: /^Times on / })).toHaveCount(0);
    await more(page, 'Day ticket adult').click();
    await more(page, 'Day ticket adult').click();
    await more(page, 'Day ticket child').click();
    await addToBasket(page).click();
    await expect(page.getByText('3 tickets have been added to your basket.')).toBeVisible();
    await expect(basket(page)).toHaveAccessibleName('Basket, 1 item');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem('cart') ?? '{}'));
    expect(saved.form[0]).toMatchObject({
      type: 'dayTicket',
      id: 3,
      totalCount: 3,
      totalPrice: 2800,
      dayTickets: [
        { id: 301, count: 2 },
        { id: 303, count: 1 },
      ],
    });
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Go to the basket' }).click();
    await shop.checkPage();
    const line = cartRow(page, 'Collection – day ticket');
    await expect.poll(() => lineQuantity(line)).toBe('3');
    await expect(page.getByTestId('cart-total')).toHaveText('€28.00');
  });
});
