import { describe, expect, it } from 'vitest';
import type { ScheduleEntry } from '../../api/wire/events.ts';
import type { CartItem, TicketCartItem } from '../cart-item';
import {
  canMoveToAnotherSlot,
  moveTicketLine,
  nearestSlotWithPlaces,
  ticketLinePlaces,
} from './nearest-slot';

const DAY = '2026-11-24';
const at = (time: string, date = DAY) => `${date} ${time}:00`;
const slot = (time: string, places: number, date = DAY): ScheduleEntry => ({
  datetime: at(time, date),
  datetime_end: at(time, date),
  max_tickets: places,
});

const line = (overrides: Partial<TicketCartItem> = {}): TicketCartItem => ({
  lineId: 'adult',
  type: 'ticket',
  id: 101,
  eventId: 1,
  name: 'Adult',
  price: 1600,
  totalPrice: 3200,
  totalCount: 2,
  datetime: at('12:00'),
  datetime_end: at('13:00'),
  eventName: 'Light and Shadow',
  mode: 1,
  bookWithCost: false,
  bookWithCostWarning: null,
  tax: 7,
  print_separately: false,
  subtickets: [],
  ...overrides,
});

describe('nearestSlotWithPlaces (issue 13: a sold-out slot, moved in one click)', () => {
  it('takes the closest time of the same day with places for the whole line', () => {
    const schedule = [
      slot('10:00', 30),
      slot('11:00', 0),
      slot('12:00', 1),
      slot('13:00', 1),
      slot('15:00', 30),
    ];
    expect(nearestSlotWithPlaces(line(), schedule, [line()])?.datetime).toBe(at('10:00'));
  });

  it('prefers the later of two equally close times', () => {
    const schedule = [slot('11:00', 5), slot('12:00', 0), slot('13:00', 5)];
    expect(nearestSlotWithPlaces(line(), schedule, [])?.datetime).toBe(at('13:00'));
  });

  it('counts the places the cart’s other tickets of the event take at that time (mode 1)', () => {
    const schedule = [slot('12:00', 0), slot('13:00', 3), slot('15:00', 10)];
    const other = line({ lineId: 'child', id: 103, name: 'Child', totalCount: 2, datetime: at('13:00') });
    expect(nearestSlotWithPlaces(line(), schedule, [line(), other])?.datetime).toBe(at('15:00'));
    // A mode 5 ticket has its own places: another ticket at that time takes none of them.
    expect(
      nearestSlotWithPlaces(line({ mode: 5 }), schedule, [line({ mode: 5 }), { ...other, mode: 5 }])
        ?.datetime,
    ).toBe(at('13:00'));
  });

  it('counts a family ticket’s components as its places', () => {
    const family = line({
      totalCount: 1,
      subtickets: [
        { id: 1041, count: 2, name: 'Adults', price: 0, vat: 7 },
        { id: 1042, count: 3, name: 'Children', price: 0, vat: 7 },
      ],
    });
    expect(ticketLinePlaces(family)).toBe(5);
    expect(nearestSlotWithPlaces(family, [slot('11:00', 4), slot('16:00', 5)], [family])?.datetime).toBe(
      at('16:00'),
    );
  });

  it('never offers another day, the same time, or nothing when no time has enough places', () => {
    expect(
      nearestSlotWithPlaces(line(), [slot('12:00', 30), slot('12:00', 30, '2026-11-25')], []),
    ).toBeNull();
    expect(nearestSlotWithPlaces(line(), [slot('10:00', 1)], [])).toBeNull();
  });

  it('offers a move only for timed tickets of a known event', () => {
    expect(canMoveToAnotherSlot(line())).toBe(true);
    expect(canMoveToAnotherSlot(line({ mode: 3 }))).toBe(false);
    expect(canMoveToAnotherSlot(line({ eventId: undefined }))).toBe(false);
  });
});

describe('moveTicketLine', () => {
  const book: CartItem = {
    lineId: 'book',
    type: 'merchandise',
    id: 1,
    name: 'Catalogue',
    price: 3900,
    totalPrice: 3900,
    count: 1,
    vat_value: 7,
  };

  it('moves the line to the new time and keeps every other line where it was', () => {
    const cart = moveTicketLine([line(), book], 'adult', slot('14:00', 30));
    expect(cart.map((item) => item.lineId)).toEqual(['adult', 'book']);
    expect(cart[0]).toMatchObject({ datetime: at('14:00'), totalCount: 2, totalPrice: 3200 });
    expect(cart[1]).toBe(book);
  });

  it('joins the same ticket already booked at that time into one line', () => {
    const there = line({ lineId: 'there', totalCount: 1, totalPrice: 1600, datetime: at('14:00') });
    const cart = moveTicketLine([line(), book, there], 'adult', slot('14:00', 30));
    expect(cart.map((item) => item.lineId)).toEqual(['book', 'there']);
    expect(cart[1]).toMatchObject({ totalCount: 3, totalPrice: 4800 });
  });
});
