import { describe, expect, it } from 'vitest';
import { cartSchema } from '../../api/wire/cart-requests.ts';
import { privateGroupTour, publicTourLine, tour, tourPrice, tourTicket } from '../../testing/tours';
import { type GuidedTourCartItem, readCartItems } from '../cart-item';
import { addToCartLines } from '../cart-lines';
import { prepareCartItems } from '../cart-preparation';
import {
  guidedTourCartItem,
  guidedTourLineDetails,
  prepareGuidedTourItem,
  tourDatetime,
  tourPlacesInCart,
} from './tour-cart-item';
import { EMPTY_TOUR_FORM, tourTickets } from './tour-form';

const group = privateGroupTour();
const DAY = '2026-11-25';

const groupLine = guidedTourCartItem({
  tour: group,
  date: DAY,
  time: '10:00',
  prices: Object.values(group.priceList),
  tickets: tourTickets(group),
  questions: group.questions,
  form: {
    tours: { 1301: 1, 1302: 0 },
    tickets: { 1311: 18 },
    subtickets: {},
    answers: { 31: 'Class 9b', 32: [321], 33: [332], 34: [341, 342], 35: '', 36: '2' },
  },
});

const familyLine = publicTourLine(
  { tours: { 1101: 2 }, tickets: { 1111: 1 }, subtickets: { 1113: { 11131: 2, 11132: 0 } } },
  DAY,
);

const withLineId = (line: Omit<GuidedTourCartItem, 'lineId'>, lineId = 'line-1'): GuidedTourCartItem => ({
  ...line,
  lineId,
});

describe('guidedTourCartItem (SPEC §3 "Cart", guided tour)', () => {
  it('keeps tour, date, time, tours and tickets per id with names and prices, and the total', () => {
    expect(groupLine).toMatchObject({
      type: 'guidedTour',
      id: 3,
      tourId: 3,
      name: 'Private group tour',
      eventName: 'Light and Shadow – Impressionism',
      date: DAY,
      time: '10:00',
      totalCount: 1,
      totalPrice: 9000 + 18 * 1200,
      price: 9000 + 18 * 1200,
      tours: [{ id: 1301, count: 1, name: 'Group tour', price: 9000, vat_value: 19 }],
      tickets: [{ id: 1311, count: 18, name: 'Group admission per person', price: 1200, vat_value: 7 }],
      single_ticketing: false,
      book_complete_tour: true,
      priceId: 1301,
      vat_value: 19,
    });
  });

  it('carries the answers with their labels and option names; empty optional answers are left out', () => {
    expect(groupLine.answers.map((answer) => [answer.qId, answer.value, answer.optionNames ?? null])).toEqual(
      [
        [31, 'Class 9b', null],
        [32, 321, ['School class']],
        [33, 332, ['12 to 17']],
        [34, [341, 342], ['Wheelchair', 'Hearing loop']],
        [36, 2, null],
      ],
    );
  });

  it('a ticket with components is one ticket with its components’ counts', () => {
    expect(familyLine.tickets).toEqual([
      { id: 1111, count: 1, name: 'Adult', price: 1600, vat_value: 7 },
      {
        id: 1113,
        count: 1,
        name: 'Family ticket',
        price: 3200,
        vat_value: 7,
        subtickets: [
          { id: 11131, count: 2, name: 'Adults', price: 0 },
          { id: 11132, count: 0, name: 'Children', price: 0 },
        ],
      },
    ]);
    expect(familyLine.totalPrice).toBe(2 * 400 + 1600 + 3200);
  });

  it('gets a line of its own each time it is added (answers and participants differ)', () => {
    let id = 0;
    const next = () => {
      id += 1;
      return `line-${id}`;
    };
    const first = addToCartLines([], groupLine, next);
    const second = addToCartLines(first.lines, groupLine, next);
    expect(second.outcome.kind).toBe('added');
    expect(second.lines).toHaveLength(2);
  });
});

