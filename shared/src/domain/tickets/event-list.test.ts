import { describe, expect, it } from 'vitest';
import { event, ticket } from '../../testing/tickets';
import { sortBySequence } from '../sorting';
import {
  eventCustomGroups,
  eventVenues,
  filterEvents,
  NO_EVENT_FILTERS,
  singleEventId,
  ticketGroupsOf,
} from './event-list';

const main = { id: 1, name: 'Main building' };
const pavilion = { id: 2, name: 'Garden pavilion' };
const exhibitions = { id: 11, name: 'Exhibitions' };
const concerts = { id: 12, name: 'Concerts' };

const impressionism = event({ id: 1, venue: main, custom_groups: [exhibitions], sequence_no: 1 });
const concert = event({ id: 2, venue: pavilion, custom_groups: [concerts], sequence_no: 0 });
const bronze = event({ id: 4, venue: main, custom_groups: [exhibitions], sequence_no: 3 });
const events = [impressionism, concert, bronze];

const admission = { id: 1, name: 'Admission' };
const seats = { id: 3, name: 'Seats' };
const ticketGroups = new Map([
  [1, [admission, { id: 2, name: 'Extras' }]],
  [2, [seats]],
]);

describe('event list filters (SPEC §2 "Tickets")', () => {
  it('offers each venue once, in list order', () => {
    expect(eventVenues(events)).toEqual([main, pavilion]);
    expect(eventVenues([impressionism, bronze])).toHaveLength(1);
  });

  it('offers each custom group once', () => {
    expect(eventCustomGroups(events)).toEqual([exhibitions, concerts]);
  });

  it('reads the ticket groups of an event from its tickets, without tickets outside a group', () => {
    const tickets = [
      ticket({ id: 101, group_id: 1, group_name: 'Admission' }),
      ticket({ id: 102, group_id: 1, group_name: 'Admission' }),
      ticket({ id: 105, group_id: 2, group_name: 'Extras' }),
      ticket({ id: 106, group_id: null, group_name: null }),
    ];
    expect(ticketGroupsOf(tickets)).toEqual([admission, { id: 2, name: 'Extras' }]);
  });

  it('keeps every event without a filter', () => {
    expect(filterEvents(events, NO_EVENT_FILTERS, ticketGroups)).toEqual(events);
  });

  it('filters by venue, custom group and ticket group, all at once', () => {
    const ids = (filters: Partial<typeof NO_EVENT_FILTERS>) =>
      filterEvents(events, { ...NO_EVENT_FILTERS, ...filters }, ticketGroups).map((item) => item.id);
    expect(ids({ venue: 2 })).toEqual([2]);
    expect(ids({ customGroup: 11 })).toEqual([1, 4]);
    expect(ids({ ticketGroup: 3 })).toEqual([2]);
    expect(ids({ venue: 1, customGroup: 11, ticketGroup: 1 })).toEqual([1]);
    expect(ids({ venue: 2, customGroup: 11 })).toEqual([]);
  });

  it('does not claim that an event whose tickets are unknown has a ticket group', () => {
    expect(
      filterEvents(events, { ...NO_EVENT_FILTERS, ticketGroup: 1 }, new Map()).map((item) => item.id),
    ).toEqual([]);
  });
});

describe('event list order and single event', () => {
  it('sorts events by sequence_no, then the ones with 0 by sorting_datetime (SPEC §9)', () => {
    const workshop = event({ id: 5, sequence_no: 0, sorting_datetime: '2026-11-21 11:00:00' });
    const evening = event({ id: 2, sequence_no: 0, sorting_datetime: '2026-11-21 19:30:00' });
    const day = event({ id: 3, sequence_no: 2 });
    expect(sortBySequence([evening, day, workshop, impressionism]).map((item) => item.id)).toEqual([
      1, 3, 5, 2,
    ]);
  });

  it('names the event to show directly when exactly one exists (SPEC §2)', () => {
    expect(singleEventId([impressionism])).toBe(1);
    expect(singleEventId(events)).toBeNull();
    expect(singleEventId([])).toBeNull();
  });
});
