// Test fixtures: cart lines as the other remotes put them in the cart (their fields from @museum/shared/domain).
import type { CartItem, MerchandiseCartItem, TicketCartItem } from '@museum/shared/domain';
import type { Merchandise, PaymentType, Ticket } from '@museum/shared/wire';

export const DAY = '2026-11-24';
export const at = (time: string, date = DAY) => `${date} ${time}:00`;

export function ticketLine(overrides: Partial<TicketCartItem> = {}): TicketCartItem {
  return {
    lineId: 'adult',
    lang: 'en',
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
    maxCount: 30,
    ...overrides,
  };
}

export const familyLine = ticketLine({
  lineId: 'family',
  lang: 'en',
  id: 104,
  name: 'Family ticket',
  price: 3200,
  totalPrice: 3200,
  totalCount: 1,
  subtickets: [
    { id: 1041, count: 2, name: 'Adults', price: 0, vat: 7 },
    { id: 1042, count: 3, name: 'Children', price: 0, vat: 7 },
  ],
});

export const dayLine: CartItem = {
  lineId: 'day',
  lang: 'en',
  type: 'dayTicket',
  id: 3,
  name: 'Collection – day ticket',
  eventName: 'Collection – day ticket',
  price: 2800,
  totalPrice: 2800,
  datetime: at('10:00', '2026-11-25'),
  totalCount: 2,
  tax: 7,
  dayTickets: [{ id: 301, count: 2 }],
};

export const tourLine: CartItem = {
  lineId: 'tour',
  lang: 'en',
  type: 'guidedTour',
  id: 1,
  tourId: 1,
  name: 'Highlights tour',
  eventName: 'Highlights',
  price: 400,
  totalPrice: 800,
  date: '2026-11-26',
  time: '18:00',
  answers: [],
  tickets: [{ id: 1111, count: 2, name: 'Adult participant', price: 0, vat_value: 7 }],
  tours: [{ id: 1102, count: 2, name: 'Evening fee', price: 400, vat_value: 7 }],
  single_ticketing: false,
  book_complete_tour: false,
  totalCount: 2,
  priceId: 1102,
  vat_value: 7,
};

export const bookLine: CartItem = {
  lineId: 'book',
  lang: 'en',
  type: 'merchandise',
  id: 1,
  name: 'Exhibition catalogue',
  price: 3900,
  totalPrice: 3900,
  count: 1,
  vat_value: 7,
  maxCount: 10,
};

export const passLine: CartItem = {
  lineId: 'pass',
  lang: 'en',
  type: 'annualPass',
  id: 6,
  name: 'Annual pass',
  price: 6000,
  totalPrice: 6000,
  count: 1,
  vat_value: 0,
  owners: [
    { name: 'Ben Meyer', address: { street: 'Rue 1', zip: '1000', city: 'Bruxelles', country: 'BE' } },
  ],
};

export const voucherLine: CartItem = {
  lineId: 'voucher',
  lang: 'en',
  type: 'voucher',
  id: 1,
  name: 'Gift voucher',
  price: 2500,
  totalPrice: 2500,
  count: 1,
  vat_value: 0,
  variable_amount: false,
};

export const codeLine = (amount = 2500): CartItem => ({
  lineId: 'code',
  lang: 'en',
  type: 'voucherCode',
  id: 9,
  name: 'Voucher code',
  price: -amount,
  totalPrice: -amount,
  barcode: 'LINDEN-VALID',
  amount,
  remaining: 0,
  discount: 0,
});

export const paypal: PaymentType = { payartId: 167, i18n: { de: 'PayPal', en: 'PayPal' } };
export const card: PaymentType = {
  payartId: 164,
  i18n: { de: 'Kreditkarte', en: 'Credit card' },
  wallets: ['APPLEPAY', 'GOOGLEPAY'],
};
export const directDebit: PaymentType = { payartId: 74, i18n: { de: 'Lastschrift', en: 'Direct debit' } };

export function article(overrides: Partial<Merchandise> = {}): Merchandise {
  return {
    id: 3,
    name: 'Postcard set',
    description: '12 cards',
    price: 800,
    vat_value: 7,
    stock: 40,
    sold_out: false,
    sequence_no: 1,
    custom_groups: [],
    product_kind_ref: 1,
    image: null,
    weight: 100,
    sale_ends: null,
    expired: false,
    ...overrides,
  } as Merchandise;
}

export function slotTicket(schedule: { time: string; places: number }[]): Ticket {
  return {
    id: 101,
    eventId: 1,
    name: 'Adult',
    mode: 1,
    price: 1600,
    vat_value: 7,
    group_id: 1,
    group_name: 'Admission',
    family: false,
    subtickets: [],
    schedule: schedule.map(({ time, places }) => ({
      datetime: at(time),
      datetime_end: at(`${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}:00`),
      max_tickets: places,
    })),
    print_separately: false,
    unique_barcode: false,
    scan_separately: false,
    book_with_cost: false,
    book_with_cost_warn: null,
    sequence_no: 1,
  } as Ticket;
}

/** A group tour as mf-tours puts it in the cart: a priced tour, a ticket with components, answers. */
export const groupTourLine: CartItem = {
  lineId: 'group-tour',
  lang: 'en',
  type: 'guidedTour',
  id: 13,
  tourId: 13,
  name: 'Private group tour',
  eventName: 'Light and Shadow – Impressionism',
  price: 12600,
  totalPrice: 12600,
  date: '2026-11-27',
  time: '10:00',
  answers: [
    { qId: 31, type: 'text', value: 'Class 9b', label: 'Name of the group' },
    {
      qId: 34,
      type: 'checkbox',
      value: [341, 342],
      label: 'Accessibility',
      optionNames: ['Wheelchair', 'Hearing loop'],
    },
    { qId: 36, type: 'number', value: 2, label: 'Accompanying adults' },
  ],
  tickets: [
    {
      id: 1313,
      count: 1,
      name: 'Family admission',
      price: 3600,
      vat_value: 7,
      subtickets: [
        { id: 13131, count: 2, name: 'Adults', price: 0 },
        { id: 13132, count: 0, name: 'Children', price: 0 },
      ],
    },
  ],
  tours: [{ id: 1301, count: 1, name: 'Group tour', price: 9000, vat_value: 7 }],
  single_ticketing: false,
  book_complete_tour: true,
  totalCount: 1,
  priceId: 1301,
  vat_value: 7,
};

/** Two annual passes as mf-shop puts them in the cart: one sent with the order, one to its holder's address. */
export const twoPassesLine: MerchandiseCartItem = {
  lineId: 'passes',
  lang: 'en',
  type: 'annualPass',
  id: 6,
  name: 'Annual pass',
  price: 6000,
  totalPrice: 12000,
  count: 2,
  vat_value: 0,
  owners: [
    { name: 'Anna Schmidt', address: null },
    { name: 'Ben Meyer', address: { street: 'Lindenallee 7', zip: '10115', city: 'Berlin', country: 'DE' } },
  ],
};

/** A voucher of a chosen amount, twice. */
export const freeVoucherLine: CartItem = {
  lineId: 'free-voucher',
  lang: 'en',
  type: 'voucher',
  id: 2,
  name: 'Voucher of your choice',
  price: 4000,
  totalPrice: 8000,
  count: 2,
  vat_value: 0,
  variable_amount: true,
};
