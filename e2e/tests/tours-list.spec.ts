import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addDays, museumToday, openPage, shopDate, toursOnDay } from '../support/tour-demo';

const tourNames = (page: Page) =>
  page.getByTestId('tour-list').getByRole('heading', { level: 2 }).allTextContents();
const count = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^\d+ (guided tours?|Führung|Führungen)$/ });

/** The demo's tours by id (api/README.md), with their English names. */
const NAMES: Record<number, string> = {
  1: 'Highlights of the collection',
  2: 'Highlights of the collection',
  3: 'Private group tour: Impressionism',
  4: 'Architecture walk',
  5: 'Garden walk',
  6: 'Inside the conservation studio',
};

test.describe('guided-tour list (SPEC §2)', () => {
  test('starts in the museum’s default language; filters by language, category and venue; the address keeps them', async ({
    page,
    shop,
  }) => {
    await openPage(page, shop, '/en/guided-tours');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guided tours');
    // guided_tour_default_language is "de": the German tours, in sequence_no order.
    await expect(page.getByLabel('Language')).toHaveValue('de');
    await expect(count(page)).toHaveText('3 guided tours');
    await expect.poll(() => tourNames(page)).toEqual([NAMES[1], NAMES[3], NAMES[6]]);
    await expect(
      page.getByRole('article', { name: NAMES[3] }).getByText(/^Next date: \d{2}\.\d{2}\.\d{4}$/),
    ).toBeVisible();
    await expect(
      page.getByRole('article', { name: NAMES[6] }).getByText('No dates at the moment'),
    ).toBeVisible();
    // The tour's own price: per participant for a public tour, per group for a private one (tickets on top).
    await expect(
      page.getByRole('article', { name: NAMES[1] }).getByText('From €4.00 per participant'),
    ).toBeVisible();
    await expect(
      page.getByRole('article', { name: NAMES[3] }).getByText('From €60.00 per group'),
    ).toBeVisible();

    await page.getByLabel('Language').selectOption({ label: 'All languages' });
    await expect(count(page)).toHaveText('6 guided tours');
    // sequence_no 1–5, the garden walk (0) last.
    await expect
      .poll(() => tourNames(page))
      .toEqual([NAMES[1], NAMES[2], NAMES[3], NAMES[4], NAMES[6], NAMES[5]]);
    await page.getByLabel('Category').selectOption({ label: 'Architecture & garden' });
    await expect.poll(() => tourNames(page)).toEqual([NAMES[4], NAMES[5]]);
    // Several venues: the venue filter is offered.
    await page.getByLabel('Venue').selectOption({ label: 'Main building' });
    await expect(page.getByText('No results. Try other filters, or reset them.')).toBeVisible();
    await page.getByLabel('Venue').selectOption({ label: 'Garden pavilion' });
    await expect.poll(() => tourNames(page)).toEqual([NAMES[4], NAMES[5]]);
    await page.getByLabel('Language').selectOption({ label: 'French' });
    await expect.poll(() => tourNames(page)).toEqual([NAMES[4]]);
    await expect(page).toHaveURL(/\/en\/guided-tours\?language=fr&category=24&venue=2$/);

    // Reload keeps the filters; so does going to a tour and back.
    await page.reload();
    await shop.checkPage();
    await expect.poll(() => tourNames(page)).toEqual([NAMES[4]]);
    await page.getByRole('link', { name: NAMES[4] }).click();
    await expect(page).toHaveURL(/\/en\/guided-tours\/4$/);
    await shop.checkPage();
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/guided-tours\?language=fr&category=24&venue=2$/);
    await expect(page.getByLabel('Language')).toHaveValue('fr');
    await expect.poll(() => tourNames(page)).toEqual([NAMES[4]]);

    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(/\/en\/guided-tours$/);
    await expect(count(page)).toHaveText('3 guided tours');
    await expect(page.getByRole('button', { name: 'Reset filters' })).toHaveCount(0);
  });

  test('a shared address opens the same filtered list, in German', async ({ page, shop }) => {
    await openPage(page, shop, '/de/guided-tours?language=all&category=22');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Führungen');
    await expect(page.getByLabel('Sprache')).toHaveValue('');
    await expect(page.getByLabel('Kategorie')).toHaveValue('22');
    await expect(count(page)).toHaveText('1 Führung');
    await expect.poll(() => tourNames(page)).toEqual(['Private Gruppenführung Impressionismus']);
  });

  test('today, tomorrow and the next days come from tour/overview; a tour opens on that day', async ({
    page,
    shop,
  }) => {
    const today = await museumToday();
    const tomorrow = addDays(today, 1);
    const expected = async (date: string) => (await toursOnDay(date)).map((id) => NAMES[id]);
    await openPage(page, shop, '/en/guided-tours?language=all');
    const day = page.getByRole('group', { name: 'Day' });
    await expect(day.getByRole('radio')).toHaveCount(5);

    await day.getByRole('radio', { name: 'Today' }).check();
    await expect(page).toHaveURL(new RegExp(`day=${today}$`));
    const onToday = await expected(today);
    if (onToday.length === 0)
      await expect(page.getByText('No results. Try other filters, or reset them.')).toBeVisible();
    else await expect.poll(() => tourNames(page)).toEqual(onToday);

    await day.getByRole('radio', { name: 'Tomorrow' }).check();
    const onTomorrow = await expected(tomorrow);
    if (onTomorrow.length === 0)
      await expect(page.getByText('No results. Try other filters, or reset them.')).toBeVisible();
    else await expect.poll(() => tourNames(page)).toEqual(onTomorrow);

    // A later day with tours (the overview always has some within a week), chosen in the date field.
    let later = addDays(today, 2);
    while ((await toursOnDay(later)).length === 0) later = addDays(later, 1);
    await page.getByLabel('Or choose a date').fill(later);
    await expect.poll(() => tourNames(page)).toEqual(await expected(later));
    const [first] = await toursOnDay(later);
    const card = page.getByTestId('tour-list').getByRole('article').first();
    await expect(
      card.getByText(new RegExp(`^On ${shopDate(later).replaceAll('.', '\\.')}: \\d{2}:\\d{2}`)),
    ).toBeVisible();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/en/guided-tours/${first}\\?date=${later}$`));
    await shop.checkPage();
    await expect(page.getByRole('group', { name: `Times on ${shopDate(later)}` })).toBeVisible();
  });

  test('keyboard only at 375 px: a filter changes the list, focus and scroll stay; nothing scrolls sideways', async ({
    page,
    shop,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, shop, '/de/guided-tours');
    const language = page.getByLabel('Sprache');
    await language.focus();
    await page.evaluate(() => window.scrollTo(0, 200));
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('ArrowUp');
    await expect(count(page)).toHaveText('6 Führungen');
    await expect(page).toHaveURL(/language=all/);
    await expect(language).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // The day choices are one radio group: arrow keys move between them.
    await page.getByRole('radio', { name: 'Beliebiges Datum' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Heute' })).toBeFocused();
    await expect(page.getByRole('radio', { name: 'Heute' })).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shop.checkPage();
  });
});
