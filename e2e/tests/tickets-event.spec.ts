import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import {
  bookableDays,
  chooseDate,
  firstSoldOutDay,
  shopDate,
  soldOutSlotDay,
  ticketCollect,
  ticketLifetime,
} from '../support/ticket-demo';

const month = (date: string) => date.slice(0, 7);
const nextMonth = (yyyyMm: string) => {
  const date = new Date(`${yyyyMm}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 7);
};
const lastDay = (yyyyMm: string) => {
  const date = new Date(`${nextMonth(yyyyMm)}-01T00:00:00Z`);
  date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
};
const monthTitle = (yyyyMm: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${yyyyMm}-01T00:00:00Z`),
  );
const calendarRequests = (requests: readonly string[], eventId: number) =>
  requests
    .filter((url) => url.includes(`/ticket/calendar/event/${eventId}/range/`))
    .map((url) => decodeURIComponent(new URL(url).pathname.split('/range/')[1] ?? ''));

const day = (page: Page, date: string) => page.locator(`[role="grid"] button[data-date="${date}"]`);
const times = (page: Page) => page.getByRole('group', { name: /^Times on / });

test.describe('event page: calendar (SPEC §4 ticket flow, §7)', () => {
  test('opens at the next free date and loads the calendar from month start to the end of the next month', async ({
    page,
    shop,
  }) => {
    const { date } = await ticketCollect(1);
    const lifetime = await ticketLifetime(1);
    if (!date) throw new Error('event 1 has no free date');
    const compact = (value: string) => value.replaceAll('-', '');
    // SPEC §7, bounded by the ticket lifetime (SPEC §4).
    const range = (yyyyMm: string) => {
      const [end = ''] = [lastDay(nextMonth(yyyyMm)), lifetime.end].sort();
      return `${compact(yyyyMm)}01;${compact(end)}`;
    };
    await shop.visit('/en/tickets/1');
    const first = month(date);
    await expect(page.getByRole('grid', { name: monthTitle(first) })).toBeVisible();
    await expect(page.getByRole('gridcell', { selected: true })).toHaveText(String(Number(date.slice(8))));
    await expect(page.getByText(`Your date: ${shopDate(date)}`)).toBeVisible();
    // The calendar is asked for beside the event (the visitor's month and the next, before the next free date
    // is known) and cut to the lifetime; a next free date in a later month asks for its own range after it.
    const asked = calendarRequests(shop.requests, 1);
    const [askedStart = '', askedEnd = ''] = asked.at(-1)?.split(';') ?? [];
    const [wantedStart = '', wantedEnd = ''] = range(first).split(';');
    expect(asked.length).toBeLessThanOrEqual(2);
    expect(askedStart <= wantedStart && askedEnd >= wantedEnd).toBe(true);

    // The next month came with the first picture; the one after needs its own (two months again).
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('grid', { name: monthTitle(nextMonth(first)) })).toBeVisible();
    expect(calendarRequests(shop.requests, 1)).toHaveLength(asked.length);
    await page.getByRole('button', { name: 'Next month' }).click();
    const third = nextMonth(nextMonth(first));
    await expect(page.getByRole('grid', { name: monthTitle(third) })).toBeVisible();
    await expect.poll(() => calendarRequests(shop.requests, 1)).toHaveLength(asked.length + 1);
    expect(calendarRequests(shop.requests, 1).at(-1)).toBe(range(third));
    await expect(
      page
        .getByRole('grid')
        .getByRole('button', { name: /, places available$/ })
        .first(),
    ).toBeVisible();
    await expectAccessible(page);

    // The lifetime ends the calendar: no month after its last, no tickets after its last day.
    const next = page.getByRole('button', { name: 'Next month' });
    for (let pages = 0; pages < 6 && (await next.getAttribute('aria-disabled')) !== 'true'; pages += 1)
      await next.click();
    await expect(page.getByRole('grid', { name: monthTitle(month(lifetime.end)) })).toBeVisible();
    if (lifetime.end < lastDay(month(lifetime.end))) {
      const after = new Date(`${lifetime.end}T00:00:00Z`);
      after.setUTCDate(after.getUTCDate() + 1);
      await expect(day(page, after.toISOString().slice(0, 10))).toHaveAccessibleName(/, no tickets$/);
    }
  });

  test('shows a sold-out day distinctly and says so when it is chosen', async ({ page, shop }) => {
    const soldOut = await firstSoldOutDay(1);
    await shop.visit('/en/tickets/1');
    await chooseDate(page, soldOut);
    await expect(day(page, soldOut)).toHaveAccessibleName(/, sold out$/);
    await expect(day(page, soldOut)).toHaveAttribute('data-tone', 'soldOut');
    await expect(
      page.getByText(`${shopDate(soldOut)} is sold out. Please choose another date.`),
    ).toBeVisible();
    await expect(times(page)).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a day without an offer (a Monday, the museum is closed) is unavailable', async ({ page, shop }) => {
    const { date } = await ticketCollect(1);
    if (!date) throw new Error('event 1 has no free date');
    const monday = new Date(`${date}T00:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
    const closed = monday.toISOString().slice(0, 10);
    await shop.visit('/en/tickets/1');
    await chooseDate(page, closed);
    await expect(day(page, closed)).toHaveAccessibleName(/, no tickets$/);
    await expect(
      page.getByText(`There are no tickets for ${shopDate(closed)}. Please choose another date.`),
    ).toBeVisible();
  });

  test("a day's tickets that could not be loaded: Try again by keyboard, focus stays in the date step", async ({
    page,
    shop,
  }) => {
    const [, second] = await bookableDays(1);
    if (!second) throw new Error('event 1 needs two free dates');
    await shop.visit('/en/tickets/1');
    const dayPattern = `**/ticket/collect/event/1/date/${second}`;
    await page.route(dayPattern, (route) => route.fulfill({ status: 500, body: '{}' }));
    await chooseDate(page, second);
    const notice = page
      .getByRole('alert')
      .filter({ hasText: `The tickets for ${shopDate(second)} could not` });
    await expect(notice).toBeVisible();
    await page.unroute(dayPattern);
    await notice.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    await expect(times(page)).toHaveAccessibleName(`Times on ${shopDate(second)}`);
    // The button went with the failure; focus is on the step's heading, not on the body.
    await expect(page.getByRole('heading', { level: 2, name: 'Choose a date' })).toBeFocused();
  });

  test('is operated with the keyboard: arrows move between dates, Enter chooses', async ({ page, shop }) => {
    const days = await bookableDays(1);
    const [first, second] = days;
    if (!first || !second) throw new Error('event 1 needs two free dates');
    await shop.visit('/en/tickets/1');
    // The chosen date is the one date of the grid in the tab order.
    await page.getByRole('button', { name: 'Next month' }).focus();
    await page.keyboard.press('Tab');
    await expect(day(page, first)).toBeFocused();
    const steps = Math.round((Date.parse(second) - Date.parse(first)) / 86_400_000);
    for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowRight');
    await expect(day(page, second)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Your date: ${shopDate(second)}`)).toBeVisible();
    await expect(times(page)).toHaveAccessibleName(`Times on ${shopDate(second)}`);
    await page.keyboard.press('PageDown');
    await expect(page.getByRole('grid', { name: monthTitle(nextMonth(month(second))) })).toBeVisible();
  });
});

