import { describe, expect, it } from 'vitest';
import type { CartItem, NewCartItem, TicketCartItem } from './cart-item';
import { addToCartLines, lineLimitInCart, MAX_LINE_COUNT, setCartLineCount } from './cart-lines';

let ids = 0;
const newLineId = () => `line-${++ids}`;

const toteBag = (count: number, maxCount?: number): NewCartItem => ({
  type: 'merchandise',
  id: 4,
  name: 'Cotton tote bag',
  price: 1800,
  totalPrice: 1800 * count,
  count,
  vat_value: 19,
  ...(maxCount === undefined ? {} : { maxCount }),
});

const adult = (count: number, datetime = '2026-11-24 10:00:00'): NewCartItem => ({
  type: 'ticket',
  id: 101,
  name: 'Adult',
  price: 1600,
  totalPrice: 1600 * count,
  totalCount: count,
  datetime,
  datetime_end: null,
  eventName: 'Light and Shadow',
  mode: 1,
  bookWithCost: false,
  bookWithCostWarning: null,
  tax: 7,
  print_separately: false,
  subtickets: [],
});

function addAll(items: NewCartItem[]) {
  let lines: CartItem[] = [];
  const outcomes = items.map((item) => {
    const result = addToCartLines(lines, item, newLineId);
    lines = result.lines;
    return result.outcome;
  });
  return { lines, outcomes };
}

describe('addToCartLines: the same thing is one line (SPEC §4 cart)', () => {
  it('raises the quantity of an article already in the cart instead of adding a line', () => {
    const { lines, outcomes } = addAll([toteBag(1, 3), toteBag(1, 3)]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ count: 2, totalPrice: 3600 });
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['added', 'merged']);
  });

  it('never holds more than the stock: four tote bags with three left are three, on one line', () => {
    const { lines, outcomes } = addAll([toteBag(1, 3), toteBag(1, 3), toteBag(1, 3), toteBag(1, 3)]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ count: 3, totalPrice: 5400 });
    expect(outcomes.at(-1)).toEqual({ kind: 'refused', reason: 'noneLeft' });
  });

  it('caps a larger quantity at what is left, and says how many went in', () => {
    const { lines, outcomes } = addAll([toteBag(1, 3), toteBag(5, 3)]);
    expect(lines[0]).toMatchObject({ count: 3 });
    expect(outcomes[1]).toMatchObject({ kind: 'capped', added: 2, max: 3 });
    expect(addAll([toteBag(0, 0)]).outcomes[0]).toEqual({ kind: 'refused', reason: 'noneLeft' });
  });

  it('keeps tickets of different times apart and merges the same time', () => {
    const { lines } = addAll([adult(2), adult(1, '2026-11-24 12:00:00'), adult(1)]);
    expect(lines.map((line) => [line.type === 'ticket' && line.datetime, line.totalPrice])).toEqual([
      ['2026-11-24 10:00:00', 4800],
      ['2026-11-24 12:00:00', 1600],
    ]);
  });

  it('refuses a voucher code already in the cart (SPEC §4)', () => {
    const code: NewCartItem = {
      type: 'voucherCode',
      id: 1,
      name: 'Voucher LINDEN-VALID',
      price: -2500,
      totalPrice: -2500,
      barcode: 'LINDEN-VALID',
      amount: 2500,
      remaining: 2500,
      discount: 0,
    };
    const { lines, outcomes } = addAll([code, code]);
    expect(lines).toHaveLength(1);
    expect(outcomes[1]).toEqual({ kind: 'refused', reason: 'duplicateVoucherCode' });
  });

  it('bounds a line nobody limited to MAX_LINE_COUNT', () => {
    const { lines } = addAll([toteBag(500)]);
    expect(lines[0]).toMatchObject({ count: MAX_LINE_COUNT });
  });
});

describe('setCartLineCount', () => {
  it('changes the quantity within 1 … what is left, and the total with it', () => {
    const { lines } = addAll([toteBag(1, 3)]);
    const lineId = lines[0]?.lineId ?? '';
    expect(setCartLineCount(lines, lineId, 2)[0]).toMatchObject({ count: 2, totalPrice: 3600 });
    expect(setCartLineCount(lines, lineId, 9)[0]).toMatchObject({ count: 3 });
    expect(setCartLineCount(lines, lineId, 0)[0]).toMatchObject({ count: 1 });
    expect(setCartLineCount(lines, lineId, Number.NaN)[0]).toMatchObject({ count: 1 });
  });

  it('never raises an annual-pass line beyond the owners it names, and keeps the first owners when lowered', () => {
    const passes: CartItem = {
      lineId: 'p',
      type: 'annualPass',
      id: 6,
      name: 'Annual pass',
      price: 6500,
      totalPrice: 13000,
      count: 2,
      vat_value: 7,
      maxCount: 1000,
      owners: [
        { name: 'Anna', address: null },
        { name: 'Ben', address: null },
      ],
    };
    expect(setCartLineCount([passes], 'p', 5)[0]).toMatchObject({ count: 2, totalPrice: 13000 });
    expect(setCartLineCount([passes], 'p', 1)[0]).toMatchObject({
      count: 1,
      totalPrice: 6500,
      owners: [{ name: 'Anna', address: null }],
    });
  });
});

describe('lineLimitInCart (a time slot’s places are shared by its lines)', () => {
  const adults = {
    ...adult(2, '2026-11-24 12:00:00'),
    lineId: 'adults',
    eventId: 1,
    maxCount: 5,
  } as TicketCartItem;
  const children: TicketCartItem = { ...adults, lineId: 'children', id: 102, totalCount: 3 };

  it('leaves each line what the others of its time do not take', () => {
    const lines = [adults, children];
    expect(lineLimitInCart(adults, lines)).toBe(2);
    expect(lineLimitInCart(children, lines)).toBe(3);
    expect(lineLimitInCart(adults, [adults])).toBe(5);
  });

  it('does not count lines of another time or event, and counts a family ticket per person', () => {
    const later = { ...children, datetime: '2026-11-24 14:00:00' };
    expect(lineLimitInCart(adults, [adults, later])).toBe(5);
    const family = {
      ...children,
      lineId: 'family',
      id: 104,
      totalCount: 1,
      subtickets: [
        { id: 1041, count: 2, name: 'Adults', price: 0, vat: 7 },
        { id: 1042, count: 1, name: 'Children', price: 0, vat: 7 },
      ],
    };
    expect(lineLimitInCart(adults, [adults, family])).toBe(2);
  });

  it('never goes below nothing, and other lines keep their own bound', () => {
    expect(lineLimitInCart(adults, [adults, { ...children, totalCount: 9 }])).toBe(0);
    expect(lineLimitInCart({ ...adults, maxCount: undefined }, [adults, children])).toBe(MAX_LINE_COUNT);
  });
});
