import { describe, expect, it } from 'vitest';
import { voucherCodeLine } from '../../testing/cart-lines';
import type { CartItem } from '../cart-item';
import { paymentCart, paymentRefusal } from './payment-cart';

const ticket: CartItem = {
  lineId: 'adult',
  type: 'ticket',
  id: 101,
  name: 'Adult',
  price: 1600,
  totalPrice: 3200,
  totalCount: 2,
  datetime: '2026-11-24 12:00:00',
  datetime_end: '2026-11-24 13:00:00',
  eventName: 'Light and Shadow',
  mode: 1,
  bookWithCost: false,
  bookWithCostWarning: null,
  tax: 7,
  print_separately: false,
  subtickets: [],
};
const day: CartItem = {
  lineId: 'day',
  type: 'dayTicket',
  id: 3,
  name: 'Collection',
  eventName: 'Collection',
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
const code: CartItem = voucherCodeLine();

describe('paymentCart (SPEC §7 cart {ver: 1, items})', () => {
  it('prepares every line and remembers which line each item came from', () => {
    const prepared = paymentCart([day, ticket, code], ' PO-4711 ');
    expect(prepared).toMatchObject({
      ok: true,
      cart: { ver: 1, external_document_number: 'PO-4711' },
      lineOfItem: ['day', 'day', 'adult', 'code'],
    });
    expect(prepared.ok && prepared.cart.items.map((item) => item.type)).toEqual([
      'dayticket',
      'dayticket',
      'ticket',
      'voucherCode',
    ]);
  });

  it('leaves out an empty document number', () => {
    const prepared = paymentCart([ticket], '  ');
    expect(prepared.ok && 'external_document_number' in prepared.cart).toBe(false);
  });
});

describe('paymentRefusal (SPEC §8 "initPayment 422: error shown on cart")', () => {
  const lineOfItem = ['day', 'day', 'adult', 'code'];

  it('names the line of the item a rule refused, with its details', () => {
    expect(paymentRefusal({ error: 'ITEM_SOLD_OUT', item: 2, available: 1 }, lineOfItem)).toEqual({
      code: 'ITEM_SOLD_OUT',
      lineId: 'adult',
      details: { available: 1 },
      lineFields: {},
      fields: {},
    });
    expect(paymentRefusal({ error: 'VOUCHER_RESERVED', item: 3 }, lineOfItem)?.lineId).toBe('code');
  });

  it('reads the reason of a failed or refunded payment', () => {
    expect(
      paymentRefusal({ error: 'PAYMENT_FAILED', reason: 'ITEM_SOLD_OUT', item: 1, available: 0 }, lineOfItem),
    ).toMatchObject({ code: 'ITEM_SOLD_OUT', lineId: 'day', details: { available: 0 } });
  });

  it('keeps a rule without an item for the whole cart, and an unknown item for no line', () => {
    expect(paymentRefusal({ error: 'CART_EMPTY' }, lineOfItem)).toMatchObject({
      code: 'CART_EMPTY',
      lineId: null,
    });
    expect(paymentRefusal({ error: 'ITEM_SOLD_OUT', item: 9 }, lineOfItem)?.lineId).toBeNull();
  });

  it('sorts field errors into the lines they name and the other fields', () => {
    expect(
      paymentRefusal(
        {
          error: {
            'cart.items.2.count': ['FIELD_INVALID'],
            'aux.iban': ['IBAN_INVALID'],
            country: 'COUNTRY_INVALID',
          },
        },
        lineOfItem,
      ),
    ).toMatchObject({
      lineFields: { adult: ['FIELD_INVALID'] },
      fields: { 'aux.iban': ['IBAN_INVALID'], country: ['COUNTRY_INVALID'] },
    });
  });

  it('reads nothing from a body that is not an error', () => {
    expect(paymentRefusal('oops', lineOfItem)).toBeNull();
    expect(paymentRefusal({ message: 'no' }, lineOfItem)).toBeNull();
  });
});
