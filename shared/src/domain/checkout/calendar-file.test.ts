import { describe, expect, it } from 'vitest';
import type { CartItem } from '../cart-item';
import { calendarFile, museumTimeToUtc, plannedVisits } from './calendar-file';

const ticket = (lineId: string, name: string, count: number, datetime = '2026-11-24 10:00:00'): CartItem => ({
  lineId,
  type: 'ticket',
  id: 101,
  name,
  price: 1600,
  totalPrice: 1600 * count,
  totalCount: count,
  datetime,
  datetime_end: datetime.replace('10:00', '11:00'),
  eventName: 'Light and Shadow',
  mode: 1,
  bookWithCost: false,
  bookWithCostWarning: null,
  tax: 7,
  print_separately: false,
  subtickets: [],
});
const day: CartItem = {
  lineId: 'day',
  type: 'dayTicket',
  id: 3,
  name: 'Collection – day ticket',
  eventName: 'Collection – day ticket',
  price: 1400,
  totalPrice: 1400,
  datetime: '2026-11-23 10:00:00',
  totalCount: 1,
  tax: 7,
  dayTickets: [{ id: 301, count: 1 }],
};
const tour: CartItem = {
  lineId: 'tour',
  type: 'guidedTour',
  id: 1,
  tourId: 1,
  name: 'Highlights',
  eventName: 'Highlights tour',
  price: 400,
  totalPrice: 800,
  date: '2026-07-02',
  time: '18:00',
  answers: [],
  tickets: [],
  tours: [{ id: 1102, count: 2, name: 'Evening fee', price: 400, vat_value: 7 }],
  single_ticketing: false,
  book_complete_tour: false,
  totalCount: 2,
  priceId: 1102,
  vat_value: 7,
};
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

describe('plannedVisits', () => {
  it('makes one visit per event and time, one per day ticket and tour, none for goods; by date', () => {
    const visits = plannedVisits([ticket('a', 'Adult', 2), book, tour, ticket('c', 'Child', 1), day]);
    expect(visits).toEqual([
      {
        kind: 'guidedTour',
        title: 'Highlights',
        date: '2026-07-02',
        time: '18:00',
        endTime: null,
        items: [{ name: 'Evening fee', count: 2 }],
      },
      {
        kind: 'dayTicket',
        title: 'Collection – day ticket',
        date: '2026-11-23',
        time: null,
        endTime: null,
        items: [{ name: 'Collection – day ticket', count: 1 }],
      },
      {
        kind: 'ticket',
        title: 'Light and Shadow',
        date: '2026-11-24',
        time: '10:00',
        endTime: '11:00',
        items: [
          { name: 'Adult', count: 2 },
          { name: 'Child', count: 1 },
        ],
      },
    ]);
  });
});

describe('museumTimeToUtc', () => {
  it('reads museum wall-clock time in Berlin, summer and winter', () => {
    expect(new Date(museumTimeToUtc('2026-11-24', '10:00')).toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(new Date(museumTimeToUtc('2026-07-02', '18:00')).toISOString()).toBe('2026-07-02T16:00:00.000Z');
    expect(new Date(museumTimeToUtc('2026-07-02', '18:00', 'Not/AZone')).toISOString()).toBe(
      '2026-07-02T16:00:00.000Z',
    );
  });
});

describe('calendarFile (.ics through `ics`)', () => {
  const options = {
    bookingId: 'B-42',
    location: 'Lindenhof Museum, Lindenstraße 1, Berlin',
    calendarName: 'Museumsbesuch',
    title: (visit: { title: string }) => `Besuch: ${visit.title}`,
    describe: (visit: { items: { name: string; count: number }[] }) =>
      visit.items.map((item) => `${item.count} × ${item.name}`).join(', '),
  };

  it('writes timed visits in UTC, day tickets all day, in the visitor’s words', () => {
    const file = calendarFile(plannedVisits([ticket('a', 'Erwachsene', 2), day]), options) ?? '';
    const unfolded = file.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('BEGIN:VCALENDAR');
    expect(unfolded).toContain('X-WR-CALNAME:Museumsbesuch');
    expect(unfolded).toContain('SUMMARY:Besuch: Light and Shadow');
    expect(unfolded).toContain('DTSTART:20261124T090000Z');
    expect(unfolded).toContain('DTEND:20261124T100000Z');
    expect(unfolded).toContain('DESCRIPTION:2 × Erwachsene');
    expect(unfolded).toContain('LOCATION:Lindenhof Museum\\, Lindenstraße 1\\, Berlin');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20261123');
    expect(unfolded).toContain('UID:B-42-1@museum-shop');
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it('gives nothing when nothing was booked for a date', () => {
    expect(calendarFile(plannedVisits([book]), options)).toBeNull();
  });
});
