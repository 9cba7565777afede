import { describe, expect, it } from 'vitest';
import { entry, subticket, ticket } from '../../testing/tickets';
import {
  applyFixedSubtickets,
  changeSubticketCount,
  changeTicketCount,
  emptySelection,
  isTicketOffered,
  offeredTickets,
  presetSubtickets,
  reconcileSelection,
  selectionTicketCount,
  selectionTotal,
  ticketCapacity,
  ticketUnitPrice,
  validateSelection,
} from './ticket-selection';

const TEN = '2026-11-24 10:00:00';
const ELEVEN = '2026-11-24 11:00:00';
const NOON = '2026-11-24 12:00:00';
const slots = [entry(TEN, 30), entry(ELEVEN, 0), entry(NOON, 2)];

const adult = ticket({ id: 101, price: 1600, schedule: slots });
const reduced = ticket({ id: 102, price: 900, schedule: slots });
/** Event 1's family ticket: adults 1–2, children 1–3 and a booklet 1–1 (min == max). */
const family = ticket({
  id: 104,
  price: 3200,
  family: true,
  subtickets: [subticket(1041, 1, 2), subticket(1042, 1, 3), subticket(1043, 1, 1)],
  schedule: slots,
});
/** Event 5's family ticket: priced components, children 1–3 at 10 €, adults 0–2 at 5 €. */
const workshopFamily = ticket({
  id: 502,
  price: 0,
  family: true,
  subtickets: [subticket(5021, 1, 3, 1000), subticket(5022, 0, 2, 500)],
  schedule: [entry(TEN, 12)],
});
const timed = [adult, reduced, family];

describe('offered tickets (SPEC §5 event tickets)', () => {
  it('hides a ticket of mode 1 or 5 without a schedule entry with max_tickets above 0', () => {
    const soldOut = ticket({ id: 202, mode: 5, schedule: [entry('2026-11-27 19:30:00', 0)] });
    const none = ticket({ id: 103, mode: 1, schedule: [] });
    expect(isTicketOffered(adult)).toBe(true);
    expect(isTicketOffered(soldOut)).toBe(false);
    expect(isTicketOffered(none)).toBe(false);
    expect(offeredTickets([adult, soldOut, none])).toEqual([adult]);
  });

  it('shows a day ticket while its day has an entry, and not on a day without one', () => {
    const day = entry('2026-11-24 10:00:00', 0, '2026-11-24 18:00:00');
    expect(isTicketOffered(ticket({ id: 301, mode: 3, schedule: [day] }))).toBe(true);
    expect(isTicketOffered(ticket({ id: 301, mode: 3, schedule: [] }))).toBe(false);
  });
});

describe('family ticket presets (SPEC §5)', () => {
  it('presets components with a minimum above 0 to it, and fixes the min == max component to its max', () => {
    expect(presetSubtickets(family)).toEqual({ 1041: 1, 1042: 1, 1043: 1 });
  });

  it('leaves a component with minimum 0 for the visitor to choose', () => {
    expect(presetSubtickets(workshopFamily)).toEqual({ 5021: 1, 5022: null });
  });

  it('gives the fixed component 0 while the others sum to zero, else its max quantity', () => {
    const booklet = ticket({
      id: 9,
      family: true,
      subtickets: [subticket(1, 0, 2), subticket(2, 0, 3), subticket(3, 2, 2)],
    });
    expect(applyFixedSubtickets(booklet, { 1: 0, 2: null, 3: 2 })).toEqual({ 1: 0, 2: null, 3: 0 });
    expect(applyFixedSubtickets(booklet, { 1: 0, 2: 1, 3: 0 })).toEqual({ 1: 0, 2: 1, 3: 2 });
  });

  it('does not fix the only component of a family ticket', () => {
    const single = ticket({ id: 9, family: true, subtickets: [subticket(1, 2, 2)] });
    expect(presetSubtickets(single)).toEqual({ 1: 2 });
    const selection = emptySelection([single]);
    expect(changeSubticketCount([single], selection, 9, 1, 2, null).selection.subtickets[9]).toEqual({
      1: 2,
    });
  });

  it('keeps component choices within their min and max, and the fixed component follows', () => {
    const selection = emptySelection([family]);
    let change = changeSubticketCount([family], selection, 104, 1042, 7, TEN);
    expect(change.selection.subtickets[104]).toEqual({ 1041: 1, 1042: 3, 1043: 1 });
    change = changeSubticketCount([family], selection, 104, 1043, 0, TEN);
    expect(change.selection).toBe(selection);
  });

  it('starts a new selection at zero tickets with the presets, and keeps choices on another date', () => {
    const selection = emptySelection(timed);
    expect(selection.counts).toEqual({ 101: 0, 102: 0, 104: 0 });
    const chosen = changeTicketCount(timed, selection, 101, 2, TEN).selection;
    const next = reconcileSelection([adult, workshopFamily], chosen);
    expect(next.counts).toEqual({ 101: 2, 102: 0, 104: 0, 502: 0 });
    expect(next.subtickets[502]).toEqual({ 5021: 1, 5022: null });
    // Only offered tickets count: the family ticket of the other date is neither priced nor booked.
    expect(selectionTotal([adult, workshopFamily], next)).toBe(3200);
  });
});