describe('prepareGuidedTourItem (SPEC §7 prepared cart items, guided tour)', () => {
  it('sends type, tourId, datetime with :00 seconds, prices, tickets with subtickets, answers and total', () => {
    expect(prepareGuidedTourItem(withLineId(familyLine))).toEqual({
      type: 'guidedTour',
      tourId: 1,
      datetime: `${DAY} 15:00:00`,
      prices: [{ id: 1101, count: 2 }],
      tickets: [
        { id: 1111, count: 1 },
        { id: 1113, count: 1, subtickets: [{ id: 11131, count: 2 }] },
      ],
      count: 1,
      totalPrice: 4800 + 800,
    });
  });

  it('sends the answers as qId, type and value only (never labels)', () => {
    expect(prepareGuidedTourItem(withLineId(groupLine)).answers).toEqual([
      { qId: 31, type: 'text', value: 'Class 9b' },
      { qId: 32, type: 'select', value: 321 },
      { qId: 33, type: 'radio', value: 332 },
      { qId: 34, type: 'checkbox', value: [341, 342] },
      { qId: 36, type: 'number', value: 2 },
    ]);
  });

  it('the earlier form: count 1 unless single ticketing, then one per participant', () => {
    expect(prepareGuidedTourItem(withLineId(groupLine)).count).toBe(1);
    const single = tour({
      id: 4,
      book_complete_tour: 1,
      single_ticketing: 1,
      prices: [tourPrice(1401, 800)],
      ticketList: [tourTicket(1411, 1200)],
    });
    const line = guidedTourCartItem({
      tour: single,
      date: DAY,
      time: '11:00',
      prices: Object.values(single.priceList),
      tickets: tourTickets(single),
      questions: [],
      form: { ...EMPTY_TOUR_FORM, tours: { 1401: 3 }, tickets: { 1411: 3 } },
    });
    expect(prepareGuidedTourItem(withLineId(line))).toMatchObject({
      count: 3,
      prices: [{ id: 1401, count: 3 }],
    });
  });

  it('leaves out tickets and answers when there are none (booking without tickets)', () => {
    const garden = tour({ id: 5, booking_without_tickets: 1, prices: [tourPrice(1501, 500)] });
    const line = guidedTourCartItem({
      tour: garden,
      date: DAY,
      time: '17:00',
      prices: Object.values(garden.priceList),
      tickets: [],
      questions: [],
      form: { ...EMPTY_TOUR_FORM, tours: { 1501: 2 } },
    });
    const prepared = prepareGuidedTourItem(withLineId(line));
    expect(prepared).not.toHaveProperty('tickets');
    expect(prepared).not.toHaveProperty('answers');
  });

  it('is what the API contract accepts, through the cart’s preparation', () => {
    const items = prepareCartItems([withLineId(groupLine, 'a'), withLineId(familyLine, 'b')]);
    expect(items.map((item) => item.type)).toEqual(['guidedTour', 'guidedTour']);
    expect(cartSchema.safeParse({ ver: 1, items }).success).toBe(true);
  });

  it('writes a time as HH:mm:00', () => {
    expect(tourDatetime('2026-11-26', '18:00')).toBe('2026-11-26 18:00:00');
  });
});

describe('guidedTourLineDetails: what the checkout shows for a tour', () => {
  it('tour, date, time, participants per price and ticket with counts, and the answers under their questions', () => {
    expect(guidedTourLineDetails(withLineId(groupLine))).toEqual({
      tourName: 'Private group tour',
      eventName: 'Light and Shadow – Impressionism',
      date: DAY,
      time: '10:00',
      tourCount: 1,
      tours: [{ id: 1301, name: 'Group tour', count: 1, price: 9000 }],
      tickets: [{ id: 1311, name: 'Group admission per person', count: 18, price: 1200, components: [] }],
      answers: [
        { question: 'Name of the group', kind: 'text', text: 'Class 9b' },
        { question: 'Kind of group', kind: 'options', options: ['School class'] },
        { question: 'Age group', kind: 'options', options: ['12 to 17'] },
        { question: 'Accessibility', kind: 'options', options: ['Wheelchair', 'Hearing loop'] },
        { question: 'Accompanying adults', kind: 'number', value: 2 },
      ],
      totalPrice: 9000 + 18 * 1200,
    });
  });

  it('lists the chosen components of a ticket that has them', () => {
    expect(guidedTourLineDetails(withLineId(familyLine)).tickets[1]?.components).toEqual([
      { id: 11131, name: 'Adults', count: 2, price: 0 },
    ]);
  });
});

describe('a guided-tour line read back from session storage', () => {
  it('keeps a whole line and drops a damaged one instead of breaking the checkout', () => {
    const good = withLineId(groupLine);
    const noAnswers = { ...good, lineId: 'x', answers: 'oops' };
    const badTime = { ...good, lineId: 'y', time: '10:00:00:00' };
    const badRow = { ...good, lineId: 'z', tours: [{ id: 1 }] };
    expect(readCartItems([good, noAnswers, badTime, badRow]).map((line) => line.lineId)).toEqual(['line-1']);
  });
});

describe('tourPlacesInCart: what the basket already holds of a tour time', () => {
  it('counts participants, and groups for a whole group, of the same tour, date and time only', () => {
    const lines = [
      withLineId(groupLine, 'a'),
      withLineId(groupLine, 'b'),
      withLineId({ ...groupLine, time: '13:00' }, 'c'),
      withLineId(familyLine, 'd'),
    ];
    expect(tourPlacesInCart(lines, { tourId: 3, date: DAY, time: '10:00' })).toEqual({
      participants: 36,
      groups: 2,
    });
    // Two places, but an adult and a family of two: three people take three places.
    expect(tourPlacesInCart(lines, { tourId: 1, date: DAY, time: '15:00' })).toEqual({
      participants: 3,
      groups: 0,
    });
    expect(tourPlacesInCart(lines, { tourId: 1, date: DAY, time: '11:00' })).toEqual({
      participants: 0,
      groups: 0,
    });
  });
});
