import type { CartItem, TourAnswer } from '@museum/shared/wire';
import type { TourQuestionRow, TourRow } from '../tours.ts';
import type { CartPricing, PricedLine } from './context.ts';
import { checkTotal, EMPTY_LINE, refuse } from './context.ts';

type TourItem = Extract<CartItem, { type: 'guidedTour' }>;

const MAX_TEXT_ANSWER = 200;
const MAX_TEXTAREA_ANSWER = 2000;

const answerMissing = (a: TourAnswer | undefined) =>
  a === undefined ||
  (typeof a.value === 'string' && a.value.trim() === '') ||
  (Array.isArray(a.value) && a.value.length === 0);

/** An option id sent as a number or as its digits. */
const optionId = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && /^\d{1,9}$/.test(value)) ? Number(value) : NaN;

/** SPEC §3 answer types: each takes a value of its own shape (a number is not a text, issue 9). */
function validAnswer(q: TourQuestionRow, answer: TourAnswer): boolean {
  if (answer.type !== q.type) return false;
  const options = JSON.parse(q.options) as Array<{ id: number }> | { min?: number; max?: number };
  const ids = Array.isArray(options) ? options.map((o) => o.id) : [];
  const { value } = answer;
  switch (q.type) {
    case 'radio':
    case 'select':
      return !Array.isArray(value) && ids.includes(optionId(value));
    case 'checkbox': {
      const values = (Array.isArray(value) ? value : [value]).map(optionId);
      return new Set(values).size === values.length && values.every((v) => ids.includes(v));
    }
    case 'number': {
      const n = typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim()) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isInteger(n)) return false;
      const range = Array.isArray(options) ? {} : options;
      return (range.min == null || n >= range.min) && (range.max == null || n <= range.max);
    }
    case 'text':
      return typeof value === 'string' && value.length <= MAX_TEXT_ANSWER;
    case 'textarea':
      return typeof value === 'string' && value.length <= MAX_TEXTAREA_ANSWER;
  }
}

/** SPEC §5: required questions answered, every answer of the right type, no answer to another question. */
function checkAnswers(questions: TourQuestionRow[], answers: TourAnswer[], item: number): void {
  for (const q of questions) {
    const answer = answers.find((a) => a.qId === q.id);
    if (q.required === 1 && answerMissing(answer))
      throw refuse('TOUR_ANSWER_REQUIRED', item, { question: q.id });
    if (answer && !answerMissing(answer) && !validAnswer(q, answer))
      throw refuse('TOUR_ANSWER_INVALID', item, { question: q.id });
  }
  const unknown = answers.find((a) => !questions.some((q) => q.id === a.qId));
  if (unknown) throw refuse('TOUR_ANSWER_INVALID', item, { question: unknown.qId });
}

/** The tour seats (price lines) and their price: only the prices the chosen slot offers (issue 9 §9). */
function seats(p: CartPricing, tour: TourRow, item: TourItem, index: number) {
  const offered = p.tours.pricesAt(tour.id, item.datetime.slice(11, 16));
  let amount = 0;
  let count = 0;
  for (const line of item.prices) {
    const price = offered.find((x) => x.id === line.id);
    if (!price) throw refuse('ITEM_NOT_FOUND', index, { price: line.id });
    amount += price.price * line.count;
    count += line.count;
  }
  return { amount, count };
}

/**
 * The participants' tickets and their price. SPEC §5: a ticket with components counts as one when any
 * component is chosen; its components together stay within the tour's group size (they were unbounded).
 * `people` counts every person, a family's members each: what the tour's places are taken by (review: twenty
 * families of twenty went on a tour of twenty, one place each).
 */
