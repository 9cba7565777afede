import type {
  Tour,
  TourCalendar,
  TourDetail,
  TourPrice,
  TourQuestion,
  TourTicket,
} from '../api/wire/tours.ts';
import { guidedTourCartItem } from '../domain/tours/tour-cart-item';
import { EMPTY_TOUR_FORM, type TourForm, tourTickets } from '../domain/tours/tour-form';

// Test helpers only: guided tours shaped like the demo museum's (api/README.md), for the tour rules' unit tests
// and mf_tours' component tests.

export const tourPrice = (id: number, price: number, name = `Price ${id}`, sequence = 1): TourPrice => ({
  id,
  name,
  price,
  vat_value: 19,
  sequence_no: sequence,
});

export const tourTicket = (
  id: number,
  price: number,
  name = `Ticket ${id}`,
  subtickets?: NonNullable<TourTicket['subtickets']>,
  sequence = 1,
): TourTicket => ({
  id,
  name,
  price,
  vat_value: 7,
  sequence_no: sequence,
  ...(subtickets ? { subtickets } : {}),
});

const keyed = <T extends { id: number }>(entries: readonly T[]): Record<string, T> =>
  Object.fromEntries(entries.map((entry) => [String(entry.id), entry]));

/** A tour (list entry, SPEC §3): give prices and tickets as lists; they are keyed by id as the API keys them. */
export function tour(
  overrides: Partial<Omit<Tour, 'priceList' | 'tickets'>> &
    Pick<Tour, 'id'> & { prices?: TourPrice[]; ticketList?: TourTicket[] },
): Tour {
  const { prices = [tourPrice(1101, 400, 'Tour fee')], ticketList = [], ...rest } = overrides;
  return {
    langIdentifier: 'de',
    langName: 'German',
    museumId: 1,
    venue: { id: 1, name: 'Main building' },
    custom_groups: [],
    name: `Tour ${overrides.id}`,
    eventName: 'Collection',
    description: '',
    image: null,
    duration: 60,
    max_participants: 20,
    min_participants: 1,
    single_ticketing: 0,
    book_complete_tour: 0,
    booking_without_tickets: 0,
    sequence_no: 1,
    schedule: {},
    questions: [],
    ...rest,
    priceList: keyed(prices),
    tickets: keyed(ticketList),
  };
}

/** GET tour: the tour with the date its schedule is for. */
export function tourDetail(
  base: Tour,
  date: string | null,
  schedule: TourDetail['schedule'] = {},
): TourDetail {
  return { ...base, schedule, date };
}

/** One calendar entry (SPEC §3 "Calendar entries per date and time"). */
export const calendarSlot = (timeslotId: number, tickets: number, tours = 1, soldout = tickets <= 0) => ({
  timeslotId,
  tickets,
  tours,
  soldout,
});

/** A calendar from `{ date: { time: [tickets, tours?] } }`. */
export function tourCalendar(days: Record<string, Record<string, [number, number?]>>): TourCalendar {
  let id = 0;
  return Object.fromEntries(
    Object.entries(days).map(([date, times]) => [
      date,
      Object.fromEntries(
        Object.entries(times).map(([time, [tickets, tours]]) => {
          id += 1;
          return [time, calendarSlot(id, tickets, tours ?? 1)];
        }),
      ),
    ]),
  );
}

export const question = (
  id: number,
  type: TourQuestion['type'],
  label: string,
  overrides: Partial<TourQuestion> = {},
): TourQuestion => ({ id, type, label, required: false, options: [], ...overrides });

export const option = (id: number, name: string) => ({ id, name });

/** The demo museum's private group tour (tour 3): booked complete, 2 groups per slot, 10–25 people, six questions. */
export const privateGroupTour = (): Tour =>
  tour({
    id: 3,
    name: 'Private group tour',
    eventName: 'Light and Shadow – Impressionism',
    max_participants: 25,
    min_participants: 10,
    book_complete_tour: 1,
    custom_groups: [
      { id: 22, name: 'Private groups' },
      { id: 23, name: 'Schools' },
    ],
    prices: [tourPrice(1301, 9000, 'Group tour', 1), tourPrice(1302, 6000, 'School class tour', 2)],
    ticketList: [tourTicket(1311, 1200, 'Group admission per person')],
    questions: [
      question(31, 'text', 'Name of the group', { required: true }),
      question(32, 'select', 'Kind of group', {
        required: true,
        options: [option(321, 'School class'), option(322, 'Company'), option(323, 'Private group')],
      }),
      question(33, 'radio', 'Age group', {
        required: true,
        options: [option(331, 'Under 12'), option(332, '12 to 17'), option(333, 'Adults')],
      }),
      question(34, 'checkbox', 'Accessibility', {
        options: [option(341, 'Wheelchair'), option(342, 'Hearing loop'), option(343, 'Seats')],
      }),
      question(35, 'textarea', 'Comments'),
      question(36, 'number', 'Accompanying adults', { min: 0, max: 10 }),
    ],
  });

/** The demo museum's public tour (tour 1): a fee per participant and admission tickets, one with components. */
export const publicTour = (): Tour =>
  tour({
    id: 1,
    name: 'Highlights of the collection',
    custom_groups: [{ id: 21, name: 'Public tours' }],
    prices: [tourPrice(1101, 400, 'Tour fee')],
    ticketList: [
      tourTicket(1111, 1600, 'Adult', undefined, 1),
      tourTicket(1112, 900, 'Reduced', undefined, 2),
      tourTicket(
        1113,
        3200,
        'Family ticket',
        [
          { id: 11131, name: 'Adults', price: 0, max_quantity: 2 },
          { id: 11132, name: 'Children', price: 0, max_quantity: 3 },
        ],
        3,
      ),
    ],
  });

/** The public tour's cart line for what a form chose (its prices and tickets as the tour page passes them). */
export function publicTourLine(choice: Partial<TourForm>, date = '2026-11-25', time = '15:00') {
  const pub = publicTour();
  return guidedTourCartItem({
    tour: pub,
    date,
    time,
    prices: Object.values(pub.priceList),
    tickets: tourTickets(pub),
    questions: [],
    form: { ...EMPTY_TOUR_FORM, ...choice },
  });
}
