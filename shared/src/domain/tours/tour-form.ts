import type { Tour, TourPrice, TourQuestion, TourTicket } from '../../api/wire/tours.ts';
import { type TourAnswerError, type TourAnswers, validateTourAnswers } from './tour-answers';

/** The tour's booking rules (SPEC §3 "Guided tour": max_participants, single_ticketing, …). */
export type TourRules = Pick<
  Tour,
  | 'max_participants'
  | 'min_participants'
  | 'single_ticketing'
  | 'book_complete_tour'
  | 'booking_without_tickets'
>;

/**
 * How a tour is booked, which decides what its "tours" count means:
 * - `public`: a place in a public tour per participant (tour fee per person);
 * - `completeGroups`: the whole tour for a group (booked complete without single ticketing): tours are groups;
 * - `completeSingle`: the whole tour, with a place and a ticket per participant (single ticketing).
 */
export type TourKind = 'public' | 'completeGroups' | 'completeSingle';

export function tourKind(tour: Pick<TourRules, 'book_complete_tour' | 'single_ticketing'>): TourKind {
  if (tour.book_complete_tour !== 1) return 'public';
  return tour.single_ticketing === 1 ? 'completeSingle' : 'completeGroups';
}

/** What is left at the chosen time: participants (the calendar's tickets) and tours (the schedule's tours). */
export interface TourCapacity {
  tickets: number;
  tours: number;
}

/** SPEC §3 "Tour form": counts per price id (tours) and per ticket, with the components of tickets that have them. */
export interface TourForm {
  /** Price id → tours (places or groups). */
  tours: Readonly<Record<number, number>>;
  /** Ticket id → count, for tickets without components. */
  tickets: Readonly<Record<number, number>>;
  /** Ticket id → component id → count, for tickets with components (subtickets). */
  subtickets: Readonly<Record<number, Readonly<Record<number, number>>>>;
  answers: TourAnswers;
}

export const EMPTY_TOUR_FORM: TourForm = { tours: {}, tickets: {}, subtickets: {}, answers: {} };

/** No count goes beyond this, whatever is typed (every input is bounded). */
export const MAX_TOUR_COUNT = 999;

/** SPEC §5: a non-numeric count becomes 0; a count is a whole number from 0. */
export function toTourCount(value: unknown): number {
  const number = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return 0;
  return Math.min(MAX_TOUR_COUNT, Math.max(0, Math.floor(number)));
}

export function hasComponents(ticket: Pick<TourTicket, 'subtickets'>): boolean {
  return (ticket.subtickets?.length ?? 0) > 0;
}

/** The tickets of a tour in their order (SPEC §9: sequence_no ascending). */
export function tourTickets(tour: Pick<Tour, 'tickets'>): TourTicket[] {
  return Object.values(tour.tickets).sort((a, b) => a.sequence_no - b.sequence_no || a.id - b.id);
}

/** The tours chosen at the prices the time offers (counts at other prices are not booked). */
export function tourCount(form: TourForm, prices: readonly Pick<TourPrice, 'id'>[]): number {
  return prices.reduce((sum, price) => sum + (form.tours[price.id] ?? 0), 0);
}

function componentCount(form: TourForm, ticketId: number): number {
  return Object.values(form.subtickets[ticketId] ?? {}).reduce((sum, count) => sum + count, 0);
}

/** SPEC §5: a ticket with subtickets counts as 1 if any subticket has a count, else 0. */
export function ticketCountOf(form: TourForm, ticket: Pick<TourTicket, 'id' | 'subtickets'>): number {
  if (hasComponents(ticket)) return componentCount(form, ticket.id) > 0 ? 1 : 0;
  return form.tickets[ticket.id] ?? 0;
}

export function ticketCount(
  form: TourForm,
  tickets: readonly Pick<TourTicket, 'id' | 'subtickets'>[],
): number {
  return tickets.reduce((sum, ticket) => sum + ticketCountOf(form, ticket), 0);
}

/**
 * The people the chosen tickets bring, a family ticket's members each: a family counts as one ticket against
 * the tours (SPEC §5), but every member takes one of the time's places, as the API counts them at payment.
 */
