import { describe, expect, it } from 'vitest';
import { cartSchema } from '../api/wire/cart-requests.ts';
import type { CartItem } from './cart-item';
import { CartPreparationError, prepareCartItems } from './cart-preparation';

const family: CartItem = {
  lineId: 'l1',
  type: 'ticket',
  id: 104,
  name: 'Family ticket',
  price: 3200,
  totalPrice: 6400,
  totalCount: 2,
  datetime: '2026-11-24 10:00:00',
  datetime_end: '2026-11-24 11:00:00',
  eventName: 'Light and Shadow',
  mode: 1,
  bookWithCost: false,
  bookWithCostWarning: null,
  tax: 7,
  print_separately: true,
  subtickets: [
    { id: 1041, count: 2, name: 'Adults', price: 0, vat: 7 },
    { id: 1042, count: 1, name: 'Children', price: 0, vat: 7 },
    { id: 1043, count: 1, name: 'Booklet', price: 0, vat: 7 },
  ],
};

const adult: CartItem = {
  ...family,
  lineId: 'l2',
  id: 101,
  name: 'Adult',
  price: 1600,
  totalPrice: 1600,
  totalCount: 1,
  subtickets: [],
};

const dayTickets: CartItem = {
  lineId: 'l3',
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
    { id: 301, count: 2 },
    { id: 303, count: 1 },
  ],
};

describe('prepareCartItems (SPEC §7 "Prepared cart items")', () => {
  it('sends a ticket as type, count, id, datetime and subtickets', () => {
    expect(prepareCartItems([family])).toEqual([
      {
        type: 'ticket',
        id: 104,
        count: 2,
        datetime: '2026-11-24 10:00:00',
        subtickets: [
          { id: 1041, count: 2 },
          { id: 1042, count: 1 },
          { id: 1043, count: 1 },
        ],
        totalPrice: 6400,
      },
    ]);
    expect(prepareCartItems([adult])).toEqual([
      { type: 'ticket', id: 101, count: 1, datetime: '2026-11-24 10:00:00', totalPrice: 1600 },
    ]);
  });

  it('expands a day-ticket line into one dayticket line per ticket, each with the price the visitor saw', () => {
    const priced: CartItem = {
      ...dayTickets,
      dayTickets: [
        { id: 301, count: 2, price: 1400 },
        { id: 303, count: 1, price: 0 },
      ],
    } as CartItem;
    expect(prepareCartItems([priced])).toEqual([
      { type: 'dayticket', id: 301, count: 2, datetime: '2026-11-24 10:00:00', totalPrice: 2800 },
      { type: 'dayticket', id: 303, count: 1, datetime: '2026-11-24 10:00:00', totalPrice: 0 },
    ]);
    // A cart saved before the prices were kept: sent as it was.
    expect(prepareCartItems([dayTickets])).toEqual([
      { type: 'dayticket', id: 301, count: 2, datetime: '2026-11-24 10:00:00' },
      { type: 'dayticket', id: 303, count: 1, datetime: '2026-11-24 10:00:00' },
    ]);
  });

  it('sends merchandise as type, id and count, and a voucher code as type and barcode', () => {
    const book: CartItem = {
      lineId: 'm',
      type: 'merchandise',
      id: 1,
      name: 'Catalogue',
      price: 3900,
      totalPrice: 7800,
      count: 2,
      vat_value: 7,
    };
    const code: CartItem = {
      lineId: 'v',
      type: 'voucherCode',
      id: 9,
      name: 'Gift code',
      price: -2500,
      totalPrice: -2500,
      barcode: 'LINDEN-VALID',
      amount: 2500,
      remaining: 0,
      discount: -2500,
    };
    expect(prepareCartItems([book, code])).toEqual([
      { type: 'merchandise', id: 1, count: 2, totalPrice: 7800 },
      { type: 'voucherCode', barcode: 'LINDEN-VALID' },
    ]);
  });

  it('produces what the API contract accepts, in cart order', () => {
    const items = prepareCartItems([adult, dayTickets, family]);
    expect(items.map((item) => item.type)).toEqual(['ticket', 'dayticket', 'dayticket', 'ticket']);
    expect(cartSchema.safeParse({ ver: 1, items }).success).toBe(true);
  });

  it('says so for a line type this release does not know, instead of sending something wrong', () => {
    const unknown = { lineId: 'x', type: 'giftBox' } as unknown as CartItem;
    expect(() => prepareCartItems([unknown])).toThrow(CartPreparationError);
  });
});