describe('counts against the time slot (SPEC §5: above max_tickets is rejected)', () => {
  it('accepts counts up to the places left and rejects more, naming what is left', () => {
    const selection = emptySelection(timed);
    expect(changeTicketCount(timed, selection, 101, 2, NOON)).toEqual({
      selection: { ...selection, counts: { ...selection.counts, 101: 2 } },
      rejected: null,
    });
    const rejected = changeTicketCount(timed, selection, 101, 3, NOON);
    expect(rejected.selection).toBe(selection);
    expect(rejected.rejected).toEqual({ available: 2 });
  });

  it('counts the tickets of mode 1 together, since they share the slot', () => {
    const one = changeTicketCount(timed, emptySelection(timed), 101, 1, NOON).selection;
    expect(changeTicketCount(timed, one, 102, 1, NOON).rejected).toBeNull();
    expect(changeTicketCount(timed, one, 102, 2, NOON).rejected).toEqual({ available: 1 });
  });

  it('counts each ticket of mode 5 against its own schedule', () => {
    const stalls = ticket({ id: 201, mode: 5, schedule: [entry('2026-11-27 19:30:00', 60)] });
    const balcony = ticket({ id: 202, mode: 5, schedule: [entry('2026-11-27 19:30:00', 2)] });
    const both = [stalls, balcony];
    const at = '2026-11-27 19:30:00';
    const selection = changeTicketCount(both, emptySelection(both), 201, 10, at).selection;
    expect(changeTicketCount(both, selection, 202, 2, at).rejected).toBeNull();
    expect(changeTicketCount(both, selection, 202, 3, at).rejected).toEqual({ available: 2 });
  });

  it('counts a family ticket with the persons of its components, and rejects a component total beyond the slot', () => {
    const noonSelection = emptySelection(timed);
    // 1 adult + 1 child + booklet = 3 places, 2 are left at noon.
    expect(changeTicketCount(timed, noonSelection, 104, 1, NOON).rejected).toEqual({ available: 2 });
    const atTen = changeTicketCount(timed, noonSelection, 104, 1, TEN).selection;
    const full = changeTicketCount(timed, atTen, 101, 27, TEN).selection; // 27 + 3 of 30 places
    expect(changeSubticketCount(timed, full, 104, 1042, 2, TEN).rejected).toEqual({ available: 3 });
    expect(changeSubticketCount(timed, full, 104, 1041, 2, TEN).rejected).toEqual({ available: 3 });
    const relaxed = changeTicketCount(timed, full, 101, 26, TEN).selection;
    expect(changeSubticketCount(timed, relaxed, 104, 1042, 2, TEN).selection.subtickets[104]).toEqual({
      1041: 1,
      1042: 2,
      1043: 1,
    });
  });

  it('never rejects a reduction, and makes a count that is no whole number 0', () => {
    const over = { counts: { 101: 5, 102: 0, 104: 0 }, subtickets: emptySelection(timed).subtickets };
    expect(changeTicketCount(timed, over, 101, 4, NOON).selection.counts[101]).toBe(4);
    expect(changeTicketCount(timed, over, 101, Number.NaN, NOON).selection.counts[101]).toBe(0);
    expect(changeTicketCount(timed, over, 101, -3, NOON).selection.counts[101]).toBe(0);
    expect(changeTicketCount(timed, over, 101, 1.7, NOON).selection.counts[101]).toBe(1);
  });

  it('draws day tickets from the day, whatever the time', () => {
    const dayEntry = entry('2026-11-24 10:00:00', 3, '2026-11-24 18:00:00');
    const dayAdult = ticket({ id: 301, mode: 3, schedule: [dayEntry] });
    const dayChild = ticket({ id: 303, mode: 3, price: 0, schedule: [dayEntry] });
    const day = [dayAdult, dayChild];
    expect(ticketCapacity(dayAdult, null)).toEqual({ pool: 'day', places: 3, entry: dayEntry });
    const two = changeTicketCount(day, emptySelection(day), 301, 2, null).selection;
    expect(changeTicketCount(day, two, 303, 2, null).rejected).toEqual({ available: 1 });
  });
});

