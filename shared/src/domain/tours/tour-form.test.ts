import { describe, expect, it } from 'vitest';
import { privateGroupTour, publicTour, tour, tourPrice, tourTicket } from '../../testing/tours';
import {
  changeTourCount,
  changeTourSubticketCount,
  changeTourTicketCount,
  EMPTY_TOUR_FORM,
  minimumGroupSize,
  peopleCount,
  reconcileTourPrices,
  type TourForm,
  ticketCount,
  ticketsMustEqualTours,
  toTourCount,
  tourCount,
  tourCountLimit,
  tourFormTotal,
  tourKind,
  tourPriceFrom,
  tourTickets,
  validateTourForm,
} from './tour-form';

const FEE = tourPrice(1101, 400, 'Tour fee');
const pub = publicTour();
const pubTickets = tourTickets(pub);
const group = privateGroupTour();
const groupPrices = Object.values(group.priceList);
const groupTickets = tourTickets(group);
/** Tour 4: complete with single ticketing, 15 people. */
const architecture = tour({
  id: 4,
  max_participants: 15,
  book_complete_tour: 1,
  single_ticketing: 1,
  prices: [tourPrice(1401, 800, 'Walk place')],
  ticketList: [tourTicket(1411, 1200, 'Adult'), tourTicket(1412, 700, 'Reduced', undefined, 2)],
});
/** Tour 5: public, booking without tickets. */
const garden = tour({
  id: 5,
  max_participants: 25,
  booking_without_tickets: 1,
  prices: [tourPrice(1501, 500)],
  ticketList: [tourTicket(1511, 1600, 'Adult')],
});

const form = (overrides: Partial<TourForm>): TourForm => ({ ...EMPTY_TOUR_FORM, ...overrides });
const plenty = { tickets: 100, tours: 5 };

describe('kinds of tour', () => {
  it('public, complete without and with single ticketing', () => {
    expect(tourKind(pub)).toBe('public');
    expect(tourKind(group)).toBe('completeGroups');
    expect(tourKind(architecture)).toBe('completeSingle');
  });
});

describe('SPEC §5 guided tours: the tour count', () => {
  it('may not exceed the smaller of max_participants and the remaining tickets (public tour)', () => {
    expect(tourCountLimit(pub, { tickets: 50, tours: 1 })).toBe(20);
    expect(tourCountLimit(pub, { tickets: 2, tours: 1 })).toBe(2);
    const at19 = form({ tours: { 1101: 19 } });
    expect(changeTourCount(pub, [FEE], { tickets: 50, tours: 1 }, at19, 1101, 20).form.tours[1101]).toBe(20);
    const refused = changeTourCount(pub, [FEE], { tickets: 50, tours: 1 }, at19, 1101, 21);
    expect(refused.form).toBe(at19);
    // The bound is the booking's (max_participants), not the places left: said as such.
    expect(refused.refused).toEqual({ unit: 'perBooking', available: 20 });
    const fewPlaces = changeTourCount(pub, [FEE], { tickets: 2, tours: 1 }, EMPTY_TOUR_FORM, 1101, 3);
    expect(fewPlaces.refused).toEqual({ unit: 'participants', available: 2 });
  });

  it('complete tour with single ticketing: the remaining tickets is the limit (not max_participants)', () => {
    expect(tourCountLimit(architecture, { tickets: 40, tours: 0 })).toBe(40);
    expect(tourCountLimit(architecture, { tickets: 3, tours: 1 })).toBe(3);
    const prices = Object.values(architecture.priceList);
    expect(
      changeTourCount(architecture, prices, { tickets: 3, tours: 1 }, EMPTY_TOUR_FORM, 1401, 4).refused,
    ).toEqual({ unit: 'participants', available: 3 });
  });

  it('complete tour without single ticketing: the sum of tour counts stays within the schedule’s tours, else the change is ignored', () => {
    expect(tourCountLimit(group, { tickets: 50, tours: 2 })).toBe(2);
    const one = changeTourCount(group, groupPrices, { tickets: 50, tours: 2 }, EMPTY_TOUR_FORM, 1301, 1).form;
    const two = changeTourCount(group, groupPrices, { tickets: 50, tours: 2 }, one, 1302, 1).form;
    expect(tourCount(two, groupPrices)).toBe(2);
    const third = changeTourCount(group, groupPrices, { tickets: 50, tours: 2 }, two, 1301, 2);
    expect(third.form).toBe(two);
    expect(third.refused).toEqual({ unit: 'groups', available: 2 });
  });

  it('a reduction is always taken, even above the limit', () => {
    const over = form({ tours: { 1101: 5 } });
    expect(changeTourCount(pub, [FEE], { tickets: 2, tours: 1 }, over, 1101, 4).form.tours[1101]).toBe(4);
  });

  it('a non-numeric count becomes 0; counts are whole and bounded', () => {
    expect(toTourCount('abc')).toBe(0);
    expect(toTourCount('')).toBe(0);
    expect(toTourCount(Number.NaN)).toBe(0);
    expect(toTourCount(-3)).toBe(0);
    expect(toTourCount('2.7')).toBe(2);
    expect(toTourCount(1e12)).toBe(999);
    const two = form({ tours: { 1101: 2 } });
    expect(changeTourCount(pub, [FEE], plenty, two, 1101, 'x').form.tours[1101]).toBe(0);
  });

  it('ignores prices the chosen time does not offer', () => {
    const evening = tourPrice(1102, 600);
    const result = changeTourCount(pub, [evening], plenty, EMPTY_TOUR_FORM, 1101, 2);
    expect(result.form).toBe(EMPTY_TOUR_FORM);
    expect(tourCount(form({ tours: { 1101: 3, 1102: 1 } }), [evening])).toBe(1);
  });
});

