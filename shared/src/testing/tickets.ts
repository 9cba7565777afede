import type { Event, ScheduleEntry, Subticket, Ticket } from '../api/wire/events.ts';

// Test helpers only: events and tickets shaped like the demo museum's (api/README.md), for the ticket rules'
// unit tests and mf_tickets' component tests.

export const entry = (datetime: string, maxTickets: number, end?: string): ScheduleEntry => ({
  datetime,
  datetime_end:
    end ??
    datetime.replace(/ (\d{2})/, (_match, hour: string) => ` ${String(Number(hour) + 1).padStart(2, '0')}`),
  max_tickets: maxTickets,
});

export function ticket(overrides: Partial<Ticket> & Pick<Ticket, 'id'>): Ticket {
  return {
    eventId: 1,
    name: `Ticket ${overrides.id}`,
    mode: 1,
    price: 1600,
    vat_value: 7,
    group_id: 1,
    group_name: 'Admission',
    family: false,
    subtickets: [],
    schedule: [],
    print_separately: false,
    unique_barcode: true,
    scan_separately: false,
    book_with_cost: false,
    book_with_cost_warn: null,
    sequence_no: 1,
    ...overrides,
  };
}

export const subticket = (
  id: number,
  minQuantity: number,
  maxQuantity: number,
  price = 0,
  name = `Component ${id}`,
): Subticket => ({
  id,
  name,
  price,
  vat_value: 7,
  min_quantity: minQuantity,
  max_quantity: maxQuantity,
});

export function event(overrides: Partial<Event> & Pick<Event, 'id'>): Event {
  return {
    name: `Event ${overrides.id}`,
    description: '',
    image: null,
    venue: { id: 1, name: 'Main building' },
    custom_groups: [],
    sequence_no: 0,
    sorting_datetime: '2026-11-01 10:00:00',
    start: '2026-11-01',
    end: '2027-02-01',
    expired: false,
    ...overrides,
  };
}