export function peopleCount(
  form: TourForm,
  tickets: readonly Pick<TourTicket, 'id' | 'subtickets'>[],
): number {
  return tickets.reduce(
    (sum, ticket) =>
      sum + (hasComponents(ticket) ? componentCount(form, ticket.id) : (form.tickets[ticket.id] ?? 0)),
    0,
  );
}

/**
 * SPEC §5 guided tours, the most tours the time allows: for a public tour the smaller of max_participants and
 * the remaining tickets; for a complete tour with single ticketing the remaining tickets; for a complete tour
 * without single ticketing the schedule's tours value.
 */
export function tourCountLimit(tour: TourRules, capacity: TourCapacity): number {
  switch (tourKind(tour)) {
    case 'public':
      return Math.max(0, Math.min(tour.max_participants, capacity.tickets));
    case 'completeSingle':
      return Math.max(0, capacity.tickets);
    case 'completeGroups':
      return Math.max(0, capacity.tours);
  }
}

/**
 * SPEC §5: a ticket count is capped at max_participants times the tour count. A public tour's fee is per
 * participant: where its tickets are optional (booking_without_tickets), they are capped at the participants as
 * well, since that lets a participant come without a ticket (a pass holder), not a ticket holder join the tour
 * without its fee. Where they are needed, more tickets than participants is SPEC §5's "must be equal".
 */
export function ticketCountLimit(
  tour: Pick<
    TourRules,
    'max_participants' | 'book_complete_tour' | 'single_ticketing' | 'booking_without_tickets'
  >,
  tours: number,
): number {
  const limit = tour.max_participants * tours;
  const optional = tourKind(tour) === 'public' && tour.booking_without_tickets === 1;
  return Math.max(0, optional ? Math.min(limit, tours) : limit);
}

/**
 * SPEC §5: tickets must equal tours when the tour is not booked complete and needs tickets
 * (booking_without_tickets 0), and for a complete tour with single ticketing.
 */
export function ticketsMustEqualTours(tour: TourRules): boolean {
  const kind = tourKind(tour);
  return (kind === 'public' && tour.booking_without_tickets === 0) || kind === 'completeSingle';
}

/**
 * SPEC §5 "a minimum group size applies": where the API gives one, for a whole group booked with its
 * participants' tickets (complete without single ticketing, tickets needed); null where none applies.
 */
export function minimumGroupSize(tour: TourRules): number | null {
  return tourKind(tour) === 'completeGroups' && tour.booking_without_tickets === 0
    ? Math.max(0, tour.min_participants)
    : null;
}

/** Why a change was refused or capped: at most `available` of `unit` in all (SPEC §5 "states the available count"). */
export interface TourCountRefusal {
  unit: 'participants' | 'perBooking' | 'groups' | 'tickets' | 'components' | 'componentMax';
  available: number;
  /** componentMax: the component's name ("Adults"). */
  name?: string;
}

export interface TourFormChange {
  form: TourForm;
  /** Set when the change was ignored or capped (SPEC §5 "overbooking states the available count"). */
  refused: TourCountRefusal | null;
}

function tourUnit(tour: TourRules, capacity: TourCapacity): TourCountRefusal['unit'] {
  const kind = tourKind(tour);
  if (kind === 'completeGroups') return 'groups';
  // The booking's own bound, not what is left: "only 25 places are left" would send a visitor away from a tour
  // with 40 free places.
  return kind === 'public' && tour.max_participants > 0 && tour.max_participants < capacity.tickets
    ? 'perBooking'
    : 'participants';
}

/**
 * Sets the tours at one price (SPEC §5 guided tours). A change above what the time allows is ignored and says
 * how many could still be chosen; a reduction is always taken. Prices the time does not offer do not change.
 */
export function changeTourCount(
  tour: TourRules,
  prices: readonly Pick<TourPrice, 'id'>[],
  capacity: TourCapacity,
  form: TourForm,
  priceId: number,
  value: unknown,
): TourFormChange {
  if (!prices.some((price) => price.id === priceId)) return { form, refused: null };
  const next = toTourCount(value);
  const current = form.tours[priceId] ?? 0;
  const others = tourCount(form, prices) - current;
  const limit = tourCountLimit(tour, capacity);
  if (next > current && others + next > limit)
    return { form, refused: { unit: tourUnit(tour, capacity), available: limit } };
  return { form: { ...form, tours: { ...form.tours, [priceId]: next } }, refused: null };
}

