import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_PORT } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { SINGLE_EVENT_API } from '../support/ticket-demo';

const eventNames = (page: import('@playwright/test').Page) =>
  page.getByTestId('event-list').getByRole('heading', { level: 2 }).allTextContents();

test.describe('event list (SPEC §2 tickets)', () => {
  test('lists the events in the order of SPEC §9, with next dates and the ended event', async ({
    page,
    shop,
  }) => {
    await shop.visit('/en/tickets');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tickets and events');
    // sequence_no 1, 2, 3, then the two with 0 by sorting_datetime (the workshop at 11:00, the concert at 19:30).
    expect(await eventNames(page)).toEqual([
      'Light and Shadow – Impressionism',
      'Collection – day ticket',
      'Treasures of the Bronze Age',
      'Printmaking workshop for kids',
      'Museum night – chamber concert',
    ]);
    const bronze = page.getByRole('article', { name: 'Treasures of the Bronze Age' });
    await expect(bronze.getByText('Ended')).toBeVisible();
    await expect(
      page
        .getByRole('article', { name: 'Light and Shadow – Impressionism' })
        .getByText(/^Next free date: \d{2}\.\d{2}\.\d{4}$/),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Museum night – chamber concert' }).click();
    await expect(page).toHaveURL(/\/en\/tickets\/2$/);
    await shop.checkPage();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Museum night – chamber concert');
  });

  test('filters by venue, event group and ticket group', async ({ page, shop }) => {
    await shop.visit('/en/tickets');
    const count = page.getByRole('status').filter({ hasText: /^\d+ events?$/ });
    await expect(count).toHaveText('5 events');

    await page.getByLabel('Venue').selectOption({ label: 'Garden pavilion' });
    expect(await eventNames(page)).toEqual(['Museum night – chamber concert']);
    await expect(count).toHaveText('1 event');
    await page.getByRole('button', { name: 'Show all events' }).click();
    await expect(count).toHaveText('5 events');

    await page.getByLabel('Category').selectOption({ label: 'Exhibitions' });
    expect(await eventNames(page)).toEqual([
      'Light and Shadow – Impressionism',
      'Treasures of the Bronze Age',
    ]);
    // Ticket groups come from each event's tickets: only the exhibition sells extras (the audio guide).
    await page.getByLabel('Ticket type').selectOption({ label: 'Extras' });
    expect(await eventNames(page)).toEqual(['Light and Shadow – Impressionism']);
    await page.getByLabel('Category').selectOption({ label: 'Concerts & evenings' });
    await expect(page.getByText('No events match these filters.')).toBeVisible();
    await page.getByLabel('Category').selectOption({ label: 'All categories' });
    await page.getByLabel('Ticket type').selectOption({ label: 'Seats' });
    expect(await eventNames(page)).toEqual(['Museum night – chamber concert']);
  });

  test('on a phone, the list stays where it is when the ticket groups arrive after it', async ({
    page,
    shop,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // The events' tickets (which name the ticket groups) are held back until the list is on screen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.includes('/ticket/collect/'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto('/en/tickets');
    const list = page.getByTestId('event-list');
    await expect(list).toBeVisible();
    const pending = page.getByLabel('Ticket type');
    await expect(pending).toBeDisabled();
    await expect(pending).toHaveText('Loading…');
    const before = await list.boundingBox();
    release();
    await expect(page.getByLabel('Ticket type')).toBeEnabled();
    await shop.checkPage();
    // The list starts where it started (the cards below grow by their next dates, which is not a move).
    expect((await list.boundingBox())?.y).toBe(before?.y);
  });

  test('is usable at 375 px: filters and cards fit the width', async ({ page, shop }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await shop.visit('/en/tickets');
    await page.getByLabel('Venue').selectOption({ label: 'Education centre' });
    expect(await eventNames(page)).toEqual(['Printmaking workshop for kids']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('shows the translated list in German', async ({ page, shop }) => {
    await shop.visit('/de/tickets');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tickets und Veranstaltungen');
    await expect(page.getByLabel('Ort')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Veranstaltungen filtern' })).toBeVisible();
  });
});

test.describe('a museum with a single event (demo profile single-event)', () => {
  test('the tickets route shows that event directly', async ({ page, shop }) => {
    // The operator's deploy config for that museum: the same shop, pointed at its API.
    const config = JSON.parse(
      readFileSync(
        join(import.meta.dirname, '..', '..', '.museum', `stack-${API_PORT}`, 'shop.config.json'),
        'utf8',
      ),
    );
    await page.route('**/shop.config.json', (route) =>
      route.fulfill({ json: { ...config, api: `${SINGLE_EVENT_API}/` } }),
    );
    // Not from /en/: this museum's home view is the tickets, so its home already opens the event.
    await shop.visit('/en/page/imprint');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Tickets' })
      .click();
    await expect(page).toHaveURL(/\/en\/tickets\/1$/);
    await shop.checkPage();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Light and Shadow – Impressionism');
    // Nothing to go back to: the list is this event.
    await expect(page.getByRole('link', { name: 'All events' })).toHaveCount(0);
    await expect(page.getByRole('grid')).toBeVisible();
  });
});