function participants(p: CartPricing, tour: TourRow, item: TourItem, index: number) {
  const tourTickets = p.tours.tickets(tour.id);
  let amount = 0;
  let count = 0;
  let people = 0;
  for (const line of item.tickets ?? []) {
    const ticket = tourTickets.find((x) => x.id === line.id);
    if (!ticket) throw refuse('ITEM_NOT_FOUND', index, { ticket: line.id });
    const subs = p.tours.subtickets(ticket.id);
    if (subs.length === 0) {
      amount += ticket.price * line.count;
      count += line.count;
      people += line.count;
      continue;
    }
    // A ticket with components is one ticket for the persons its components count: any other count would be
    // stored with the booking but not priced (SPEC §5).
    if (line.count !== 1) throw refuse('SUBTICKETS_INVALID', index, { ticket: line.id });
    let persons = 0;
    for (const chosen of line.subtickets ?? []) {
      const sub = subs.find((x) => x.id === chosen.id);
      if (!sub) throw refuse('SUBTICKETS_INVALID', index, { subticket: chosen.id });
      // A family ticket's flat price is for the family it names (two adults, three children): twenty adults on
      // one would be a group at a family's price.
      if (sub.max_quantity != null && chosen.count > sub.max_quantity)
        throw refuse('SUBTICKETS_INVALID', index, { subticket: chosen.id, available: sub.max_quantity });
      amount += sub.price * chosen.count;
      persons += chosen.count;
    }
    if (persons > tour.max_participants)
      throw refuse('TOUR_TOO_MANY_PARTICIPANTS', index, { available: tour.max_participants });
    if (persons > 0) {
      amount += ticket.price;
      count += 1;
      people += persons;
    }
  }
  return { amount, count, people };
}

/** SPEC §5 guided tours: how seats and tickets must relate for the kind of tour. */
function checkGroup(
  tour: TourRow,
  tourCount: number,
  ticketCount: number,
  people: number,
  index: number,
): void {
  const complete = tour.book_complete_tour === 1;
  const single = tour.single_ticketing === 1;
  if (tourCount < 1) throw refuse('TOUR_COUNT_INVALID', index);
  if (!complete && tourCount > tour.max_participants)
    throw refuse('TOUR_TOO_MANY_PARTICIPANTS', index, { available: tour.max_participants });
  if (
    ((!complete && tour.booking_without_tickets === 0) || (complete && single)) &&
    ticketCount !== tourCount
  )
    throw refuse('TOUR_TICKETS_MISMATCH', index);
  // A public tour's fee is per participant: without tickets a participant may come (a pass holder), but no
  // ticket holder joins without the fee.
  if (!complete && ticketCount > tourCount) throw refuse('TOUR_TICKETS_MISMATCH', index);
  if (complete && !single) {
    // People, not tickets: every ticket brings one at least, a family each of its members.
    if (people > tour.max_participants * tourCount)
      throw refuse('TOUR_TOO_MANY_PARTICIPANTS', index, { available: tour.max_participants * tourCount });
    // Each group its minimum, in people as its maximum.
    if (tour.booking_without_tickets === 0 && people < tour.min_participants * tourCount)
      throw refuse('TOUR_GROUP_TOO_SMALL', index, { minimum: tour.min_participants });
  }
}

/** `guidedTour` items: one slot of a tour, its seats, tickets and group answers. */
export function priceTour(p: CartPricing, item: TourItem, index: number): PricedLine {
  const tour = p.shop.config.has_guided_tours ? p.tours.tour(item.tourId) : undefined;
  if (!tour) throw refuse('ITEM_NOT_FOUND', index);
  const slotId = p.tours.slotAt(tour.id, item.datetime);
  if (slotId === undefined) throw refuse('ITEM_NOT_AVAILABLE', index);
  if (item.datetime <= p.now) throw refuse('ITEM_EXPIRED', index);
  const seatsTaken = seats(p, tour, item, index);
  const tickets = participants(p, tour, item, index);
  const state = p.tours.daySlots(tour, item.datetime.slice(0, 10), p.now).find((s) => s.id === slotId);
  if (!state) throw refuse('ITEM_NOT_AVAILABLE', index);
  checkGroup(tour, seatsTaken.count, tickets.count, tickets.people, index);
  checkAnswers(p.tours.questions(tour.id), item.answers ?? [], index);
  const amount = seatsTaken.amount + tickets.amount;
  checkTotal(item, amount, index);
  // A tour booked complete without single ticketing takes whole groups; every other one participants.
  const wholeGroups = tour.book_complete_tour === 1 && tour.single_ticketing === 0;
  // A family's members each take a place: never fewer places than people on the tour.
  const persons = wholeGroups ? tickets.count : Math.max(seatsTaken.count, tickets.people);
  const groups = wholeGroups ? seatsTaken.count : 0;
  p.demand.tourSlot(slotId, { persons, tours: groups }, state, wholeGroups, index);
  return {
    ...EMPTY_LINE,
    kind: 'tour',
    refId: tour.id,
    tourSlotId: slotId,
    persons,
    tours: groups,
    quantity: seatsTaken.count,
    amount,
    detail: {
      name: tour.name,
      datetime: item.datetime,
      prices: item.prices,
      tickets: item.tickets ?? [],
      answers: item.answers ?? [],
    },
  };
}
