import { useCartStore } from '@museum/shared';
import { prepareCartItems } from '@museum/shared/domain';
import {
  apiAnswer,
  apiGet,
  privateGroupTour,
  publicTour,
  renderRemoteRoute,
  resetShopState,
  setUpMuseumApi,
  tour,
  tourCalendar,
  tourDetail,
  tourPrice,
  tourTicket,
} from '@museum/shared/testing';
import type { Tour, TourCalendar, TourDetail, TourLifetime, TourPrice } from '@museum/shared/wire';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import remote from '../../../app/routes';

// The museum's day is fixed. Its clock (the meta data) turns the visitor's day into the museum's, which is the
// same day except in the test of a visitor whose clock is still on the day before.
const clock = vi.hoisted(() => ({
  day: '2026-11-21',
  museumDay: '2026-11-21',
  meta: Promise.resolve() as Promise<void>,
}));
vi.mock('../../../lib/today', () => ({
  today: () => clock.day,
  ensureMuseumClock: async () => {
    await clock.meta;
    clock.day = clock.museumDay;
  },
}));

/** One tour as the fake museum API knows it. */
interface FakeTour {
  tour: Tour;
  lifetime: TourLifetime;
  calendar: TourCalendar;
  soldOut: string[];
  /** tour/soldoutTimeslots per date (fresher than the calendar). */
  soldOutTimes: Record<string, Record<string, boolean>>;
  /** A time's own price list (the Thursday evening fee). */
  ownPrices: Record<string, TourPrice[]>;
}

const LIFETIME: TourLifetime = { first: '2026-11-21', last: '2027-01-20' };
let museum: Record<number, FakeTour> = {};
const requests: string[] = [];

const inRange = (range: string, date: string) => {
  const [start = '', end = ''] = range.split(';');
  const compact = date.replaceAll('-', '');
  return compact >= start && compact <= end;
};

/** GET tour?date=: the schedule of the date: every time that is not sold out, with its own prices. */
function detailOf(fake: FakeTour, date: string | null): TourDetail {
  const schedule: TourDetail['schedule'] = {};
  for (const [time, slot] of Object.entries(date ? (fake.calendar[date] ?? {}) : {})) {
    if (slot.soldout) continue;
    const own = fake.ownPrices[time];
    schedule[time] = {
      tours: slot.tours,
      ...(own ? { priceList: Object.fromEntries(own.map((price) => [String(price.id), price])) } : {}),
    };
  }
  return tourDetail(fake.tour, date, schedule);
}

/** The next date with a free slot from today (what GET tour without a date answers). */
const firstBookable = (fake: FakeTour) =>
  Object.keys(fake.calendar)
    .sort()
    .find(
      (date) =>
        !fake.soldOut.includes(date) &&
        Object.values(fake.calendar[date] ?? {}).some((slot) => !slot.soldout && slot.tickets > 0),
    ) ?? null;

const fakeOf = (id: unknown) => museum[Number(id)];

const api = setUpMuseumApi(
  apiGet('tour', ({ request }) => {
    const search = new URL(request.url).searchParams;
    const fake = fakeOf(search.get('tour'));
    if (!fake) return apiAnswer(404, { error: 'NOT_FOUND' });
    return detailOf(fake, search.get('date') ?? firstBookable(fake));
  }),
  apiGet('tour/lifetime/tour/:id', ({ params }) => fakeOf(params.id)?.lifetime ?? apiAnswer(404, {})),
  apiGet('tour/calendar/tour/:id/range/:range', ({ params }) => {
    const fake = fakeOf(params.id);
    if (!fake) return apiAnswer(404, { error: 'NOT_FOUND' });
    return Object.fromEntries(
      Object.entries(fake.calendar).filter(([date]) => inRange(String(params.range), date)),
    );
  }),
  apiGet('tour/soldout/tour/:id/range/:range', ({ params }) => {
    const fake = fakeOf(params.id);
    if (!fake) return apiAnswer(404, { error: 'NOT_FOUND' });
    return fake.soldOut.filter((date) => inRange(String(params.range), date));
  }),
  apiGet('tour/soldoutTimeslots/tour/:id/date/:date', ({ params }) => {
    const fake = fakeOf(params.id);
    const date = String(params.date).replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3');
    return fake?.soldOutTimes[date] ?? {};
  }),
);
api.events.on('request:start', ({ request }) => {
  if (request.method === 'OPTIONS') return;
  const url = new URL(request.url);
  requests.push(`${url.pathname}${url.search}`);
});