/**
 * Sets the count of a ticket without components, capped at max_participants times the tour count (SPEC §5):
 * a count above the cap becomes the cap and says how many tickets the tours allow.
 */
export function changeTourTicketCount(
  tour: TourRules,
  prices: readonly Pick<TourPrice, 'id'>[],
  tickets: readonly Pick<TourTicket, 'id' | 'subtickets'>[],
  form: TourForm,
  ticketId: number,
  value: unknown,
): TourFormChange {
  const ticket = tickets.find((candidate) => candidate.id === ticketId);
  if (!ticket || hasComponents(ticket)) return { form, refused: null };
  const wanted = toTourCount(value);
  const current = form.tickets[ticketId] ?? 0;
  const limit = ticketCountLimit(tour, tourCount(form, prices));
  const allowed = limit - (ticketCount(form, tickets) - current);
  const next = wanted <= current ? wanted : Math.min(wanted, Math.max(current, allowed));
  const change = { form: { ...form, tickets: { ...form.tickets, [ticketId]: next } }, refused: null };
  return next < wanted ? { ...change, refused: { unit: 'tickets', available: limit } } : change;
}

/**
 * Sets one component of a ticket with subtickets. The ticket counts as one ticket once any component has a
 * count (SPEC §5), within the tickets the tours allow; each component holds at most its max_quantity people
 * where it has one (a family: two adults, three children), and together they hold at most max_participants
 * (what the API accepts).
 */
export function changeTourSubticketCount(
  tour: TourRules,
  prices: readonly Pick<TourPrice, 'id'>[],
  tickets: readonly Pick<TourTicket, 'id' | 'subtickets'>[],
  form: TourForm,
  ticketId: number,
  subticketId: number,
  value: unknown,
): TourFormChange {
  const ticket = tickets.find((candidate) => candidate.id === ticketId);
  const subticket = ticket?.subtickets?.find((candidate) => candidate.id === subticketId);
  if (!ticket || !subticket) return { form, refused: null };
  const wanted = toTourCount(value);
  const counts = form.subtickets[ticketId] ?? {};
  const current = counts[subticketId] ?? 0;
  const apply = (count: number): TourForm => ({
    ...form,
    subtickets: { ...form.subtickets, [ticketId]: { ...counts, [subticketId]: count } },
  });
  if (wanted <= current) return { form: apply(wanted), refused: null };
  if (ticketCountOf(form, ticket) === 0) {
    const limit = ticketCountLimit(tour, tourCount(form, prices));
    if (ticketCount(form, tickets) + 1 > limit)
      return { form, refused: { unit: 'tickets', available: limit } };
  }
  const room = tour.max_participants - (componentCount(form, ticketId) - current);
  const cap = subticket.max_quantity ?? Number.POSITIVE_INFINITY;
  const next = Math.min(wanted, Math.max(current, Math.min(room, cap)));
  if (next >= wanted) return { form: apply(next), refused: null };
  return {
    form: apply(next),
    refused:
      cap <= room
        ? { unit: 'componentMax', available: cap, name: subticket.name }
        : { unit: 'components', available: Math.max(0, tour.max_participants) },
  };
}

/**
 * The form for the prices of another time. Counts at prices the new time does not offer are dropped; when one
 * fee takes the place of another (a time with its own single price, the Thursday evening fee), its count
 * carries over, so the visitor's participants stay as they were.
 */
export function reconcileTourPrices(
  form: TourForm,
  before: readonly Pick<TourPrice, 'id'>[],
  after: readonly Pick<TourPrice, 'id'>[],
): TourForm {
  const [single] = after;
  const [previous] = before;
  if (after.length === 1 && before.length === 1 && single && previous && single.id !== previous.id)
    return { ...form, tours: { [single.id]: form.tours[previous.id] ?? 0 } };
  const tours: Record<number, number> = {};
  for (const price of after) {
    const count = form.tours[price.id];
    if (count !== undefined) tours[price.id] = count;
  }
  return { ...form, tours };
}

