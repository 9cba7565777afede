import type { Page } from '@playwright/test';
import { lineQuantity } from '../support/cart-table';
import { expect, expectAccessible, test } from '../support/fixtures';
import {
  bookableTourDays,
  chooseTourDate,
  dayWithTime,
  openPage,
  shopDate,
  soldOutDay,
  soldOutSlotDay,
  tourCalendar,
} from '../support/tour-demo';

const basket = (page: Page) => page.getByRole('link', { name: /^Basket, \d+ items?$/ });
const more = (page: Page, name: string) =>
  page.getByRole('button', { name: `One more: ${name}`, exact: true });
const count = (page: Page, name: string) => page.getByRole('spinbutton', { name, exact: true });
const addToBasket = (page: Page) => page.getByRole('button', { name: 'Add to basket' });
const times = (page: Page, date: string) => page.getByRole('group', { name: `Times on ${shopDate(date)}` });
const problems = (page: Page) => page.getByRole('alert').filter({ hasText: 'Please check your booking:' });
const cartRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Items in your basket' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });

test.describe('tour page: dates and times (SPEC §4)', () => {
  test('several times with a sold-out one; a sold-out day offers the next available date', async ({
    page,
    shop,
  }) => {
    const slotDay = await soldOutSlotDay();
    const fullDay = await soldOutDay();
    await openPage(page, shop, `/en/guided-tours/1?date=${slotDay}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Highlights of the collection');
    const group = times(page, slotDay);
    await expect(group.getByRole('radio', { name: /^11:00/ })).toBeChecked();
    await expect(group.getByRole('radio', { name: /^15:00\s*sold out/ })).toBeDisabled();

    await chooseTourDate(page, fullDay);
    await expect(page.getByText(`The tour is sold out on ${shopDate(fullDay)}.`)).toBeVisible();
    await expect(page.locator(`[role="grid"] button[data-date="${fullDay}"]`)).toHaveAccessibleName(
      /sold out$/,
    );
    await expect(addToBasket(page)).toHaveCount(0);
    const next = (await bookableTourDays(1)).find((date) => date > fullDay) ?? '';
    await expect(page.getByText(`Next available date: ${shopDate(next)}.`)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Show next available date' }).click();
    await expect(times(page, next)).toBeVisible();
    await expect(page.getByRole('gridcell', { selected: true })).toHaveText(String(Number(next.slice(8))));
  });

  test('a day with a single time chooses it automatically (the English tour on weekends)', async ({
    page,
    shop,
  }) => {
    const [day] = await bookableTourDays(2);
    if (!day) throw new Error('tour 2 has no date');
    await openPage(page, shop, '/en/guided-tours/2');
    const group = times(page, day);
    await expect(group.getByRole('radio')).toHaveCount(1);
    await expect(group.getByRole('radio', { name: /^14:00/ })).toBeChecked();
  });

  test('a tour without dates cannot be booked; an unknown tour is not found', async ({ page, shop }) => {
    await openPage(page, shop, '/en/guided-tours/6');
    await expect(page.getByText('This guided tour cannot be booked at the moment.')).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
    await openPage(page, shop, '/en/guided-tours/99');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test.describe('tour page: counts and the basket (SPEC §5, §7)', () => {
  test('public tour: overbooking states the available count; tickets must equal participants; the tour reaches the checkout', async ({
    page,
    shop,
  }) => {
    const day = await soldOutSlotDay();
    const left = (await tourCalendar(1))[day]?.['11:00']?.tickets ?? 0;
    await openPage(page, shop, `/en/guided-tours/1?date=${day}`);
    await expect(times(page, day).getByRole('radio', { name: /^11:00/ })).toBeChecked();
    await count(page, 'Tour fee').fill(String(left + 1));
    await expect(page.getByText(`Only ${left} places are left at this time.`)).toBeVisible();
    await expect(count(page, 'Tour fee')).toHaveValue('0');

    await more(page, 'Tour fee').click();
    await more(page, 'Tour fee').click();
    await more(page, 'Adult').click();
    await addToBasket(page).click();
    await expect(problems(page)).toContainText('The number of tickets and participants must be equal.');
    await expect(problems(page)).toBeFocused();
    await expectAccessible(page);
    await more(page, 'Reduced').click();
    await expect(problems(page)).toHaveCount(0);
    await expect(page.getByTestId('tour-total')).toContainText('2 participants · 2 tickets');
    await expect(page.getByTestId('tour-total')).toContainText('€33.00');
    await addToBasket(page).click();
    await expect(page.getByText('The tour for 2 participants has been added to your basket.')).toBeVisible();
    await expect(basket(page)).toHaveAccessibleName('Basket, 1 item');
    const tracked: string[] = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map(
        (entry) => entry.event ?? '',
      ),
    );
    expect(tracked.filter((event) => event === 'addToCart')).toHaveLength(1);
    const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem('cart') ?? '{}'));
    expect(saved.form[0]).toMatchObject({
      type: 'guidedTour',
      tourId: 1,
      date: day,
      time: '11:00',
      totalCount: 2,
      totalPrice: 3300,
      tours: [{ id: 1101, count: 2 }],
      tickets: [
        { id: 1111, count: 1 },
        { id: 1112, count: 1 },
      ],
    });

    await page.getByRole('link', { name: 'Go to the basket' }).click();
    await expect(page).toHaveURL(/\/en\/checkout$/);
    await shop.checkPage();
    const row = cartRow(page, 'Highlights of the collection');
    await expect.poll(() => lineQuantity(row)).toBe('2');
    await expect(row).toContainText('€33.00');
    await expect(page.getByTestId('cart-total')).toHaveText('€33.00');
  });

  test('the Thursday 18:00 tour offers only its evening fee', async ({ page, shop }) => {
    const thursday = await dayWithTime(1, '18:00');
    await openPage(page, shop, `/en/guided-tours/1?date=${thursday}`);
    await times(page, thursday)
      .getByRole('radio', { name: /^18:00/ })
      .check();
    await expect(count(page, 'Tour fee')).toHaveCount(0);
    await more(page, 'Evening tour fee').click();
    await more(page, 'Adult').click();
    await expect(page.getByTestId('tour-total')).toContainText('€22.00');
  });

  test('a group tour booked complete: groups left, tickets per group, minimum size and questions of all six types', async ({
    page,
    shop,
  }) => {
    // Its first day with a 10:00 still to come (today's is gone once the museum's clock passes it).
    const day = await dayWithTime(3, '10:00');
    await openPage(page, shop, `/en/guided-tours/3?date=${day}`);
    await expect(
      times(page, day).getByRole('radio', { name: /^10:00\s*2 groups can still book/ }),
    ).toBeChecked();
    await more(page, 'Group tour (up to 25 people)').click();
    await more(page, 'School class tour').click();
    await more(page, 'School class tour').click();
    await expect(page.getByText('Only 2 groups can still book this time.')).toBeVisible();
    await count(page, 'Group admission per person').fill('60');
    await expect(count(page, 'Group admission per person')).toHaveValue('50');
    await expect(page.getByText('At most 50 tickets for the chosen participants.')).toBeVisible();
    await page.getByRole('button', { name: 'One fewer: School class tour' }).click();
    await count(page, 'Group admission per person').fill('9');

    await addToBasket(page).click();
    await expect(problems(page)).toContainText('A group needs at least 10 participants.');
    await expect(problems(page)).toContainText('Please answer “Name of the group”.');
    const name = page.getByRole('textbox', { name: 'Name of the group' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please answer this question.');
    await expectAccessible(page);

    await count(page, 'Group admission per person').fill('18');
    await name.fill('Class 9b');
    await page.getByRole('combobox', { name: 'Kind of group' }).selectOption({ label: 'School class' });
    await page.getByRole('radio', { name: '12 to 17' }).check();
    await page.getByRole('checkbox', { name: 'Wheelchair' }).check();
    await page.getByRole('checkbox', { name: 'Hearing loop' }).check();
    await page.getByRole('textbox', { name: 'Notes for the guide' }).fill('We arrive by bus.');
    await page.getByRole('spinbutton', { name: 'Number of accompanying adults' }).fill('12');
    await addToBasket(page).click();
    await expect(problems(page)).toHaveText(/please enter at most 10\.$/);
    await page.getByRole('spinbutton', { name: 'Number of accompanying adults' }).fill('2');
    await addToBasket(page).click();
    await expect(page.getByText('The tour for 1 group has been added to your basket.')).toBeVisible();

    const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem('cart') ?? '{}'));
    expect(saved.form[0]).toMatchObject({
      type: 'guidedTour',
      tourId: 3,
      time: '10:00',
      totalPrice: 9000 + 18 * 1200,
      tickets: [{ id: 1311, count: 18 }],
    });
    expect(
      saved.form[0].answers.map(
        (answer: { type: string; label: string; value: unknown; optionNames?: string[] }) => [
          answer.type,
          answer.label,
          answer.optionNames ?? answer.value,
        ],
      ),
    ).toEqual([
      ['text', 'Name of the group', 'Class 9b'],
      ['select', 'Kind of group', ['School class']],
      ['radio', 'Age group', ['12 to 17']],
      ['checkbox', 'Support needed', ['Wheelchair', 'Hearing loop']],
      ['textarea', 'Notes for the guide', 'We arrive by bus.'],
      ['number', 'Number of accompanying adults', 2],
    ]);
    await page.getByRole('link', { name: 'Go to the basket' }).click();
    await shop.checkPage();
    await expect(cartRow(page, 'Private group tour: Impressionism')).toContainText('€306.00');
    await expect(page.getByTestId('cart-total')).toHaveText('€306.00');
  });

  test('complete tour with single ticketing: places up to what is left, one ticket per place', async ({
    page,
    shop,
  }) => {
    const [day] = await bookableTourDays(4);
    if (!day) throw new Error('tour 4 has no date');
    const left = (await tourCalendar(4))[day]?.['11:00']?.tickets ?? 0;
    await openPage(page, shop, '/en/guided-tours/4');
    await expect(times(page, day).getByRole('radio', { name: /^11:00/ })).toBeChecked();
    await count(page, 'Participation').fill(String(left + 1));
    await expect(page.getByText(`Only ${left} places are left at this time.`)).toBeVisible();
    await count(page, 'Participation').fill('3');
    await count(page, 'Adult').fill('2');
    await addToBasket(page).click();
    await expect(problems(page)).toContainText('The number of tickets and participants must be equal.');
    await count(page, 'Reduced').fill('1');
    await addToBasket(page).click();
    await expect(page.getByText('The tour with 3 places has been added to your basket.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the basket' }).click();
    await shop.checkPage();
    // 3 places at 8 € and tickets of 12 € and 7 €.
    await expect(page.getByTestId('cart-total')).toHaveText('€55.00');
  });

  test('keyboard only, in German at 375 px: date, time and counts without a mouse', async ({
    page,
    shop,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const day = await soldOutSlotDay();
    await openPage(page, shop, `/de/guided-tours/1?date=${day}`);
    const selected = page.locator(`[role="grid"] button[data-date="${day}"]`);
    await selected.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const next = await page.evaluate(
      () => (document.activeElement as HTMLElement | null)?.dataset.date ?? '',
    );
    await expect(page.getByText(`Gewähltes Datum: ${shopDate(next)}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: `Uhrzeiten am ${shopDate(day)}` })).toBeVisible();
    await page.getByRole('radio', { name: /^11:00/ }).focus();
    // From the time to the first count: its − button, its field, its + button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Eins mehr: Führungsgebühr' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('spinbutton', { name: 'Führungsgebühr', exact: true })).toHaveValue('1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shop.checkPage();
  });
});

test.describe('tour pages on a phone', () => {
  test('long compound titles (German, Swedish, Danish) wrap at 375 px: nothing scrolls sideways', async ({
    page,
    shop,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of ['/de/guided-tours/4', '/sv/guided-tours/6', '/da/guided-tours/6']) {
      await shop.visit(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${path} scrolls sideways`,
      ).toBe(true);
    }
  });
});
