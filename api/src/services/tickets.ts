import type { Db } from '../db/open.ts';
import { addDays, datesFrom, daysBetween, weekday } from '../lib/clock.ts';
import type { Lang } from '../lib/i18n.ts';
import { pick } from '../lib/i18n.ts';
import type { Availability } from './availability.ts';

export interface EventRow {
  id: number;
  name: string;
  description: string;
  venue_id: number;
  venue_name: string;
  sequence_no: number;
  sorting_datetime: string;
  start_date: string;
  end_date: string;
  image: string | null;
  day_capacity: number | null;
  opening_time: string;
  closing_time: string;
  closed_weekdays: string;
}

export interface TicketRow {
  id: number;
  event_id: number;
  name: string;
  mode: 1 | 3 | 5;
  price: number;
  vat_value: number;
  group_id: number | null;
  group_name: string | null;
  family: number;
  print_separately: number;
  unique_barcode: number;
  scan_separately: number;
  book_with_cost: number;
  book_with_cost_warn: string | null;
  sequence_no: number;
}

export interface SubticketRow {
  id: number;
  ticket_id: number;
  name: string;
  price: number;
  vat_value: number;
  min_quantity: number;
  max_quantity: number;
}

export interface ScheduleEntry {
  /** The event slot behind this entry; null for a day ticket. */
  slotId: number | null;
  datetime: string;
  datetime_end: string;
  max_tickets: number;
}

/** Longest calendar range one request may ask for. */
export const MAX_RANGE_DAYS = 400;