describe('validateSelection', () => {
  it('asks for at least one ticket', () => {
    expect(validateSelection(timed, emptySelection(timed), TEN)).toEqual([{ code: 'NOTHING_CHOSEN' }]);
  });

  it('requires a quantity for every family component (SPEC §5)', () => {
    const tickets = [workshopFamily];
    const chosen = changeTicketCount(tickets, emptySelection(tickets), 502, 1, TEN).selection;
    expect(validateSelection(tickets, chosen, TEN)).toEqual([
      { code: 'SUBTICKET_REQUIRED', ticketId: 502, subticketId: 5022 },
    ]);
    const complete = changeSubticketCount(tickets, chosen, 502, 5022, 0, TEN).selection;
    expect(validateSelection(tickets, complete, TEN)).toEqual([]);
  });

  it('refuses a family ticket without any person', () => {
    const optional = ticket({
      id: 9,
      family: true,
      subtickets: [subticket(1, 0, 2), subticket(2, 0, 2)],
      schedule: slots,
    });
    let selection = changeTicketCount([optional], emptySelection([optional]), 9, 1, TEN).selection;
    selection = changeSubticketCount([optional], selection, 9, 1, 0, TEN).selection;
    selection = changeSubticketCount([optional], selection, 9, 2, 0, TEN).selection;
    expect(validateSelection([optional], selection, TEN)).toEqual([{ code: 'FAMILY_EMPTY', ticketId: 9 }]);
  });

  it('asks for a time before timed tickets can be booked', () => {
    const selection = { ...emptySelection(timed), counts: { 101: 1, 102: 1, 104: 0 } };
    expect(validateSelection(timed, selection, null)).toEqual([{ code: 'TIME_REQUIRED' }]);
  });

  it('reports tickets over the places of the chosen time, and tickets not offered then', () => {
    const selection = { ...emptySelection(timed), counts: { 101: 2, 102: 1, 104: 0 } };
    expect(validateSelection(timed, selection, NOON)).toEqual([
      { code: 'OVER_CAPACITY', ticketId: 101, available: 2 },
    ]);
    expect(validateSelection(timed, selection, '2026-11-24 16:00:00')).toEqual([
      { code: 'NOT_AVAILABLE', ticketId: 101 },
      { code: 'NOT_AVAILABLE', ticketId: 102 },
    ]);
  });
});

describe('prices of a selection', () => {
  it('prices a family ticket at its price plus each component price times its count', () => {
    const tickets = [workshopFamily];
    let selection = changeTicketCount(tickets, emptySelection(tickets), 502, 2, TEN).selection;
    selection = changeSubticketCount(tickets, selection, 502, 5021, 2, TEN).selection;
    selection = changeSubticketCount(tickets, selection, 502, 5022, 1, TEN).selection;
    expect(ticketUnitPrice(workshopFamily, selection)).toBe(2500);
    expect(selectionTotal(tickets, selection)).toBe(5000);
  });

  it('adds up every chosen ticket and counts a family ticket once', () => {
    const selection = { ...emptySelection(timed), counts: { 101: 2, 102: 1, 104: 1 } };
    expect(selectionTotal(timed, selection)).toBe(2 * 1600 + 900 + 3200);
    expect(selectionTicketCount(timed, selection)).toBe(4);
  });
});
