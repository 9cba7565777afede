import { useWaitingStore } from '@museum/shared';
import {
  apiAnswer,
  apiGet,
  event,
  renderRemoteRoute,
  resetShopState,
  setUpMuseumApi,
} from '@museum/shared/testing';
import type { Event } from '@museum/shared/wire';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import remote from '../../../app/routes';
import { setUpI18n } from '../../../test/setup-i18n';
import type { EventSummary } from '../model/event-summaries';
import { EventList } from './event-list';

beforeAll(setUpI18n);
beforeEach(resetShopState);
afterEach(cleanup);

const main = { id: 1, name: 'Main building' };
const pavilion = { id: 2, name: 'Garden pavilion' };
const exhibitions = { id: 11, name: 'Exhibitions' };
const concerts = { id: 12, name: 'Concerts & evenings' };
const family = { id: 13, name: 'Family & kids' };

const events = [
  event({ id: 1, name: 'Light and Shadow', venue: main, custom_groups: [exhibitions], sequence_no: 1 }),
  event({
    id: 4,
    name: 'Bronze Age',
    venue: main,
    custom_groups: [exhibitions],
    sequence_no: 3,
    expired: true,
  }),
  event({
    id: 5,
    name: 'Printmaking workshop',
    venue: { id: 3, name: 'Education centre' },
    custom_groups: [family],
  }),
  event({ id: 2, name: 'Museum night', venue: pavilion, custom_groups: [concerts] }),
];

const summaries = new Map<number, EventSummary>([
  [
    1,
    {
      nextDate: '2026-11-21',
      ticketGroups: [
        { id: 1, name: 'Admission' },
        { id: 2, name: 'Extras' },
      ],
    },
  ],
  [4, { nextDate: null, ticketGroups: [{ id: 1, name: 'Admission' }] }],
  [5, { nextDate: '2026-11-28', ticketGroups: [{ id: 1, name: 'Admission' }] }],
  [2, { nextDate: '2026-11-27', ticketGroups: [{ id: 3, name: 'Seats' }] }],
]);

function renderList(list = events, known: ReadonlyMap<number, EventSummary> | null = summaries) {
  const router = createMemoryRouter(
    [{ path: ':lang/tickets', element: <EventList events={list} summaries={known ?? undefined} /> }],
    { initialEntries: ['/en/tickets'] },
  );
  render(<RouterProvider router={router} />);
}

