import { describe, expect, it } from 'vitest';
import { voucherCodeLine } from '../../testing/cart-lines';
import type { CartItem, TicketCartItem } from '../cart-item';
import {
  type CartNames,
  linesToRename,
  MAX_NAME_SOURCES,
  NO_CART_NAMES,
  nameSourceKey,
  nameSources,
  nameSourcesOf,
  renameCartLine,
} from './cart-names';

const adult: TicketCartItem = {
  lineId: 'adult',
  type: 'ticket',
  id: 101,
  eventId: 1,
  lang: 'de',
  name: 'Erwachsene',
  price: 1600,
  totalPrice: 3200,
  totalCount: 2,
  datetime: '2026-11-24 12:00:00',
  datetime_end: '2026-11-24 13:00:00',
  eventName: 'Licht und Schatten',
  mode: 1,
  bookWithCost: false,
  bookWithCostWarning: null,
  tax: 7,
  print_separately: false,
  subtickets: [{ id: 1041, count: 2, name: 'Erwachsene', price: 0, vat: 7 }],
};
const book: CartItem = {
  lineId: 'book',
  type: 'merchandise',
  id: 1,
  lang: 'de',
  name: 'Ausstellungskatalog',
  price: 3900,
  totalPrice: 3900,
  count: 1,
  vat_value: 7,
};
const tour: CartItem = {
  lineId: 'tour',
  type: 'guidedTour',
  id: 1,
  tourId: 1,
  lang: 'de',
  name: 'Highlights-Führung',
  eventName: 'Highlights',
  price: 400,
  totalPrice: 800,
  date: '2026-11-26',
  time: '18:00',
  answers: [
    { qId: 31, type: 'text', value: 'Klasse 9b', label: 'Klasse' },
    { qId: 34, type: 'checkbox', value: [341, 343], label: 'Wünsche', optionNames: ['Rampe', 'Pause'] },
  ],
  tickets: [{ id: 1111, count: 2, name: 'Teilnehmer', price: 0, vat_value: 7 }],
  tours: [{ id: 1102, count: 2, name: 'Abendgebühr', price: 400, vat_value: 7 }],
  single_ticketing: false,
  book_complete_tour: false,
  totalCount: 2,
  priceId: 1102,
  vat_value: 7,
};
const code: CartItem = voucherCodeLine({ name: 'Gutscheincode' });

const english: CartNames = {
  ...NO_CART_NAMES,
  events: new Map([[1, 'Light and Shadow']]),
  tickets: new Map([[101, { name: 'Adult', subtickets: new Map([[1041, 'Adults']]) }]]),
  articles: new Map([[1, 'Exhibition catalogue']]),
  tours: new Map([
    [
      1,
      {
        name: 'Highlights tour',
        eventName: 'Highlights',
        prices: new Map([[1102, 'Evening fee']]),
        tickets: new Map([[1111, { name: 'Participant', subtickets: new Map() }]]),
        questions: new Map([
          [31, { label: 'Class', options: new Map() }],
          [
            34,
            {
              label: 'Needs',
              options: new Map([
                [341, 'Ramp'],
                [343, 'Break'],
              ]),
            },
          ],
        ]),
      },
    ],
  ]),
};
const everything = new Set(nameSources([adult, book, tour]).map(nameSourceKey));

describe('cart names in the page’s language', () => {
  it('picks the lines whose names are in another language, never a voucher code', () => {
    const english = { ...book, lineId: 'en', lang: 'en' };
    const old = { ...book, lineId: 'old', lang: undefined };
    expect(linesToRename([adult, english, old, code], 'en').map((line) => line.lineId)).toEqual([
      'adult',
      'old',
    ]);
    expect(linesToRename([english], 'en')).toEqual([]);
  });

  it('asks each catalogue once for all the lines that need it, and at most a bounded number', () => {
    const second = { ...adult, lineId: 'child', id: 102 };
    expect(nameSources([adult, second, book, tour]).map(nameSourceKey)).toEqual([
      'ticketDay 1 2026-11-24',
      'events',
      'article 1',
      'tour 1 2026-11-26',
    ]);
    const many = Array.from({ length: 40 }, (_, id) => ({ ...book, lineId: `b${id}`, id }));
    expect(nameSources(many)).toHaveLength(MAX_NAME_SOURCES);
  });

  it('renames a ticket, its event and its components, and marks the line as in that language', () => {
    expect(renameCartLine(adult, english, everything, 'en')).toMatchObject({
      name: 'Adult',
      eventName: 'Light and Shadow',
      lang: 'en',
      subtickets: [{ id: 1041, name: 'Adults', count: 2 }],
      totalPrice: 3200,
    });
  });

  it('renames a tour with its prices, tickets, questions and chosen options; a typed answer stays', () => {
    const renamed = renameCartLine(tour, english, everything, 'en');
    expect(renamed).toMatchObject({
      name: 'Highlights tour',
      tours: [{ id: 1102, name: 'Evening fee', count: 2 }],
      tickets: [{ id: 1111, name: 'Participant' }],
      answers: [
        { qId: 31, label: 'Class', value: 'Klasse 9b' },
        { qId: 34, label: 'Needs', optionNames: ['Ramp', 'Break'], value: [341, 343] },
      ],
    });
  });

  it('leaves a ticket line saved without its event as it is: there is nothing to ask', () => {
    const old = { ...adult, eventId: undefined };
    expect(nameSourcesOf(old)).toEqual([]);
    const noTickets = { ...english, tickets: new Map() };
    expect(renameCartLine(old, noTickets, everything, 'en')).toMatchObject({
      name: 'Erwachsene',
      lang: 'de',
    });
  });

  it('keeps the old names and language when a request failed, so the next visit asks again', () => {
    const failed = renameCartLine(book, NO_CART_NAMES, new Set(), 'en');
    expect(failed).toMatchObject({ name: 'Ausstellungskatalog', lang: 'de' });
    // Answered, but the catalogue no longer lists it: the old name stays, the line counts as done.
    const gone = renameCartLine(book, NO_CART_NAMES, new Set(['article 1']), 'en');
    expect(gone).toMatchObject({ name: 'Ausstellungskatalog', lang: 'en' });
  });
});
