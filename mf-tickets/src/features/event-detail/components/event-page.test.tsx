import { useCartStore, useMessageStore } from '@museum/shared';
import { prepareCartItems } from '@museum/shared/domain';
import {
  apiAnswer,
  apiGet,
  event,
  renderRemoteRoute,
  resetShopState,
  setUpMuseumApi,
  entry as slot,
  subticket,
  ticket,
} from '@museum/shared/testing';
import type { Event, Ticket, TicketCalendar, TicketCollect } from '@museum/shared/wire';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import remote from '../../../app/routes';

vi.mock('../../../lib/today', () => ({
  today: () => '2026-11-21',
  ensureMuseumClock: async () => undefined,
}));

const DAY = '2026-11-24';
const at = (time: string, date = DAY) => `${date} ${time}:00`;

const impressionism = event({ id: 1, name: 'Light and Shadow', sequence_no: 1 });
const workshop = event({ id: 5, name: 'Printmaking workshop' });
const collection = event({ id: 3, name: 'Collection – day ticket' });

const timedSchedule = (date = DAY) => [
  slot(at('10:00', date), 30),
  slot(at('11:00', date), 0),
  slot(at('12:00', date), 2),
];
const adult = (date = DAY) => ticket({ id: 101, name: 'Adult', schedule: timedSchedule(date) });
const familyTicket = (date = DAY) =>
  ticket({
    id: 104,
    name: 'Family ticket',
    price: 3200,
    family: true,
    subtickets: [
      subticket(1041, 1, 2, 0, 'Adults'),
      subticket(1042, 1, 3, 0, 'Children'),
      subticket(1043, 1, 1, 0, 'Booklet'),
    ],
    schedule: timedSchedule(date),
  });
const audioGuide = ticket({
  id: 105,
  name: 'Audio guide',
  price: 400,
  group_id: 2,
  group_name: 'Extras',
  book_with_cost: true,
  book_with_cost_warn: 'The audio guide is charged even with an annual pass.',
  schedule: timedSchedule(),
});
/** Hidden: a timed ticket without any schedule entry with places (SPEC §5). */
const soldOutSeat = ticket({ id: 106, name: 'Sold-out seat', schedule: [slot(at('10:00'), 0)] });

const collect = (date: string, tickets: Ticket[]): TicketCollect => ({ date, tickets, timeslot: [] });

/** What the fake museum API answers in the current test (HTTP level: the real client parses every answer). */
let museumEvents: Event[] = [];
let collectFor: (date: string | null) => TicketCollect = () => collect(DAY, []);
const calendar: TicketCalendar = { '2026-11-24': 32, '2026-11-25': 240, '2026-11-26': 0 };
/** Path and query of every request the page made. */
const requests: string[] = [];
const LIFETIME = { start: '2026-10-22', end: '2027-02-19' };
let lifetime = LIFETIME;
/** Whether the page had asked for a calendar before the next free date was answered (one round trip). */
let collectAnsweredAfterCalendarAsked = false;
const calendarRequests = () => requests.filter((path) => path.includes('/ticket/calendar/'));