function fake(base: Tour, calendar: TourCalendar, overrides: Partial<FakeTour> = {}): FakeTour {
  return {
    tour: base,
    lifetime: LIFETIME,
    calendar,
    soldOut: [],
    soldOutTimes: {},
    ownPrices: {},
    ...overrides,
  };
}

/** Tour 1 (public, German): today only a past (sold-out) slot; Tuesday 3 places at 11:00; Wednesday sold out. */
const highlightsCalendar = () =>
  tourCalendar({
    '2026-11-21': { '11:00': [0], '15:00': [0] },
    '2026-11-24': { '11:00': [3], '15:00': [20] },
    '2026-11-25': { '11:00': [0], '15:00': [0] },
    '2026-11-26': { '11:00': [20], '15:00': [20], '18:00': [20] },
  });
const evening = tourPrice(1102, 600, 'Evening fee');
const highlights = () =>
  fake(publicTour(), highlightsCalendar(), {
    soldOut: ['2026-11-25'],
    soldOutTimes: { '2026-11-24': { '11:00': false, '15:00': true } },
    ownPrices: { '18:00': [evening] },
  });

/** Tour 3 (complete, without single ticketing): one group left at 10:00 on Tuesday. */
const groupTour = () =>
  fake(
    privateGroupTour(),
    tourCalendar({
      '2026-11-24': { '10:00': [25, 1], '13:00': [50, 2] },
      '2026-11-25': { '10:00': [50, 2] },
    }),
  );