const shownEvents = () =>
  within(screen.getByTestId('event-list'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('event list filters', () => {
  it('lists every event with its link, next free date and the ended state', () => {
    renderList();
    expect(shownEvents()).toEqual(['Light and Shadow', 'Bronze Age', 'Printmaking workshop', 'Museum night']);
    expect(screen.getByRole('link', { name: 'Museum night' }).getAttribute('href')).toBe('/en/tickets/2');
    screen.getByText('Next free date: 21.11.2026');
    const bronze = screen.getByRole('article', { name: 'Bronze Age' });
    within(bronze).getByText('Ended');
    expect(screen.getByRole('status').textContent).toBe('4 events');
  });

  it('filters by venue, and shows every event again on reset', async () => {
    renderList();
    await userEvent.selectOptions(screen.getByLabelText('Venue'), 'Garden pavilion');
    expect(shownEvents()).toEqual(['Museum night']);
    expect(screen.getByRole('status').textContent).toBe('1 event');
    await userEvent.click(screen.getByRole('button', { name: 'Show all events' }));
    expect(shownEvents()).toHaveLength(4);
    expect((screen.getByLabelText('Venue') as HTMLSelectElement).value).toBe('');
    // The button went away with the filter: the focus is on the first filter, not back at the page's start.
    expect(document.activeElement).toBe(screen.getByLabelText('Venue'));
  });

  it('filters by custom group and by ticket group, together', async () => {
    renderList();
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Exhibitions');
    expect(shownEvents()).toEqual(['Light and Shadow', 'Bronze Age']);
    await userEvent.selectOptions(screen.getByLabelText('Ticket type'), 'Extras');
    expect(shownEvents()).toEqual(['Light and Shadow']);
    await userEvent.selectOptions(screen.getByLabelText('Ticket type'), 'Seats');
    expect(screen.queryByTestId('event-list')).toBeNull();
    screen.getByText('No events match these filters.');
  });

  it('offers the venue filter only when the events are in several venues', () => {
    renderList(events.filter((item) => item.venue.id === 1));
    expect(screen.queryByLabelText('Venue')).toBeNull();
    screen.getByLabelText('Ticket type');
  });

  it("keeps the ticket-group filter's place, disabled, until the tickets of the events are known", () => {
    renderList(events, null);
    const pending = screen.getByLabelText('Ticket type') as HTMLSelectElement;
    expect(pending.disabled).toBe(true);
    expect([...pending.options].map((option) => option.text)).toEqual(['Loading…']);
    screen.getByLabelText('Venue');
  });

  it('reserves nothing for ticket groups when the form has no other filter to show', () => {
    const oneVenueOneGroup = events.filter((item) => item.venue.id === 1);
    renderList(oneVenueOneGroup, null);
    expect(screen.queryByRole('group', { name: 'Filter events' })).toBeNull();
  });

  it('drops the ticket-group filter when the events have one ticket group', () => {
    renderList(events, new Map([[1, { nextDate: null, ticketGroups: [{ id: 1, name: 'Admission' }] }]]));
    expect(screen.queryByLabelText('Ticket type')).toBeNull();
    screen.getByLabelText('Venue');
  });
});

describe('event list route', () => {
  /** Path of every ticket/collect request the list made. */
  const collects: string[] = [];
  const api = setUpMuseumApi(
    apiGet('ticket/collect/event/:id', { date: '2026-11-24', tickets: [], timeslot: [] }),
  );
  api.events.on('request:start', ({ request }) => {
    if (request.method === 'OPTIONS') return;
    const { pathname } = new URL(request.url);
    if (pathname.includes('/ticket/collect/')) collects.push(pathname);
  });
  beforeEach(() => {
    collects.length = 0;
  });

  const answerEvents = (list: Event[]) =>
    api.use(apiGet('event/select', Object.fromEntries(list.map((item) => [String(item.id), item]))));

  it('goes straight to the event page when only one event exists', async () => {
    answerEvents(events.slice(0, 1));
    api.use(
      apiGet('ticket/lifetime', { start: '2026-10-22', end: '2027-02-19' }),
      apiGet('ticket/calendar/event/:id/range/:range', {}),
    );
    const { router } = await renderRemoteRoute(remote, '/en/tickets');
    await screen.findByRole('heading', { level: 1, name: 'Light and Shadow' });
    expect(router.state.location.pathname).toBe('/en/tickets/1');
  });

  it('sorts the events (SPEC §9) and loads each event’s next date and ticket groups', async () => {
    answerEvents(events);
    await renderRemoteRoute(remote, '/en/tickets');
    await screen.findByTestId('event-list');
    expect(shownEvents()).toEqual(['Light and Shadow', 'Bronze Age', 'Museum night', 'Printmaking workshop']);
    expect(await screen.findAllByText('Next free date: 24.11.2026')).toHaveLength(3);
    expect(collects).toEqual([
      '/en/ticket/collect/event/1',
      '/en/ticket/collect/event/4',
      '/en/ticket/collect/event/2',
      '/en/ticket/collect/event/5',
    ]);
  });

  it('says so when the events cannot be loaded (an answer off the contract) or there are none', async () => {
    api.use(apiGet('event/select', () => apiAnswer(200, { data: { broken: true } })));
    await renderRemoteRoute(remote, '/en/tickets');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The events could not be loaded. Please try again in a moment.',
    );
    cleanup();
    answerEvents([]);
    await renderRemoteRoute(remote, '/en/tickets');
    expect((await screen.findByRole('status')).textContent).toBe(
      'There are no events to book at the moment.',
    );
  });

  it('ends in the same error when the API does not answer in time, and tries again on request', async () => {
    api.use(apiGet('event/select', () => new Promise<never>(() => undefined)));
    await renderRemoteRoute(remote, '/en/tickets', { timeoutMs: 1000 });
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain(
      'The events could not be loaded. Please try again in a moment.',
    );
    expect(useWaitingStore.getState().pending).toBe(0);
    answerEvents(events);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('event-list');
  });
});