/** Resolves true once a calendar has been asked for, or false after half a second without one. */
async function calendarAsked(): Promise<boolean> {
  for (let waited = 0; waited < 500; waited += 10) {
    if (calendarRequests().length > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

const api = setUpMuseumApi(
  apiGet('event/select', () => Object.fromEntries(museumEvents.map((item) => [String(item.id), item]))),
  apiGet('ticket/lifetime', () => lifetime),
  apiGet('ticket/collect/event/:id', async () => {
    collectAnsweredAfterCalendarAsked = await calendarAsked();
    return collectFor(null);
  }),
  apiGet('ticket/collect/event/:id/date/:date', ({ params }) => collectFor(String(params.date))),
  apiGet('ticket/calendar/event/:id/range/:range', () => calendar),
);
api.events.on('request:start', ({ request }) => {
  if (request.method === 'OPTIONS') return;
  const url = new URL(request.url);
  requests.push(`${url.pathname}${url.search}`);
});
const collectRequests = () => requests.filter((path) => path.includes('/ticket/collect/'));

function renderEventPage(id: number, events = [impressionism, workshop, collection]) {
  museumEvents = events;
  return renderRemoteRoute(remote, `/en/tickets/${id}`);
}

beforeEach(() => {
  resetShopState();
  requests.length = 0;
  lifetime = LIFETIME;
  collectAnsweredAfterCalendarAsked = false;
});
afterEach(cleanup);

const more = (name: string) => screen.getByRole('button', { name: `One more: ${name}` });

describe('event page: date and time (SPEC §4 ticket flow)', () => {
  beforeEach(() => {
    collectFor = (date) =>
      date === '2026-11-25'
        ? collect(date, [
            { ...adult(date), schedule: [slot(at('10:00', date), 30), slot(at('12:00', date), 30)] },
          ])
        : collect(DAY, [adult(), familyTicket(), audioGuide, soldOutSeat]);
  });

  it('opens at the next free date with its calendar from the start of the month to the end of the next', async () => {
    await renderEventPage(1);
    await screen.findByRole('heading', { level: 1, name: 'Light and Shadow' });
    expect(requests).toContain('/en/ticket/collect/event/1');
    expect(requests).toContain('/en/ticket/calendar/event/1/range/20261101;20261231?deep=1');
    const grid = await screen.findByRole('grid', { name: 'November 2026' });
    expect(within(grid).getByRole('gridcell', { selected: true }).textContent).toBe('24');
    within(grid).getByRole('button', { name: 'Thursday, November 26, 2026, sold out' });
    expect(
      within(grid).getByRole('button', { name: 'Wednesday, November 25, 2026, places available' }),
    ).toBeTruthy();
  });

  it('asks for the calendar beside the event, not after its next free date: one round trip', async () => {
    await renderEventPage(1);
    await screen.findByRole('grid', { name: 'November 2026' });
    expect(collectAnsweredAfterCalendarAsked).toBe(true);
    expect(calendarRequests()).toEqual(['/en/ticket/calendar/event/1/range/20261101;20261231?deep=1']);
  });

  it('cuts the early calendar to the lifetime instead of asking again', async () => {
    lifetime = { start: '2026-11-10', end: '2027-02-19' };
    const answered = { ...calendar, '2026-11-05': 12 };
    api.use(apiGet('ticket/calendar/event/:id/range/:range', () => answered));
    await renderEventPage(1);
    const grid = await screen.findByRole('grid', { name: 'November 2026' });
    expect(calendarRequests()).toEqual(['/en/ticket/calendar/event/1/range/20261101;20261231?deep=1']);
    expect(within(grid).queryByRole('button', { name: /November 5, 2026, places available/ })).toBeNull();
    expect(
      within(grid).getByRole('button', { name: 'Wednesday, November 25, 2026, places available' }),
    ).toBeTruthy();
  });

  it('asks again, without a server-error message, when the early calendar fails', async () => {
    let answers = 0;
    api.use(
      apiGet('ticket/calendar/event/:id/range/:range', () => (answers++ === 0 ? apiAnswer(500) : calendar)),
    );
    await renderEventPage(1);
    const grid = await screen.findByRole('grid', { name: 'November 2026' });
    expect(
      within(grid).getByRole('button', { name: 'Wednesday, November 25, 2026, places available' }),
    ).toBeTruthy();
    expect(calendarRequests()).toHaveLength(2);
    expect(useMessageStore.getState().message).toBeNull();
  });

  it("asks for the next free date's months when the early calendar does not cover them", async () => {
    const date = '2027-01-12';
    collectFor = () => collect(date, [adult(date)]);
    await renderEventPage(1);
    await screen.findByRole('grid', { name: 'January 2027' });
    expect(calendarRequests()).toEqual([
      '/en/ticket/calendar/event/1/range/20261101;20261231?deep=1',
      '/en/ticket/calendar/event/1/range/20270101;20270219?deep=1',
    ]);
  });

  it('chooses the first time with places, shows sold-out times, and hides tickets without places', async () => {
    await renderEventPage(1);
    const times = await screen.findByRole('group', { name: 'Times on 24.11.2026' });
    expect((within(times).getByRole('radio', { name: /^10:00/ }) as HTMLInputElement).checked).toBe(true);
    expect(
      (within(times).getByRole('radio', { name: /^11:00.*sold out/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    within(times).getByRole('radio', { name: /^12:00.*2 places left/ });
    screen.getByLabelText('Adult');
    expect(screen.queryByText('Sold-out seat')).toBeNull();
  });

  it('keeps the clock time on another date and shows a sold-out day without asking the API', async () => {
    await renderEventPage(1);
    await userEvent.click(await screen.findByRole('radio', { name: /^12:00/ }));
    await userEvent.click(screen.getByRole('button', { name: /November 25, 2026/ }));
    const times = await screen.findByRole('group', { name: 'Times on 25.11.2026' });
    expect((within(times).getByRole('radio', { name: /^12:00/ }) as HTMLInputElement).checked).toBe(true);
    expect(collectRequests().at(-1)).toBe('/en/ticket/collect/event/1/date/2026-11-25');

    const calls = collectRequests().length;
    await userEvent.click(screen.getByRole('button', { name: /November 26, 2026/ }));
    screen.getByText('26.11.2026 is sold out. Please choose another date.');
    await userEvent.click(screen.getByRole('button', { name: /November 23, 2026/ }));
    screen.getByText('There are no tickets for 23.11.2026. Please choose another date.');
    expect(collectRequests()).toHaveLength(calls);
    expect(screen.queryByRole('button', { name: 'Add to basket' })).toBeNull();
  });

  it('keeps the chosen tickets when the visitor picks another date', async () => {
    await renderEventPage(1);
    await userEvent.click(await screen.findByRole('button', { name: 'One more: Adult' }));
    await userEvent.click(more('Adult'));
    await userEvent.click(screen.getByRole('button', { name: /November 25, 2026/ }));
    await screen.findByRole('group', { name: 'Times on 25.11.2026' });
    expect((screen.getByLabelText('Adult') as HTMLInputElement).value).toBe('2');
    expect(screen.getByTestId('ticket-total').textContent).toContain('€32.00');
  });

  it('shows an ended event as expired, without a calendar', async () => {
    await renderEventPage(4, [
      event({ id: 4, name: 'Bronze Age', end: '2026-11-11', expired: true }),
      impressionism,
    ]);
    await screen.findByText('This event has ended. Tickets can no longer be booked.');
    expect(screen.queryByRole('grid')).toBeNull();
  });
});

describe('event page: booking form (SPEC §5 event tickets)', () => {
  it('rejects counts above the places of the time slot', async () => {
    collectFor = () => collect(DAY, [adult(), audioGuide]);
    await renderEventPage(1);
    await userEvent.click(await screen.findByRole('radio', { name: /^12:00/ }));
    await userEvent.click(more('Adult'));
    await userEvent.click(more('Adult'));
    await userEvent.click(more('Adult'));
    expect((screen.getByLabelText('Adult') as HTMLInputElement).value).toBe('2');
    screen.getByText('Only 2 places are left at this time.');
    await userEvent.click(more('Audio guide'));
    screen.getByText('No places are left at this time.');
    screen.getByText('The audio guide is charged even with an annual pass.');
    // Said of 12:00: another time takes its messages away.
    await userEvent.click(screen.getByRole('radio', { name: /^10:00/ }));
    expect(screen.queryByText('Only 2 places are left at this time.')).toBeNull();
    expect(screen.getByLabelText('Adult').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('a double click on "Add to basket" adds once and says nothing is chosen only when nothing was', async () => {
    collectFor = () => collect(DAY, [adult(), audioGuide]);
    await renderEventPage(1);
    await userEvent.click(await screen.findByRole('radio', { name: /^12:00/ }));
    await userEvent.click(more('Adult'));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Add to basket' }));
    await screen.findByText('1 ticket has been added to your basket.');
    expect(useCartStore.getState().form).toHaveLength(1);
    // The second click found the form emptied by the first: no "choose at least one ticket".
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts the places the basket holds at a time, and confirms only what went in', async () => {
    collectFor = () => collect(DAY, [adult(), audioGuide]);
    await renderEventPage(1);
    // Both places at 12:00 into the basket.
    await userEvent.click(await screen.findByRole('radio', { name: /^12:00/ }));
    await userEvent.click(more('Adult'));
    await userEvent.click(more('Adult'));
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    await screen.findByText('2 tickets have been added to your basket.');
    useMessageStore.setState({ toasts: [] });

    // One more at 12:00: refused on the page, saying why, and nothing is confirmed or added.
    await userEvent.click(more('Adult'));
    expect(
      screen.getByText(
        'No places are left at this time. This counts the places your basket already holds at this time.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Adult') as HTMLInputElement).value).toBe('0');

    // A choice made before another tab filled the basket at 10:00: refused when added, and the choice stays.
    await userEvent.click(screen.getByRole('radio', { name: /^10:00/ }));
    await userEvent.click(more('Adult'));
    const [held] = useCartStore.getState().form;
    if (held?.type !== 'ticket') throw new Error('no ticket line');
    useCartStore.setState({
      form: [
        ...useCartStore.getState().form,
        { ...held, lineId: 'other-tab', datetime: at('10:00'), totalCount: 30 },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    within(await screen.findByRole('alert')).getByText(/your basket already holds/);
    // The summary takes the focus at every refused press (the same words again are not read out otherwise).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    screen.getByRole('button', { name: 'Add to basket' }).focus();
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect(screen.queryByText(/been added to your basket/)).toBeNull();
    expect(useMessageStore.getState().toasts).toEqual([]);
    expect(useCartStore.getState().form.map((line) => line.type === 'ticket' && line.totalCount)).toEqual([
      2, 30,
    ]);
    expect((screen.getByLabelText('Adult') as HTMLInputElement).value).toBe('1');

    // The other tab's line gone, the adult goes in; one more joins its line, and the analytics event counts
    // the one added, not the line's two.
    useCartStore.getState().removeItem('other-tab');
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    await screen.findByText('1 ticket has been added to your basket.');
    await userEvent.click(more('Adult'));
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    await waitFor(() =>
      expect(useCartStore.getState().form.map((line) => line.type === 'ticket' && line.totalCount)).toEqual([
        2, 2,
      ]),
    );
    const added = (window.dataLayer ?? []).map(
      (entry) =>
        (entry as { ecommerce?: { add?: { products: { quantity: number }[] } } }).ecommerce?.add?.products[0]
          ?.quantity,
    );
    expect(added.filter((quantity) => quantity !== undefined)).toEqual([2, 1, 1]);
  });

  it('presets family components and fixes the min == max one; the family ticket goes into the basket', async () => {
    collectFor = () => collect(DAY, [adult(), familyTicket()]);
    await renderEventPage(1);
    const family = await screen.findByRole('group', { name: 'Family ticket' });
    expect((within(family).getByLabelText('Adults') as HTMLSelectElement).value).toBe('1');
    expect((within(family).getByLabelText('Children') as HTMLSelectElement).value).toBe('1');
    within(family).getByText('1, included');
    await userEvent.click(more('Family ticket'));
    await userEvent.selectOptions(within(family).getByLabelText('Children'), '3');
    await userEvent.click(more('Adult'));
    expect(screen.getByTestId('ticket-total').textContent).toContain('€48.00');
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));

    await screen.findByText('2 tickets have been added to your basket.');
    const lines = useCartStore.getState().form;
    expect(lines.map((line) => [line.type, line.name, line.totalPrice])).toEqual([
      ['ticket', 'Adult', 1600],
      ['ticket', 'Family ticket', 3200],
    ]);
    expect(prepareCartItems(lines)).toEqual([
      { type: 'ticket', id: 101, count: 1, datetime: at('10:00'), totalPrice: 1600 },
      {
        type: 'ticket',
        id: 104,
        count: 1,
        datetime: at('10:00'),
        subtickets: [
          { id: 1041, count: 1 },
          { id: 1042, count: 3 },
          { id: 1043, count: 1 },
        ],
        totalPrice: 3200,
      },
    ]);
    expect(window.dataLayer?.map((entry) => (entry as { event: string }).event)).toEqual([
      'addToCart',
      'addToCart',
    ]);
    expect((screen.getByLabelText('Adult') as HTMLInputElement).value).toBe('0');
    expect(screen.getByRole('link', { name: 'Go to the basket' }).getAttribute('href')).toBe('/en/checkout');
  });

  it('requires a quantity for every family component before adding', async () => {
    const workshopFamily = ticket({
      id: 502,
      name: 'Family ticket',
      price: 0,
      family: true,
      subtickets: [subticket(5021, 1, 3, 1000, 'Children'), subticket(5022, 0, 2, 500, 'Adults')],
      schedule: [slot(at('11:00', '2026-11-28'), 12)],
    });
    collectFor = () => collect('2026-11-28', [workshopFamily]);
    await renderEventPage(5);
    const family = await screen.findByRole('group', { name: 'Family ticket' });
    expect((within(family).getByLabelText(/Adults/) as HTMLSelectElement).value).toBe('');
    await userEvent.click(more('Family ticket'));
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(
      within(screen.getByRole('alert')).getByText('Family ticket: choose a quantity for “Adults”.'),
    ).toBeTruthy();
    expect(
      within(family)
        .getByLabelText(/Adults/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(useCartStore.getState().form).toHaveLength(0);

    await userEvent.selectOptions(within(family).getByLabelText(/Adults/), '2');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(useCartStore.getState().form).toHaveLength(1));
    expect(useCartStore.getState().form[0]?.totalPrice).toBe(1000 + 2 * 500);
  });

  it('books day tickets as one day-ticket line that expands into dayticket lines', async () => {
    const day = slot('2026-11-24 10:00:00', 200, '2026-11-24 18:00:00');
    collectFor = () =>
      collect(DAY, [
        ticket({ id: 301, name: 'Day ticket adult', mode: 3, price: 1400, schedule: [day] }),
        ticket({ id: 303, name: 'Day ticket child', mode: 3, price: 0, schedule: [day] }),
      ]);
    await renderEventPage(3);
    await screen.findByText('Valid all day on 24.11.2026, 10:00 – 18:00.');
    expect(screen.queryByRole('group', { name: /Times on/ })).toBeNull();
    await userEvent.click(more('Day ticket adult'));
    await userEvent.click(more('Day ticket adult'));
    await userEvent.click(more('Day ticket child'));
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(useCartStore.getState().form).toHaveLength(1));
    const [line] = useCartStore.getState().form;
    expect(line).toMatchObject({
      type: 'dayTicket',
      totalCount: 3,
      totalPrice: 2800,
      name: 'Collection – day ticket',
    });
    expect(prepareCartItems(useCartStore.getState().form)).toEqual([
      { type: 'dayticket', id: 301, count: 2, datetime: '2026-11-24 10:00:00', totalPrice: 2800 },
      { type: 'dayticket', id: 303, count: 1, datetime: '2026-11-24 10:00:00', totalPrice: 0 },
    ]);
  });

  it('asks for at least one ticket', async () => {
    collectFor = () => collect(DAY, [adult()]);
    await renderEventPage(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to basket' }));
    within(screen.getByRole('alert')).getByText('Choose at least one ticket.');
  });
});