/** What the chosen tours and tickets cost, in cents (a ticket with components: its price once, plus each component). */
export function tourFormTotal(
  form: TourForm,
  prices: readonly Pick<TourPrice, 'id' | 'price'>[],
  tickets: readonly Pick<TourTicket, 'id' | 'price' | 'subtickets'>[],
): number {
  const tours = prices.reduce((sum, price) => sum + price.price * (form.tours[price.id] ?? 0), 0);
  return tickets.reduce((sum, ticket) => {
    if (!hasComponents(ticket)) return sum + ticket.price * (form.tickets[ticket.id] ?? 0);
    const counts = form.subtickets[ticket.id] ?? {};
    const components = (ticket.subtickets ?? []).reduce(
      (total, subticket) => total + subticket.price * (counts[subticket.id] ?? 0),
      0,
    );
    return sum + components + (ticketCountOf(form, ticket) > 0 ? ticket.price : 0);
  }, tours);
}

export type TourFormError =
  | { code: 'TIME_REQUIRED' }
  | { code: 'NOTHING_CHOSEN' }
  /** SPEC §5 overbooking: more tours, tickets or people than are left or allowed; states the available count. */
  | { code: 'OVERBOOKED'; unit: TourCountRefusal['unit']; available: number }
  /** SPEC §5: the number of tickets and participants must be equal (more or fewer: the same message). */
  | { code: 'TICKETS_NOT_EQUAL_TOURS' }
  /** `minimum` per group; with several `groups` they need it together, `minimum × groups` people. */
  | { code: 'GROUP_TOO_SMALL'; minimum: number; groups: number }
  | TourAnswerError;

/** Everything that stops the tour from going into the basket (SPEC §5 guided tours, §3 answers). */
export function validateTourForm(options: {
  tour: TourRules;
  prices: readonly Pick<TourPrice, 'id'>[];
  tickets: readonly Pick<TourTicket, 'id' | 'subtickets'>[];
  questions: readonly TourQuestion[];
  /** What is left at the chosen time; null when no time (that can be booked) is chosen. */
  capacity: TourCapacity | null;
  form: TourForm;
}): TourFormError[] {
  const { tour, prices, tickets, questions, capacity, form } = options;
  const errors: TourFormError[] = [];
  const tours = tourCount(form, prices);
  const chosenTickets = ticketCount(form, tickets);
  if (capacity === null) errors.push({ code: 'TIME_REQUIRED' });
  if (tours < 1) errors.push({ code: 'NOTHING_CHOSEN' });
  else {
    const people = peopleCount(form, tickets);
    const limit = capacity ? tourCountLimit(tour, capacity) : null;
    if (capacity && limit !== null && tours > limit)
      errors.push({ code: 'OVERBOOKED', unit: tourUnit(tour, capacity), available: limit });
    // Places go by people where the tour sells them one by one: a family of five needs five places.
    else if (capacity && tourKind(tour) !== 'completeGroups' && people > Math.max(0, capacity.tickets))
      errors.push({ code: 'OVERBOOKED', unit: 'participants', available: Math.max(0, capacity.tickets) });
    // A group's size counts its people, a family's members each (as the API does); the tickets rule below
    // counts a family as one ticket (SPEC §5).
    const groupSize = tourKind(tour) === 'completeGroups' ? people : 0;
    if (Math.max(chosenTickets, groupSize) > ticketCountLimit(tour, tours))
      errors.push({ code: 'OVERBOOKED', unit: 'tickets', available: ticketCountLimit(tour, tours) });
    else if (ticketsMustEqualTours(tour) && chosenTickets !== tours)
      errors.push({ code: 'TICKETS_NOT_EQUAL_TOURS' });
    // Each group its minimum, counted in people as its maximum is (a family's members each).
    const minimum = minimumGroupSize(tour);
    if (minimum !== null && people < minimum * tours)
      errors.push({ code: 'GROUP_TOO_SMALL', minimum, groups: tours });
  }
  for (const ticket of tickets) {
    if (hasComponents(ticket) && componentCount(form, ticket.id) > tour.max_participants)
      errors.push({ code: 'OVERBOOKED', unit: 'components', available: tour.max_participants });
  }
  return [...errors, ...validateTourAnswers(questions, form.answers)];
}

/**
 * The price a tour starts from, as the list shows it: the lowest of its own prices (SPEC §3 priceList: per
 * participant, per group or per place, see tourKind); admission tickets come on top. Null without prices.
 */
export function tourPriceFrom(tour: Pick<Tour, 'priceList'>): number | null {
  const prices = Object.values(tour.priceList).map((price) => price.price);
  return prices.length > 0 ? Math.min(...prices) : null;
}