describe('SPEC §5 guided tours: tickets', () => {
  it('caps a ticket count at max_participants times the tour count', () => {
    const oneGroup = form({ tours: { 1301: 1 } });
    const capped = changeTourTicketCount(group, groupPrices, groupTickets, oneGroup, 1311, 30);
    expect(capped.form.tickets[1311]).toBe(25);
    expect(capped.refused).toEqual({ unit: 'tickets', available: 25 });
    const twoGroups = form({ tours: { 1301: 1, 1302: 1 } });
    expect(
      changeTourTicketCount(group, groupPrices, groupTickets, twoGroups, 1311, 30).form.tickets[1311],
    ).toBe(30);
  });

  it("where a public tour's tickets are optional, never more tickets than participants (each pays the fee)", () => {
    const capped = changeTourTicketCount(
      garden,
      Object.values(garden.priceList),
      tourTickets(garden),
      form({ tours: { 1501: 1 } }),
      1511,
      25,
    );
    expect(capped.form.tickets[1511]).toBe(1);
    expect(capped.refused).toEqual({ unit: 'tickets', available: 1 });
  });

  it('without tours no ticket can be chosen yet, and the visitor is told so', () => {
    const result = changeTourTicketCount(pub, [FEE], pubTickets, EMPTY_TOUR_FORM, 1111, 1);
    expect(result.form.tickets[1111]).toBe(0);
    expect(result.refused).toEqual({ unit: 'tickets', available: 0 });
  });

  it('shares the cap between the tickets', () => {
    const chosen = form({ tours: { 1101: 1 }, tickets: { 1111: 15 } });
    const second = changeTourTicketCount(pub, [FEE], pubTickets, chosen, 1112, 10);
    expect(second.form.tickets[1112]).toBe(5);
    expect(second.refused).toEqual({ unit: 'tickets', available: 20 });
  });

  it('a ticket with subtickets counts as 1 if any subticket has a count, else 0', () => {
    const family = form({ tours: { 1101: 2 }, subtickets: { 1113: { 11131: 2, 11132: 3 } } });
    expect(ticketCount(family, pubTickets)).toBe(1);
    expect(ticketCount(form({ subtickets: { 1113: { 11131: 0, 11132: 0 } } }), pubTickets)).toBe(0);
    expect(ticketCount(form({ tickets: { 1111: 1 }, subtickets: { 1113: { 11132: 1 } } }), pubTickets)).toBe(
      2,
    );
  });

  it('a family ticket needs room for one more ticket; its components hold at most max_participants people', () => {
    const full = form({ tours: { 1101: 1 }, tickets: { 1111: 20 } });
    expect(changeTourSubticketCount(pub, [FEE], pubTickets, full, 1113, 11131, 1).refused).toEqual({
      unit: 'tickets',
      available: 20,
    });
    // Components without a bound of their own (the tour's data in SPEC §3 names none).
    const unbounded = pubTickets.map((ticket) => ({
      ...ticket,
      subtickets: ticket.subtickets?.map(({ id, name, price }) => ({ id, name, price })),
    }));
    const room = form({ tours: { 1101: 1 } });
    const adults = changeTourSubticketCount(pub, [FEE], unbounded, room, 1113, 11131, 2).form;
    expect(adults.subtickets[1113]).toEqual({ 11131: 2 });
    const many = changeTourSubticketCount(pub, [FEE], unbounded, adults, 1113, 11132, 40);
    expect(many.form.subtickets[1113]).toEqual({ 11131: 2, 11132: 18 });
    expect(many.refused).toEqual({ unit: 'components', available: 20 });
  });

  it("each component of a family ticket holds at most its max_quantity, and says so by the component's name", () => {
    const room = form({ tours: { 1101: 1 } });
    const adults = changeTourSubticketCount(pub, [FEE], pubTickets, room, 1113, 11131, 20);
    expect(adults.form.subtickets[1113]).toEqual({ 11131: 2 });
    expect(adults.refused).toEqual({ unit: 'componentMax', available: 2, name: 'Adults' });
    const children = changeTourSubticketCount(pub, [FEE], pubTickets, adults.form, 1113, 11132, 3);
    expect(children.form.subtickets[1113]).toEqual({ 11131: 2, 11132: 3 });
    expect(children.refused).toBeNull();
    // Less is always taken.
    const fewer = changeTourSubticketCount(pub, [FEE], pubTickets, children.form, 1113, 11132, 1).form;
    expect(fewer.subtickets[1113]).toEqual({ 11131: 2, 11132: 1 });
    // Where the tour's places are fewer than the component's bound, the places are what is said.
    const small = { ...pub, max_participants: 4 };
    const capped = changeTourSubticketCount(small, [FEE], pubTickets, fewer, 1113, 11132, 3);
    expect(capped.form.subtickets[1113]).toEqual({ 11131: 2, 11132: 2 });
    expect(capped.refused).toEqual({ unit: 'components', available: 4 });
  });

  it('tickets must equal tours for a public tour that needs tickets and for a complete tour with single ticketing', () => {
    expect(ticketsMustEqualTours(pub)).toBe(true);
    expect(ticketsMustEqualTours(architecture)).toBe(true);
    expect(ticketsMustEqualTours(garden)).toBe(false);
    expect(ticketsMustEqualTours(group)).toBe(false);
  });

  it('a minimum group size applies where the API gives one: a whole group with its tickets', () => {
    expect(minimumGroupSize(group)).toBe(10);
    expect(minimumGroupSize(pub)).toBeNull();
    expect(minimumGroupSize({ ...group, booking_without_tickets: 1 })).toBeNull();
  });
});