beforeEach(() => {
  resetShopState();
  requests.length = 0;
  clock.day = '2026-11-21';
  clock.museumDay = '2026-11-21';
  clock.meta = Promise.resolve();
  museum = { 1: highlights(), 3: groupTour() };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function openTour(path: string) {
  const view = await renderRemoteRoute(remote, path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const grid = () => screen.getByRole('grid');
const selectedDay = () => within(grid()).getByRole('gridcell', { selected: true }).textContent;
const times = () => screen.getByRole('group', { name: /^Times on / });
const checkedTime = () =>
  within(times())
    .getAllByRole('radio')
    .find((radio) => (radio as HTMLInputElement).checked)
    ?.getAttribute('value');
const more = (name: string) => screen.getByRole('button', { name: `One more: ${name}` });
const field = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
const addToBasket = () => screen.getByRole('button', { name: 'Add to basket' });
const summary = () => screen.getByRole('alert');

describe('tour page: date and time (SPEC §4 guided tour detail)', () => {
  it('loads the month with its sold-out days, and opens on the first available date when today has no free slot', async () => {
    await openTour('/en/guided-tours/1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Highlights of the collection');
    await screen.findByRole('grid', { name: 'November 2026' });
    expect(requests).toContain('/en/tour/calendar/tour/1/range/20261121;20261130');
    expect(requests).toContain('/en/tour/soldout/tour/1/range/20261121;20261130');
    expect(requests).toContain('/en/tour/lifetime/tour/1');
    expect(selectedDay()).toBe('24');
    within(grid()).getByRole('button', { name: 'Wednesday, November 25, 2026, sold out' });
    within(grid()).getByRole('button', { name: 'Thursday, November 26, 2026, tours available' });
    within(grid()).getByRole('button', { name: 'Monday, November 23, 2026, no tour' });
  });

  it("opens on the museum's today, not the visitor's: its clock comes beside the tour, and a day that differs asks for its month again", async () => {
    clock.day = '2026-11-30';
    clock.museumDay = '2026-12-01';
    let metaArrives: () => void = () => undefined;
    clock.meta = new Promise((resolve) => {
      metaArrives = resolve;
    });
    museum[1] = fake(
      publicTour(),
      tourCalendar({ '2026-11-30': { '15:00': [5] }, '2026-12-01': { '11:00': [4] } }),
    );
    const opened = openTour('/en/guided-tours/1');
    await vi.waitFor(() => expect(requests).toContain('/en/tour?tour=1'));
    metaArrives();
    await opened;
    await screen.findByRole('grid', { name: 'December 2026' });
    expect(selectedDay()).toBe('1');
    expect(requests).toContain('/en/tour/calendar/tour/1/range/20261201;20261231');
    within(grid()).getByRole('button', { name: 'Tuesday, December 1, 2026, tours available' });
  });

  it('opens on today when today has slots to book', async () => {
    museum[1] = fake(
      publicTour(),
      tourCalendar({ '2026-11-21': { '15:00': [6] }, '2026-11-24': { '11:00': [3] } }),
    );
    await openTour('/en/guided-tours/1');
    await screen.findByRole('grid');
    expect(selectedDay()).toBe('21');
    expect(checkedTime()).toBe('15:00');
  });

  it('shows sold-out time slots (tour/soldoutTimeslots) and chooses the first time with places', async () => {
    await openTour('/en/guided-tours/1');
    const group = await screen.findByRole('group', { name: 'Times on 24.11.2026' });
    expect(requests).toContain('/en/tour/soldoutTimeslots/tour/1/date/20261124');
    expect(checkedTime()).toBe('11:00');
    const fifteen = within(group).getByRole('radio', { name: /^15:00\s*sold out/ }) as HTMLInputElement;
    expect(fifteen.disabled).toBe(true);
    within(group).getByRole('radio', { name: /^11:00\s*3 places left/ });
  });

  it('chooses a single time slot automatically', async () => {
    museum[1] = fake(publicTour(), tourCalendar({ '2026-11-22': { '14:00': [20] } }));
    await openTour('/en/guided-tours/1');
    await screen.findByRole('group', { name: 'Times on 22.11.2026' });
    expect(within(times()).getAllByRole('radio')).toHaveLength(1);
    expect(checkedTime()).toBe('14:00');
  });

  it('keeps the time chosen before on another date while it is offered, else takes the first; a time’s own prices replace the tour’s', async () => {
    const { user } = await openTour('/en/guided-tours/1');
    await screen.findByRole('group', { name: 'Times on 24.11.2026' });
    await user.click(within(grid()).getByRole('button', { name: /November 26, 2026/ }));
    await screen.findByRole('group', { name: 'Times on 26.11.2026' });
    expect(requests).toContain('/en/tour?tour=1&date=2026-11-26');
    expect(checkedTime()).toBe('11:00');
    field('Tour fee');
    await user.click(within(times()).getByRole('radio', { name: /^18:00/ }));
    // The Thursday evening fee is the only price at 18:00 (the API sells only it then).
    expect(screen.queryByRole('spinbutton', { name: 'Tour fee' })).toBeNull();
    expect(field('Evening fee').value).toBe('0');
    await user.click(within(grid()).getByRole('button', { name: /November 24, 2026/ }));
    await screen.findByRole('group', { name: 'Times on 24.11.2026' });
    expect(checkedTime()).toBe('11:00');
  });

  it('shows a sold-out day without asking for its times, with the next available date', async () => {
    const { user } = await openTour('/en/guided-tours/1');
    await screen.findByRole('group', { name: 'Times on 24.11.2026' });
    const before = requests.filter((path) => path.includes('date=2026-11-25')).length;
    await user.click(within(grid()).getByRole('button', { name: /November 25, 2026/ }));
    screen.getByText('The tour is sold out on 25.11.2026.');
    screen.getByText('Next available date: 26.11.2026.');
    expect(requests.filter((path) => path.includes('date=2026-11-25'))).toHaveLength(before);
    expect(screen.queryByRole('button', { name: 'Add to basket' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show next available date' }));
    await screen.findByRole('group', { name: 'Times on 26.11.2026' });
    expect(selectedDay()).toBe('26');
  });

  it('opens on a requested date (forced); a date without tour offers the next one, searched in the next months', async () => {
    museum[1] = fake(
      publicTour(),
      tourCalendar({ '2026-11-24': { '11:00': [3] }, '2026-12-03': { '11:00': [20] } }),
    );
    const { user } = await openTour('/en/guided-tours/1?date=2026-11-28');
    await screen.findByText('The tour is not available on 28.11.2026.');
    expect(selectedDay()).toBe('28');
    await screen.findByText('Next available date: 03.12.2026.');
    expect(requests).toContain('/en/tour/calendar/tour/1/range/20261201;20261231');
    await user.click(screen.getByRole('button', { name: 'Show next available date' }));
    await screen.findByRole('grid', { name: 'December 2026' });
    await screen.findByRole('group', { name: 'Times on 03.12.2026' });
  });

  it('says when there is no later date to offer', async () => {
    museum[1] = fake(publicTour(), tourCalendar({ '2026-11-24': { '11:00': [3] } }), {
      lifetime: { first: '2026-11-21', last: '2026-11-24' },
    });
    await openTour('/en/guided-tours/1?date=2026-11-27');
    await screen.findByText('There are no later dates at the moment.');
    expect(screen.queryByRole('button', { name: 'Show next available date' })).toBeNull();
  });

  it('a tour whose lifetime has no limits is not bookable; one without a free date is sold out', async () => {
    museum[6] = fake(
      tour({ id: 6, name: 'Conservation studio' }),
      {},
      { lifetime: { first: null, last: null } },
    );
    museum[7] = fake(tour({ id: 7, name: 'Full tour' }), tourCalendar({ '2026-11-24': { '11:00': [0] } }));
    await openTour('/en/guided-tours/6');
    screen.getByText('This guided tour cannot be booked at the moment.');
    expect(screen.queryByRole('grid')).toBeNull();
    cleanup();
    await openTour('/en/guided-tours/7');
    screen.getByText('This guided tour is sold out: there are no free places on any date.');
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('answers an unknown tour with not found', async () => {
    // React Router logs the 404 it renders; the test reads it from the router instead.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = await renderRemoteRoute(remote, '/en/guided-tours/99');
    await vi.waitFor(() => expect(router.state.errors).not.toBeNull());
    const [error] = Object.values(router.state.errors ?? {});
    expect((error as { status: number }).status).toBe(404);
  });
});

describe('tour page: counts (SPEC §5 guided tours)', () => {
  it('refuses more participants than are left and says how many are', async () => {
    const { user } = await openTour('/en/guided-tours/1');
    await screen.findByRole('group', { name: 'Times on 24.11.2026' });
    for (let click = 0; click < 4; click++) await user.click(more('Tour fee'));
    expect(field('Tour fee').value).toBe('3');
    screen.getByText('Only 3 places are left at this time.');
    expect(field('Tour fee').getAttribute('aria-invalid')).toBe('true');
  });

  it('a count that is no number becomes 0', async () => {
    const { user } = await openTour('/en/guided-tours/1');
    await screen.findByRole('group', { name: 'Times on 24.11.2026' });
    await user.click(more('Tour fee'));
    await user.clear(field('Tour fee'));
    expect(screen.getByTestId('tour-total').textContent).toContain('0 participants');
    await user.tab();
    expect(field('Tour fee').value).toBe('0');
  });

  it("a family ticket's components stop at their bound, which their labels name", async () => {
    const { user } = await openTour('/en/guided-tours/1');
    await screen.findByRole('group', { name: 'Times on 24.11.2026' });
    await user.click(more('Tour fee'));
    const adults = field('Adults (up to 2)');
    await user.clear(adults);
    await user.type(adults, '5');
    await user.tab();
    expect(adults.value).toBe('2');
    screen.getByText('Adults: at most 2 per ticket.');
    expect(more('Family ticket, Adults').getAttribute('aria-disabled')).toBe('true');
    expect(field('Children (up to 3)').value).toBe('0');
  });

  it('asks for the participants before their tickets', async () => {
    const { user } = await openTour('/en/guided-tours/1');
    await screen.findByRole('group', { name: 'Times on 24.11.2026' });
    await user.click(more('Adult'));
    expect(field('Adult').value).toBe('0');
    screen.getByText('Choose the participants first, then their tickets.');
  });

  it('tickets must equal participants (more or fewer: the same message); then the tour goes into the basket', async () => {
    const { user } = await openTour('/en/guided-tours/1');
    await screen.findByRole('group', { name: 'Times on 24.11.2026' });
    await user.click(more('Tour fee'));
    await user.click(more('Tour fee'));
    await user.click(more('Adult'));
    await user.click(addToBasket());
    expect(summary().textContent).toContain('The number of tickets and participants must be equal.');
    expect(document.activeElement).toBe(summary());
    // Pressed again with nothing changed: the same summary takes the focus again (read out once more).
    await user.click(addToBasket());
    expect(document.activeElement).toBe(summary());
    await user.click(more('Adult'));
    await user.click(more('Adult'));
    expect(summary().textContent).toContain('The number of tickets and participants must be equal.');
    await user.click(screen.getByRole('button', { name: 'One fewer: Adult' }));
    await user.click(more('Family ticket, Adults'));
    await user.click(more('Family ticket, Adults'));
    // The family ticket is one ticket, whoever is on it: 1 adult + 1 family = 2 participants.
    await user.click(screen.getByRole('button', { name: 'One fewer: Adult' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('tour-total').textContent).toContain('2 participants · 2 tickets');
    expect(screen.getByTestId('tour-total').textContent).toContain('€56.00');
    await user.click(addToBasket());

    await screen.findByText('The tour for 2 participants has been added to your basket.');
    const lines = useCartStore.getState().form;
    expect(lines.map((line) => [line.type, line.name, line.totalPrice])).toEqual([
      ['guidedTour', 'Highlights of the collection', 5600],
    ]);
    expect(prepareCartItems(lines)).toEqual([
      {
        type: 'guidedTour',
        tourId: 1,
        datetime: '2026-11-24 11:00:00',
        prices: [{ id: 1101, count: 2 }],
        tickets: [
          { id: 1111, count: 1 },
          { id: 1113, count: 1, subtickets: [{ id: 11131, count: 2 }] },
        ],
        count: 1,
        totalPrice: 5600,
      },
    ]);
    expect(window.dataLayer?.map((entry) => (entry as { event: string }).event)).toEqual(['addToCart']);
    expect(screen.getByRole('link', { name: 'Go to the basket' }).getAttribute('href')).toBe('/en/checkout');
    expect(field('Tour fee').value).toBe('0');
  });

  it('a double click on "Add to basket" adds once, without saying nothing was chosen', async () => {
    const { user } = await openTour('/en/guided-tours/1');
    await screen.findByRole('group', { name: 'Times on 24.11.2026' });
    await user.click(more('Tour fee'));
    await user.click(more('Adult'));
    await user.dblClick(addToBasket());
    await screen.findByText('The tour for 1 participant has been added to your basket.');
    expect(useCartStore.getState().form).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts what the basket already holds of the time', async () => {
    const { user } = await openTour('/en/guided-tours/1');
    const times = await screen.findByRole('group', { name: 'Times on 24.11.2026' });
    within(times).getByRole('radio', { name: /^11:00\s*3 places left/ });
    await user.click(more('Tour fee'));
    await user.click(more('Tour fee'));
    await user.click(more('Adult'));
    await user.click(more('Adult'));
    await user.click(addToBasket());
    await screen.findByText('The tour for 2 participants has been added to your basket.');
    // The time says what is left for this visitor, as the counts below do.
    within(times).getByRole('radio', { name: /^11:00\s*1 place left/ });
    await user.click(more('Tour fee'));
    await user.click(more('Tour fee'));
    expect(field('Tour fee').value).toBe('1');
    screen.getByText('Only 1 place is left at this time.');
  });
});

describe('tour page: a group booked complete, and its questions', () => {
  async function openGroupTour() {
    const view = await openTour('/en/guided-tours/3');
    await screen.findByRole('group', { name: 'Times on 24.11.2026' });
    return view;
  }

  it('stays within the groups left at the time (the schedule’s tours) and the tickets the groups allow', async () => {
    const { user } = await openGroupTour();
    within(times()).getByRole('radio', { name: /^10:00\s*1 group can still book/ });
    await user.click(more('Group tour'));
    await user.click(more('School class tour'));
    expect(field('School class tour').value).toBe('0');
    screen.getByText('Only 1 group can still book this time.');
    await user.clear(field('Group admission per person'));
    await user.type(field('Group admission per person'), '30');
    expect(field('Group admission per person').value).toBe('25');
    screen.getByText('At most 25 tickets for the chosen participants.');
  });

  it('enforces the minimum group size and the required questions, each error tied to its field', async () => {
    const { user } = await openGroupTour();
    await user.click(more('Group tour'));
    await user.type(field('Group admission per person'), '9');
    await user.click(addToBasket());
    const errors = within(summary())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(errors).toEqual([
      'A group needs at least 10 participants.',
      'Please answer “Name of the group”.',
      'Please answer “Kind of group”.',
      'Please answer “Age group”.',
    ]);
    const name = screen.getByRole('textbox', { name: 'Name of the group' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Please answer this question.');
    expect(useCartStore.getState().form).toHaveLength(0);
  });

  it('answers of all six types go into the basket with their questions and option names', async () => {
    const { user } = await openGroupTour();
    await user.click(more('Group tour'));
    await user.type(field('Group admission per person'), '12');
    await user.type(screen.getByRole('textbox', { name: 'Name of the group' }), 'Class 9b');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of group' }), 'School class');
    await user.click(screen.getByRole('radio', { name: '12 to 17' }));
    await user.click(screen.getByRole('checkbox', { name: 'Wheelchair' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seats' }));
    await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'Two wheelchairs');
    await user.type(field('Accompanying adults'), '11');
    await user.click(addToBasket());
    expect(
      within(summary())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['“Accompanying adults”: please enter at most 10.']);
    expect(screen.getByText('Please enter at most 10.').id).toBe(
      field('Accompanying adults').getAttribute('aria-describedby'),
    );
    await user.clear(field('Accompanying adults'));
    await user.type(field('Accompanying adults'), '2');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(addToBasket());
    await screen.findByText('The tour for 1 group has been added to your basket.');

    const [line] = useCartStore.getState().form;
    expect(line).toMatchObject({
      type: 'guidedTour',
      date: '2026-11-24',
      time: '10:00',
      totalPrice: 9000 + 12 * 1200,
    });
    expect(
      line?.type === 'guidedTour' &&
        line.answers.map((answer) => [answer.label, answer.optionNames ?? answer.value]),
    ).toEqual([
      ['Name of the group', 'Class 9b'],
      ['Kind of group', ['School class']],
      ['Age group', ['12 to 17']],
      ['Accessibility', ['Wheelchair', 'Seats']],
      ['Comments', 'Two wheelchairs'],
      ['Accompanying adults', 2],
    ]);
    expect(prepareCartItems(useCartStore.getState().form)[0]).toMatchObject({
      prices: [{ id: 1301, count: 1 }],
      tickets: [{ id: 1311, count: 12 }],
      answers: [
        { qId: 31, type: 'text', value: 'Class 9b' },
        { qId: 32, type: 'select', value: 321 },
        { qId: 33, type: 'radio', value: 332 },
        { qId: 34, type: 'checkbox', value: [341, 343] },
        { qId: 35, type: 'textarea', value: 'Two wheelchairs' },
        { qId: 36, type: 'number', value: 2 },
      ],
    });
  });
});

describe('tour page: complete tour with single ticketing, and a tour without tickets', () => {
  it('single ticketing: the places left are the limit, and tickets equal places', async () => {
    museum[4] = fake(
      tour({
        id: 4,
        name: 'Architecture walk',
        max_participants: 15,
        book_complete_tour: 1,
        single_ticketing: 1,
        prices: [tourPrice(1401, 800, 'Walk place')],
        ticketList: [tourTicket(1411, 1200, 'Adult')],
      }),
      tourCalendar({ '2026-11-28': { '11:00': [16] } }),
    );
    const { user } = await openTour('/en/guided-tours/4');
    await screen.findByRole('group', { name: 'Times on 28.11.2026' });
    // 16 places left, more than the 15 people of max_participants: single ticketing books what is left.
    fireEvent.change(field('Walk place'), { target: { value: '17' } });
    expect(field('Walk place').value).toBe('0');
    screen.getByText('Only 16 places are left at this time.');
    fireEvent.change(field('Walk place'), { target: { value: '16' } });
    expect(field('Walk place').value).toBe('16');
    await user.click(addToBasket());
    expect(summary().textContent).toContain('The number of tickets and participants must be equal.');
  });

  it('booking without tickets: the tour goes into the basket with places only', async () => {
    museum[5] = fake(
      tour({
        id: 5,
        name: 'Garden walk',
        max_participants: 25,
        booking_without_tickets: 1,
        prices: [tourPrice(1501, 500, 'Walk place')],
        ticketList: [tourTicket(1511, 1600, 'Adult')],
      }),
      tourCalendar({ '2026-11-22': { '10:00': [40] } }),
    );
    const { user } = await openTour('/en/guided-tours/5');
    await screen.findByRole('group', { name: 'Times on 22.11.2026' });
    screen.getByText('Admission tickets are optional for this tour.');
    await user.click(more('Walk place'));
    await user.click(more('Walk place'));
    // 40 places are left: the bound of 25 is the booking's, and said so.
    fireEvent.change(field('Walk place'), { target: { value: '26' } });
    expect(field('Walk place').value).toBe('2');
    screen.getByText('At most 25 participants per booking.');
    // Optional tickets, but none without its participant's fee.
    fireEvent.change(field('Adult'), { target: { value: '3' } });
    expect(field('Adult').value).toBe('2');
    screen.getByText('At most 2 tickets for the chosen participants.');
    fireEvent.change(field('Adult'), { target: { value: '0' } });
    await user.click(addToBasket());
    await screen.findByText('The tour for 2 participants has been added to your basket.');
    expect(prepareCartItems(useCartStore.getState().form)).toEqual([
      {
        type: 'guidedTour',
        tourId: 5,
        datetime: '2026-11-22 10:00:00',
        prices: [{ id: 1501, count: 2 }],
        count: 1,
        totalPrice: 1000,
      },
    ]);
  });
});
