import type { CartItem as PreparedCartItem } from '../../api/wire/cart-requests.ts';
import type { Tour, TourPrice, TourQuestion, TourTicket } from '../../api/wire/tours.ts';
import type { CartItem, GuidedTourAnswer, GuidedTourCartItem, GuidedTourTicketRow } from '../cart-item';
import { tourAnswersForCart } from './tour-answers';
import { hasComponents, type TourForm, ticketCountOf, tourCount, tourFormTotal } from './tour-form';

type NewGuidedTourLine = Omit<GuidedTourCartItem, 'lineId'>;
type PreparedGuidedTour = Extract<PreparedCartItem, { type: 'guidedTour' }>;

/**
 * The basket line for a valid tour form (SPEC §3 "Cart", guided tour): the tour, its date and time, the tours
 * per price and the tickets (with components) chosen, the answers with their questions' labels and the chosen
 * options' names, so that the cart shows all of it without the tour. Call after validateTourForm.
 */
export function guidedTourCartItem(options: {
  tour: Pick<Tour, 'id' | 'name' | 'eventName' | 'single_ticketing' | 'book_complete_tour'>;
  date: string;
  time: string;
  prices: readonly TourPrice[];
  tickets: readonly TourTicket[];
  questions: readonly TourQuestion[];
  form: TourForm;
}): NewGuidedTourLine {
  const { tour, date, time, prices, tickets, questions, form } = options;
  const tours = prices
    .filter((price) => (form.tours[price.id] ?? 0) > 0)
    .map((price) => ({
      id: price.id,
      count: form.tours[price.id] ?? 0,
      name: price.name,
      price: price.price,
      vat_value: price.vat_value,
    }));
  const ticketRows = tickets.flatMap((ticket): GuidedTourTicketRow[] => {
    const count = ticketCountOf(form, ticket);
    if (count <= 0) return [];
    const row = { id: ticket.id, count, name: ticket.name, price: ticket.price, vat_value: ticket.vat_value };
    if (!hasComponents(ticket)) return [row];
    const counts = form.subtickets[ticket.id] ?? {};
    return [
      {
        ...row,
        subtickets: (ticket.subtickets ?? []).map((subticket) => ({
          id: subticket.id,
          count: counts[subticket.id] ?? 0,
          name: subticket.name,
          price: subticket.price,
        })),
      },
    ];
  });
  const total = tourFormTotal(form, prices, tickets);
  const main = tours[0];
  return {
    type: 'guidedTour',
    id: tour.id,
    tourId: tour.id,
    name: tour.name,
    eventName: tour.eventName,
    date,
    time,
    // One booking of the tour: its price is that of the whole line.
    price: total,
    totalPrice: total,
    totalCount: tourCount(form, prices),
    answers: tourAnswersForCart(questions, form.answers),
    tickets: ticketRows,
    tours,
    single_ticketing: tour.single_ticketing === 1,
    book_complete_tour: tour.book_complete_tour === 1,
    priceId: main?.id ?? null,
    vat_value: main?.vat_value ?? 0,
  };
}

/** `YYYY-MM-DD HH:mm:00`: SPEC §7 "datetime (date and time with :00 seconds)". */
export function tourDatetime(date: string, time: string): string {
  return `${date} ${time.slice(0, 5)}:00`;
}

/**
 * SPEC §7 "Prepared cart items", guided tour: type, answers (qId, type, value), datetime, tourId, prices (id,
 * count), tickets (id, count, subtickets). The earlier form of the item is a count, 1 unless single ticketing
 * (then one per participant); it goes along as `count`, which the newer API ignores, so one item serves
 * both. `totalPrice` goes along so that the API answers PRICE_CHANGED rather than charge an unseen price.
 */
export function prepareGuidedTourItem(item: GuidedTourCartItem): PreparedGuidedTour {
  const tickets = item.tickets
    .filter((ticket) => ticket.count > 0)
    .map((ticket) =>
      ticket.subtickets
        ? {
            id: ticket.id,
            count: ticket.count,
            subtickets: ticket.subtickets
              .filter((subticket) => subticket.count > 0)
              .map(({ id, count }) => ({ id, count })),
          }
        : { id: ticket.id, count: ticket.count },
    );
  const answers = item.answers.map(({ qId, type, value }) => ({ qId, type, value }));
  return {
    type: 'guidedTour',
    tourId: item.tourId,
    datetime: tourDatetime(item.date, item.time),
    prices: item.tours.filter((row) => row.count > 0).map(({ id, count }) => ({ id, count })),
    ...(tickets.length > 0 ? { tickets } : {}),
    ...(answers.length > 0 ? { answers } : {}),
    count: item.single_ticketing ? item.totalCount : 1,
    totalPrice: item.totalPrice,
  };
}

/** One answer as the cart shows it: the chosen options' names, or the text or number entered. */
export type TourLineAnswer =
  | { question: string; kind: 'options'; options: string[] }
  | { question: string; kind: 'text'; text: string }
  | { question: string; kind: 'number'; value: number };