describe('validateTourForm (SPEC §5 messages)', () => {
  const check = (
    subject: typeof pub,
    chosen: TourForm,
    capacity: { tickets: number; tours: number } | null = plenty,
  ) =>
    validateTourForm({
      tour: subject,
      prices: Object.values(subject.priceList),
      tickets: tourTickets(subject),
      questions: [],
      capacity,
      form: chosen,
    }).map((error) => error.code);

  it('needs a time and at least one tour', () => {
    expect(check(pub, EMPTY_TOUR_FORM, null)).toEqual(['TIME_REQUIRED', 'NOTHING_CHOSEN']);
  });

  it('the number of tickets and participants must be equal: more or fewer give the same message', () => {
    expect(check(pub, form({ tours: { 1101: 2 }, tickets: { 1111: 1 } }))).toEqual([
      'TICKETS_NOT_EQUAL_TOURS',
    ]);
    expect(check(pub, form({ tours: { 1101: 2 }, tickets: { 1111: 3 } }))).toEqual([
      'TICKETS_NOT_EQUAL_TOURS',
    ]);
    expect(check(pub, form({ tours: { 1101: 2 }, tickets: { 1111: 1, 1112: 1 } }))).toEqual([]);
    // The family ticket counts as one ticket, however many people it holds.
    expect(
      check(pub, form({ tours: { 1101: 2 }, tickets: { 1111: 1 }, subtickets: { 1113: { 11131: 2 } } })),
    ).toEqual([]);
  });

  it('a family takes a place for each member: two places, an adult and a family of two are refused', () => {
    const family = form({ tours: { 1101: 2 }, tickets: { 1111: 1 }, subtickets: { 1113: { 11131: 2 } } });
    expect(check(pub, family, { tickets: 3, tours: 1 })).toEqual([]);
    const errors = validateTourForm({
      tour: pub,
      prices: Object.values(pub.priceList),
      tickets: pubTickets,
      questions: [],
      capacity: { tickets: 2, tours: 1 },
      form: family,
    });
    expect(errors).toEqual([{ code: 'OVERBOOKED', unit: 'participants', available: 2 }]);
    expect(peopleCount(family, pubTickets)).toBe(3);
  });

  it('a whole group holds at most its size in people, a family’s members each', () => {
    const school = tour({
      id: 9,
      max_participants: 20,
      book_complete_tour: 1,
      min_participants: 1,
      prices: [tourPrice(1901, 9000, 'Group')],
      ticketList: [
        tourTicket(1911, 1200, 'Pupil'),
        tourTicket(1913, 3000, 'Family', [
          { id: 19131, name: 'Adults', price: 0 },
          { id: 19132, name: 'Children', price: 0 },
        ]),
      ],
    });
    // 9 pupils and a family of 12: 10 tickets, 21 people for a group of 20.
    const big = form({
      tours: { 1901: 1 },
      tickets: { 1911: 9 },
      subtickets: { 1913: { 19131: 2, 19132: 10 } },
    });
    expect(check(school, big)).toEqual(['OVERBOOKED']);
    const fits = form({
      tours: { 1901: 1 },
      tickets: { 1911: 8 },
      subtickets: { 1913: { 19131: 2, 19132: 10 } },
    });
    expect(check(school, fits)).toEqual([]);
  });

  it('complete tour with single ticketing: tickets neither below nor above the tour count', () => {
    expect(check(architecture, form({ tours: { 1401: 3 }, tickets: { 1411: 2 } }))).toEqual([
      'TICKETS_NOT_EQUAL_TOURS',
    ]);
    expect(check(architecture, form({ tours: { 1401: 3 }, tickets: { 1411: 2, 1412: 1 } }))).toEqual([]);
  });

  it('booking without tickets: tickets are optional, but not more than the participants', () => {
    expect(check(garden, form({ tours: { 1501: 3 } }))).toEqual([]);
    expect(check(garden, form({ tours: { 1501: 3 }, tickets: { 1511: 1 } }))).toEqual([]);
    expect(check(garden, form({ tours: { 1501: 1 }, tickets: { 1511: 25 } }))).toEqual(['OVERBOOKED']);
  });

  it('a group below the minimum size is refused with the minimum', () => {
    const small = form({ tours: { 1301: 1 }, tickets: { 1311: 9 } });
    expect(
      validateTourForm({
        tour: group,
        prices: groupPrices,
        tickets: groupTickets,
        questions: [],
        capacity: plenty,
        form: small,
      }).filter((error) => error.code !== 'ANSWER_REQUIRED'),
    ).toEqual([{ code: 'GROUP_TOO_SMALL', minimum: 10, groups: 1 }]);
    expect(check({ ...group, questions: [] }, form({ tours: { 1301: 1 }, tickets: { 1311: 10 } }))).toEqual(
      [],
    );
    // Each group its minimum: two groups of five are too small.
    const twoGroups = { 1301: 1, 1302: 1 };
    expect(check({ ...group, questions: [] }, form({ tours: twoGroups, tickets: { 1311: 10 } }))).toEqual([
      'GROUP_TOO_SMALL',
    ]);
    expect(check({ ...group, questions: [] }, form({ tours: twoGroups, tickets: { 1311: 20 } }))).toEqual([]);
  });

  it('overbooking states the available count (for instance after choosing a fuller time)', () => {
    const errors = validateTourForm({
      tour: pub,
      prices: [FEE],
      tickets: pubTickets,
      questions: [],
      capacity: { tickets: 2, tours: 1 },
      form: form({ tours: { 1101: 3 }, tickets: { 1111: 3 } }),
    });
    expect(errors).toEqual([{ code: 'OVERBOOKED', unit: 'participants', available: 2 }]);
    const groups = validateTourForm({
      tour: group,
      prices: groupPrices,
      tickets: groupTickets,
      questions: [],
      capacity: { tickets: 25, tours: 1 },
      form: form({ tours: { 1301: 1, 1302: 1 }, tickets: { 1311: 20 } }),
    });
    expect(groups).toEqual([{ code: 'OVERBOOKED', unit: 'groups', available: 1 }]);
    expect(check(pub, form({ tours: { 1101: 1 }, tickets: { 1111: 21 } }))).toEqual(['OVERBOOKED']);
  });

  it('adds the answers’ errors', () => {
    const errors = validateTourForm({
      tour: group,
      prices: groupPrices,
      tickets: groupTickets,
      questions: group.questions,
      capacity: plenty,
      form: form({ tours: { 1301: 1 }, tickets: { 1311: 12 } }),
    });
    expect(errors).toEqual([
      { code: 'ANSWER_REQUIRED', questionId: 31 },
      { code: 'ANSWER_REQUIRED', questionId: 32 },
      { code: 'ANSWER_REQUIRED', questionId: 33 },
    ]);
  });
});