/** Events and their tickets: the catalogue and what is bookable on a date. */
export function ticketCatalogue(db: Db, avail: Availability) {
  const eventById = db.prepare(`
    SELECT e.*, v.name AS venue_name FROM events e JOIN venues v ON v.id = e.venue_id WHERE e.id = ?`);
  const allEvents = db.prepare(`
    SELECT e.*, v.name AS venue_name FROM events e JOIN venues v ON v.id = e.venue_id ORDER BY e.id`);
  const eventGroups = db.prepare(`
    SELECT g.id, g.name FROM event_groups eg JOIN custom_groups g ON g.id = eg.group_id
    WHERE eg.event_id = ? ORDER BY g.sequence_no`);
  const ticketsOfEvent = db.prepare(`
    SELECT t.*, g.name AS group_name FROM tickets t LEFT JOIN ticket_groups g ON g.id = t.group_id
    WHERE t.event_id = ? ORDER BY t.sequence_no, t.id`);
  const ticketById = db.prepare(`
    SELECT t.*, g.name AS group_name FROM tickets t LEFT JOIN ticket_groups g ON g.id = t.group_id WHERE t.id = ?`);
  const subticketsOf = db.prepare('SELECT * FROM subtickets WHERE ticket_id = ? ORDER BY sequence_no, id');
  // ticket_id NULL: the event's shared slots (mode 1); otherwise one ticket's own schedule (mode 5).
  const slotAt = db.prepare('SELECT id FROM timeslots WHERE event_id = ? AND start = ? AND ticket_id IS ?');

  const isOpenDay = (event: EventRow, date: string, today: string) =>
    date >= today &&
    date >= event.start_date &&
    date <= event.end_date &&
    !(JSON.parse(event.closed_weekdays) as number[]).includes(weekday(date));

  /** What each ticket offers on date, for a visitor at `now` (slots that have started are gone). */
  function schedules(event: EventRow, tickets: TicketRow[], date: string, today: string, now: string) {
    const open = isOpenDay(event, date, today);
    const slots = open ? avail.slots(event.id, date, addDays(date, 1)).filter((s) => s.start > now) : [];
    const entry = (s: (typeof slots)[number]): ScheduleEntry => ({
      slotId: s.id,
      datetime: s.start,
      datetime_end: s.end,
      max_tickets: Math.max(0, s.remaining),
    });
    const dayEnd = `${date} ${event.closing_time}`;
    const dayLeft =
      open && event.day_capacity != null && dayEnd > now
        ? Math.max(0, event.day_capacity - avail.dayBooked(event.id, date))
        : null;
    const out = new Map<number, ScheduleEntry[]>();
    for (const t of tickets) {
      if (t.mode === 1) out.set(t.id, slots.filter((s) => s.ticket_id == null).map(entry));
      else if (t.mode === 5) out.set(t.id, slots.filter((s) => s.ticket_id === t.id).map(entry));
      else
        out.set(
          t.id,
          dayLeft == null
            ? []
            : [
                {
                  slotId: null,
                  datetime: `${date} ${event.opening_time}`,
                  datetime_end: dayEnd,
                  max_tickets: dayLeft,
                },
              ],
        );
    }
    return out;
  }

  /** date → places left, over [from, to]; dates without any offer are left out. */
  function calendar(
    event: EventRow,
    from: string,
    to: string,
    today: string,
    now: string,
  ): Map<string, number> {
    const counts = new Map<string, number>();
    const modes = new Set((ticketsOfEvent.all(event.id) as TicketRow[]).map((t) => t.mode));
    for (const s of avail.slots(event.id, from, addDays(to, 1))) {
      const date = s.start.slice(0, 10);
      if (s.start <= now || !isOpenDay(event, date, today)) continue;
      counts.set(date, (counts.get(date) ?? 0) + Math.max(0, s.remaining));
    }
    if (modes.has(3) && event.day_capacity != null) {
      const booked = avail.dayBookedBetween(event.id, from, to);
      for (const date of datesFrom(from, to, MAX_RANGE_DAYS + 1)) {
        if (!isOpenDay(event, date, today) || `${date} ${event.closing_time}` <= now) continue;
        const left = Math.max(0, event.day_capacity - (booked.get(date) ?? 0));
        counts.set(date, (counts.get(date) ?? 0) + left);
      }
    }
    return new Map([...counts.entries()].sort(([a], [b]) => a.localeCompare(b)));
  }

  function nextBookableDate(event: EventRow, today: string, now: string): string | null {
    const from = event.start_date > today ? event.start_date : today;
    if (from > event.end_date) return null;
    const to =
      daysBetween(from, event.end_date) > MAX_RANGE_DAYS ? addDays(from, MAX_RANGE_DAYS) : event.end_date;
    for (const [date, left] of calendar(event, from, to, today, now)) if (left > 0) return date;
    return null;
  }

  const localiseTicket = (t: TicketRow, lang: Lang, schedule: ScheduleEntry[]) => ({
    id: t.id,
    eventId: t.event_id,
    name: pick(t.name, lang),
    mode: t.mode,
    price: t.price,
    vat_value: t.vat_value,
    group_id: t.group_id,
    group_name: t.group_name ? pick(t.group_name, lang) : null,
    family: t.family === 1,
    subtickets: (subticketsOf.all(t.id) as SubticketRow[]).map((s) => ({
      id: s.id,
      name: pick(s.name, lang),
      price: s.price,
      vat_value: s.vat_value,
      min_quantity: s.min_quantity,
      max_quantity: s.max_quantity,
    })),
    schedule: schedule.map(({ datetime, datetime_end, max_tickets }) => ({
      datetime,
      datetime_end,
      max_tickets,
    })),
    print_separately: t.print_separately === 1,
    unique_barcode: t.unique_barcode === 1,
    scan_separately: t.scan_separately === 1,
    book_with_cost: t.book_with_cost === 1,
    book_with_cost_warn: t.book_with_cost_warn ? pick(t.book_with_cost_warn, lang) : null,
    sequence_no: t.sequence_no,
  });

  const localiseEvent = (e: EventRow, lang: Lang, today: string) => ({
    id: e.id,
    name: pick(e.name, lang),
    description: pick(e.description, lang),
    image: e.image,
    venue: { id: e.venue_id, name: pick(e.venue_name, lang) },
    custom_groups: (eventGroups.all(e.id) as Array<{ id: number; name: string }>).map((g) => ({
      id: g.id,
      name: pick(g.name, lang),
    })),
    sequence_no: e.sequence_no,
    sorting_datetime: e.sorting_datetime,
    start: e.start_date,
    end: e.end_date,
    expired: e.end_date < today,
  });

  return {
    event: (id: number) => eventById.get(id) as EventRow | undefined,
    events: () => allEvents.all() as EventRow[],
    tickets: (eventId: number) => ticketsOfEvent.all(eventId) as TicketRow[],
    ticket: (id: number) => ticketById.get(id) as TicketRow | undefined,
    subtickets: (ticketId: number) => subticketsOf.all(ticketId) as SubticketRow[],
    /** The slot of an event starting at `start`: the shared one (ticketId null) or a ticket's own. */
    slotAt: (eventId: number, start: string, ticketId: number | null) =>
      (slotAt.get(eventId, start, ticketId) as { id: number } | undefined)?.id,
    isOpenDay,
    schedules,
    calendar,
    nextBookableDate,
    localiseTicket,
    localiseEvent,
  };
}
export type TicketCatalogue = ReturnType<typeof ticketCatalogue>;