/** The facts a cart line of a guided tour shows (never formatted text: the checkout words them). */
export interface TourLineDetails {
  tourName: string;
  eventName: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  /** Tours (places or groups) booked: the line's quantity. */
  tourCount: number;
  /** Per price: name, count, unit price in cents. */
  tours: { id: number; name: string; count: number; price: number }[];
  /** Per ticket: name, count, unit price, and the components with their counts for a ticket that has them. */
  tickets: {
    id: number;
    name: string;
    count: number;
    price: number;
    components: { id: number; name: string; count: number; price: number }[];
  }[];
  answers: TourLineAnswer[];
  totalPrice: number;
}

function lineAnswer(answer: GuidedTourAnswer): TourLineAnswer {
  if (Array.isArray(answer.value) || answer.type === 'radio' || answer.type === 'select')
    return { question: answer.label, kind: 'options', options: answer.optionNames ?? [] };
  if (typeof answer.value === 'number')
    return { question: answer.label, kind: 'number', value: answer.value };
  return { question: answer.label, kind: 'text', text: answer.value };
}

/**
 * What the checkout shows for a guided-tour line (issue #11): tour, date, time, the participants per price and
 * per ticket with their counts, and the answers under their questions' labels as stored in the line.
 */
export function guidedTourLineDetails(item: GuidedTourCartItem): TourLineDetails {
  return {
    tourName: item.name,
    eventName: item.eventName,
    date: item.date,
    time: item.time,
    tourCount: item.totalCount,
    tours: item.tours.map(({ id, name, count, price }) => ({ id, name, count, price })),
    tickets: item.tickets.map(({ id, name, count, price, subtickets }) => ({
      id,
      name,
      count,
      price,
      components: (subtickets ?? [])
        .filter((subticket) => subticket.count > 0)
        .map((subticket) => ({ ...subticket })),
    })),
    answers: item.answers.map(lineAnswer),
    totalPrice: item.totalPrice,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isWhole = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isRow = (value: unknown) =>
  isObject(value) &&
  Number.isInteger(value.id) &&
  isWhole(value.count) &&
  typeof value.name === 'string' &&
  Number.isInteger(value.price);
const ANSWER_TYPES = new Set(['radio', 'select', 'checkbox', 'text', 'textarea', 'number']);
const isAnswer = (value: unknown) =>
  isObject(value) &&
  Number.isInteger(value.qId) &&
  typeof value.type === 'string' &&
  ANSWER_TYPES.has(value.type) &&
  typeof value.label === 'string' &&
  (typeof value.value === 'string' ||
    Number.isInteger(value.value) ||
    (Array.isArray(value.value) && value.value.every(Number.isInteger))) &&
  (value.optionNames === undefined ||
    (Array.isArray(value.optionNames) && value.optionNames.every((name) => typeof name === 'string')));

/**
 * Whether a guided-tour line read back from session storage has everything the cart shows and the API needs;
 * a damaged or hand-edited one is dropped instead of breaking the checkout.
 */
export function isGuidedTourLine(line: Record<string, unknown>): boolean {
  return (
    Number.isInteger(line.tourId) &&
    typeof line.date === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(line.date) &&
    typeof line.time === 'string' &&
    /^\d{2}:\d{2}$/.test(line.time) &&
    typeof line.eventName === 'string' &&
    Array.isArray(line.tours) &&
    line.tours.every(isRow) &&
    Array.isArray(line.tickets) &&
    line.tickets.every(
      (ticket) =>
        isRow(ticket) &&
        ((ticket as Record<string, unknown>).subtickets === undefined ||
          (Array.isArray((ticket as Record<string, unknown>).subtickets) &&
            ((ticket as Record<string, unknown>).subtickets as unknown[]).every(isRow))),
    ) &&
    Array.isArray(line.answers) &&
    line.answers.every(isAnswer) &&
    typeof line.single_ticketing === 'boolean'
  );
}

/**
 * What the basket already holds of one tour time: participants, and groups for a tour booked complete without
 * single ticketing, counted as the API counts them at payment (lines of the same time add up). The page takes
 * them from what is left, so that a second booking cannot overbook the time.
 */
export function tourPlacesInCart(
  lines: readonly CartItem[],
  tour: { tourId: number; date: string; time: string },
): { participants: number; groups: number } {
  let participants = 0;
  let groups = 0;
  for (const line of lines) {
    if (line.type !== 'guidedTour' || line.tourId !== tour.tourId) continue;
    if (line.date !== tour.date || line.time !== tour.time) continue;
    const wholeGroups = line.book_complete_tour && !line.single_ticketing;
    // A family's members each take a place (the API counts the larger of places and people).
    const people = line.tickets.reduce(
      (sum, ticket) =>
        sum +
        (ticket.subtickets?.length
          ? ticket.subtickets.reduce((members, subticket) => members + subticket.count, 0)
          : ticket.count),
      0,
    );
    participants += wholeGroups
      ? line.tickets.reduce((sum, ticket) => sum + ticket.count, 0)
      : Math.max(line.totalCount, people);
    groups += wholeGroups ? line.totalCount : 0;
  }
  return { participants, groups };
}