describe('the price of the form', () => {
  it('adds the tours at their prices, the tickets, and a family ticket’s price once with its components', () => {
    const family = tourTicket(7, 3200, 'Family', [
      { id: 71, name: 'Adults', price: 0 },
      { id: 72, name: 'Children', price: 250 },
    ]);
    const chosen = form({ tours: { 1101: 3 }, tickets: { 1111: 2 }, subtickets: { 7: { 71: 2, 72: 2 } } });
    expect(tourFormTotal(chosen, [FEE], [tourTicket(1111, 1600), family])).toBe(
      3 * 400 + 2 * 1600 + 3200 + 500,
    );
    expect(tourFormTotal(form({ subtickets: { 7: { 71: 0 } } }), [FEE], [family])).toBe(0);
  });
});

describe('another time of the same day', () => {
  it('carries the count over when one fee takes the place of another (the evening fee)', () => {
    const evening = tourPrice(1102, 600);
    const chosen = form({ tours: { 1101: 3 }, tickets: { 1111: 3 } });
    expect(reconcileTourPrices(chosen, [FEE], [evening]).tours).toEqual({ 1102: 3 });
    expect(reconcileTourPrices(chosen, [FEE], [evening]).tickets).toEqual({ 1111: 3 });
  });

  it('keeps the counts of the prices both times offer and drops the others', () => {
    const chosen = form({ tours: { 1301: 1, 1302: 1 } });
    expect(reconcileTourPrices(chosen, groupPrices, [tourPrice(1301, 9000)]).tours).toEqual({ 1301: 1 });
    expect(reconcileTourPrices(chosen, groupPrices, groupPrices)).toEqual(chosen);
  });
});

describe('the price a tour starts from (the list)', () => {
  it('is the lowest of its own prices, without the admission tickets', () => {
    expect(tourPriceFrom(group)).toBe(6000);
    expect(tourPriceFrom(pub)).toBe(400);
    expect(tourPriceFrom({ priceList: {} })).toBeNull();
  });
});
