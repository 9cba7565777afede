import { describe, expect, it } from 'vitest';
import { entry, subticket, ticket } from '../../testing/tickets';
import { ticketCartItems } from './ticket-cart-items';
import { changeSubticketCount, emptySelection, type TicketSelection } from './ticket-selection';

const TEN = '2026-11-24 10:00:00';
const impressionism = { id: 1, name: 'Light and Shadow' };

const adult = ticket({ id: 101, name: 'Adult', price: 1600, schedule: [entry(TEN, 30)] });
const family = ticket({
  id: 104,
  name: 'Family ticket',
  price: 3200,
  family: true,
  print_separately: true,
  subtickets: [subticket(1041, 1, 2), subticket(1042, 1, 3), subticket(1043, 1, 1)],
  schedule: [entry(TEN, 30)],
});
const audioGuide = ticket({
  id: 105,
  name: 'Audio guide',
  price: 400,
  vat_value: 19,
  book_with_cost: true,
  book_with_cost_warn: 'The audio guide is charged even with an annual pass.',
  schedule: [entry(TEN, 30)],
});

const choose = (
  tickets: Parameters<typeof emptySelection>[0],
  counts: Record<number, number>,
): TicketSelection => ({
  ...emptySelection(tickets),
  counts: { ...emptySelection(tickets).counts, ...counts },
});

describe('ticketCartItems (SPEC §3 cart lines)', () => {
  it('makes one ticket line per chosen ticket with its time, price, total and event', () => {
    const tickets = [adult, audioGuide];
    const [line, guide] = ticketCartItems(impressionism, tickets, choose(tickets, { 101: 2, 105: 1 }), TEN);
    expect(line).toEqual({
      type: 'ticket',
      id: 101,
      eventId: 1,
      name: 'Adult',
      price: 1600,
      totalPrice: 3200,
      totalCount: 2,
      // The slot's places left when added: the basket goes no further.
      maxCount: 30,
      datetime: TEN,
      datetime_end: '2026-11-24 11:00:00',
      eventName: 'Light and Shadow',
      mode: 1,
      bookWithCost: false,
      bookWithCostWarning: null,
      tax: 7,
      print_separately: false,
      subtickets: [],
    });
    expect(guide).toMatchObject({
      bookWithCost: true,
      bookWithCostWarning: 'The audio guide is charged even with an annual pass.',
      tax: 19,
      totalPrice: 400,
    });
  });

  it('carries a family ticket with its components and their counts', () => {
    const tickets = [family];
    let selection = choose(tickets, { 104: 1 });
    selection = changeSubticketCount(tickets, selection, 104, 1042, 3, TEN).selection;
    const [line] = ticketCartItems(impressionism, tickets, selection, TEN);
    expect(line).toMatchObject({
      type: 'ticket',
      id: 104,
      totalCount: 1,
      totalPrice: 3200,
      print_separately: true,
    });
    // A family ticket takes a place per person it counts: as many such tickets as the places allow.
    const persons = 2 + 3;
    expect(line?.maxCount).toBe(Math.floor(30 / persons));
    expect(line?.type === 'ticket' && line.subtickets.map(({ id, count }) => ({ id, count }))).toEqual([
      { id: 1041, count: 1 },
      { id: 1042, count: 3 },
      { id: 1043, count: 1 },
    ]);
  });

  it('puts the chosen day tickets of a day into one day-ticket line with its dayTickets list', () => {
    const day = entry('2026-11-24 10:00:00', 200, '2026-11-24 18:00:00');
    const dayTickets = [
      ticket({ id: 301, mode: 3, price: 1400, schedule: [day] }),
      ticket({ id: 302, mode: 3, price: 800, schedule: [day] }),
      ticket({ id: 303, mode: 3, price: 0, schedule: [day] }),
    ];
    const collection = { id: 3, name: 'Collection – day ticket' };
    const lines = ticketCartItems(collection, dayTickets, choose(dayTickets, { 301: 2, 303: 1 }), null);
    expect(lines).toEqual([
      {
        type: 'dayTicket',
        id: 3,
        name: 'Collection – day ticket',
        eventName: 'Collection – day ticket',
        price: 2800,
        totalPrice: 2800,
        datetime: '2026-11-24 10:00:00',
        totalCount: 3,
        tax: 7,
        dayTickets: [
          { id: 301, count: 2, price: 1400 },
          { id: 303, count: 1, price: 0 },
        ],
      },
    ]);
  });

  it('keeps day tickets of another VAT rate on a line of their own', () => {
    const day = entry('2026-11-24 10:00:00', 200, '2026-11-24 18:00:00');
    const dayTickets = [
      ticket({ id: 301, mode: 3, price: 1400, schedule: [day] }),
      ticket({ id: 304, mode: 3, price: 500, vat_value: 19, schedule: [day] }),
    ];
    const lines = ticketCartItems(
      { id: 3, name: 'Day' },
      dayTickets,
      choose(dayTickets, { 301: 1, 304: 1 }),
      null,
    );
    expect(lines.map((line) => [line.type, line.totalPrice])).toEqual([
      ['dayTicket', 1400],
      ['dayTicket', 500],
    ]);
  });

  it('leaves out tickets with no count and tickets not offered at the time', () => {
    const tickets = [adult, family];
    expect(ticketCartItems(impressionism, tickets, choose(tickets, { 101: 0 }), TEN)).toEqual([]);
    expect(
      ticketCartItems(impressionism, tickets, choose(tickets, { 101: 1 }), '2026-11-24 16:00:00'),
    ).toEqual([]);
  });
});