test.describe('event page: time slots (SPEC §4)', () => {
  test('chooses a single slot automatically and hides a ticket without places', async ({ page, shop }) => {
    const { date, tickets } = await ticketCollect(2);
    if (!date) throw new Error('event 2 has no free date');
    await shop.visit('/en/tickets/2');
    const slots = times(page).getByRole('radio');
    await expect(slots).toHaveCount(1);
    await expect(slots.first()).toBeChecked();
    await expect(slots.first()).toHaveAccessibleName(/^19:30 – 21:30/);
    await expect(page.getByLabel('Stalls', { exact: true })).toBeVisible();
    // The first performance's balcony is sold out: SPEC §5 hides it on that date.
    const balcony = tickets.find((ticket) => ticket.id === 202);
    const balconyHidden = !balcony?.schedule.some((entry) => entry.max_tickets > 0);
    await expect(page.getByLabel('Balcony', { exact: true })).toHaveCount(balconyHidden ? 0 : 1);
  });

  test('keeps the clock time on another date, skips a sold-out time and rejects counts above the places left', async ({
    page,
    shop,
  }) => {
    const tightDay = await soldOutSlotDay();
    const other = (await bookableDays(1)).find((date) => date > tightDay);
    if (!other) throw new Error('event 1 needs a free date after the tight one');
    await shop.visit('/en/tickets/1');
    await chooseDate(page, other);
    await times(page)
      .getByRole('radio', { name: /^12:00/ })
      .check();
    if (month(other) !== month(tightDay)) await page.getByRole('button', { name: 'Previous month' }).click();
    await chooseDate(page, tightDay);

    await expect(times(page)).toHaveAccessibleName(`Times on ${shopDate(tightDay)}`);
    await expect(times(page).getByRole('radio', { name: /^12:00 – 13:00\s*2 places left$/ })).toBeChecked();
    await expect(times(page).getByRole('radio', { name: /^11:00 – 12:00\s*sold out$/ })).toBeDisabled();

    const more = page.getByRole('button', { name: 'One more: Adult' });
    await more.click();
    await more.click();
    await more.click();
    await expect(page.getByLabel('Adult', { exact: true })).toHaveValue('2');
    await expect(page.getByText('Only 2 places are left at this time.')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('event page: an ended event', () => {
  test('says the event has ended and offers no booking', async ({ page, shop }) => {
    await shop.visit('/en/tickets/4');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Treasures of the Bronze Age');
    await expect(page.getByText('This event has ended. Tickets can no longer be booked.')).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to basket' })).toHaveCount(0);
  });

  test('an unknown event is not found', async ({ page, shop }) => {
    await shop.visit('/en/tickets/999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});
