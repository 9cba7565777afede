import type { Event, ScheduleEntry, Subticket, Ticket } from '@museum/shared';

// Events and tickets shaped like the demo museum's (api/README.md), for component tests.

export function event(overrides: Partial<Event> & Pick<Event, 'id' | 'name'>): Event {
  return {
    description: '',
    image: null,
    venue: { id: 1, name: 'Main building' },
    custom_groups: [],
    sequence_no: 0,
    sorting_datetime: '2026-11-01 10:00:00',
    start: '2026-10-22',
    end: '2027-02-19',
    expired: false,
    ...overrides,
  };
}

export const slot = (datetime: string, places: number, end?: string): ScheduleEntry => ({
  datetime,
  datetime_end:
    end ??
    datetime.replace(/ (\d{2})/, (_match, hour: string) => ` ${String(Number(hour) + 1).padStart(2, '0')}`),
  max_tickets: places,
});

export function ticket(overrides: Partial<Ticket> & Pick<Ticket, 'id' | 'name'>): Ticket {
  return {
    eventId: 1,
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

export const component = (id: number, name: string, min: number, max: number, price = 0): Subticket => ({
  id,
  name,
  price,
  vat_value: 7,
  min_quantity: min,
  max_quantity: max,
});
