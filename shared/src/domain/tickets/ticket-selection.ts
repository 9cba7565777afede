import type { ScheduleEntry, Subticket, Ticket } from '../../api/wire/events.ts';
import { isTimedTicket } from './time-slots';

/** Component id → chosen count of a family ticket; null until the visitor has chosen (SPEC §5). */
export type SubticketCounts = Readonly<Record<number, number | null>>;

/** What the visitor has chosen on the event page for one date. */
export interface TicketSelection {
  /** Ticket id → number of tickets (family tickets: number of families). */
  counts: Readonly<Record<number, number>>;
  /** Family ticket id → its components' counts. */
  subtickets: Readonly<Record<number, SubticketCounts>>;
}

type SelectableTicket = Pick<Ticket, 'id' | 'mode' | 'price' | 'family' | 'subtickets' | 'schedule'>;

/**
 * SPEC §5 event tickets: tickets of mode 1 or 5 without any schedule entry with max_tickets above 0 are
 * hidden. A day ticket (mode 3) is shown while the day has its entry, sold out or not.
 */
export function isTicketOffered(ticket: Pick<Ticket, 'mode' | 'schedule'>): boolean {
  return isTimedTicket(ticket)
    ? ticket.schedule.some((entry) => entry.max_tickets > 0)
    : ticket.schedule.length > 0;
}

export function offeredTickets<T extends Pick<Ticket, 'mode' | 'schedule'>>(tickets: readonly T[]): T[] {
  return tickets.filter(isTicketOffered);
}

/** A family ticket is booked with a count for each of its components (SPEC §3 subtickets). */
export function isFamilyTicket(ticket: Pick<Ticket, 'family' | 'subtickets'>): boolean {
  return ticket.family && ticket.subtickets.length > 0;
}

/** SPEC §5: in a family ticket with two or more components, one whose min equals its max has a fixed count. */
export function isFixedSubticket(
  ticket: Pick<Ticket, 'subtickets'>,
  subticket: Pick<Subticket, 'min_quantity' | 'max_quantity'>,
): boolean {
  return ticket.subtickets.length >= 2 && subticket.min_quantity === subticket.max_quantity;
}

/** SPEC §5: a fixed component counts 0 while the other components sum to zero, else its max quantity. */
export function applyFixedSubtickets(
  ticket: Pick<Ticket, 'subtickets'>,
  counts: SubticketCounts,
): SubticketCounts {
  const others = ticket.subtickets
    .filter((subticket) => !isFixedSubticket(ticket, subticket))
    .reduce((sum, subticket) => sum + (counts[subticket.id] ?? 0), 0);
  const next: Record<number, number | null> = { ...counts };
  for (const subticket of ticket.subtickets) {
    if (isFixedSubticket(ticket, subticket)) next[subticket.id] = others === 0 ? 0 : subticket.max_quantity;
  }
  return next;
}

/**
 * SPEC §5: components with a minimum quantity above 0 are preset to it; the others wait for the visitor's
 * choice (a quantity must be chosen for every component); fixed components follow their rule.
 */
export function presetSubtickets(ticket: Pick<Ticket, 'subtickets'>): SubticketCounts {
  const counts: Record<number, number | null> = {};
  for (const subticket of ticket.subtickets) {
    counts[subticket.id] = subticket.min_quantity > 0 ? subticket.min_quantity : null;
  }
  return applyFixedSubtickets(ticket, counts);
}

/**
 * The selection for a new list of tickets (another date): the visitor's counts and component choices are
 * kept, new family tickets start from their presets. Choices of tickets not offered now stay aside; only the
 * offered tickets are priced, validated and booked.
 */
export function reconcileSelection(
  tickets: readonly SelectableTicket[],
  previous: TicketSelection | null,
): TicketSelection {
  const counts: Record<number, number> = { ...previous?.counts };
  const subtickets: Record<number, SubticketCounts> = { ...previous?.subtickets };
  for (const ticket of tickets) {
    counts[ticket.id] ??= 0;
    if (isFamilyTicket(ticket)) subtickets[ticket.id] ??= presetSubtickets(ticket);
  }
  return { counts, subtickets };
}

/** The selection after a booking was added: no tickets, components back at their presets. */
export function emptySelection(tickets: readonly SelectableTicket[]): TicketSelection {
  return reconcileSelection(tickets, null);
}

/** Places one ticket takes: a family ticket one per person of its components (as the API counts), else one. */
export function placesPerTicket(ticket: SelectableTicket, selection: TicketSelection): number {
  if (!isFamilyTicket(ticket)) return 1;
  const counts = selection.subtickets[ticket.id] ?? {};
  return ticket.subtickets.reduce((sum, subticket) => sum + (counts[subticket.id] ?? 0), 0);
}

export interface TicketCapacity {
  /** Tickets with the same pool share its places. */
  pool: string;
  places: number;
  entry: ScheduleEntry;
}

/** The places a timed ticket draws from at a time: the slot's, shared by mode 1, or its own (SPEC §3 modes). */
export function timedPool(mode: number, ticketId: number, datetime: string): string {
  return mode === 1 ? `slot ${datetime}` : `ticket ${ticketId} ${datetime}`;
}

/**
 * The places a ticket draws from at a time (SPEC §3 modes): mode 1 tickets share the event's slot, a mode 5
 * ticket has its own schedule, day tickets (mode 3) share the day. Null when the ticket is not on offer then.
 */
export function ticketCapacity(
  ticket: Pick<Ticket, 'id' | 'mode' | 'schedule'>,
  datetime: string | null,
): TicketCapacity | null {
  if (!isTimedTicket(ticket)) {
    const entry = ticket.schedule[0];
    return entry ? { pool: 'day', places: entry.max_tickets, entry } : null;
  }
  const entry = datetime ? ticket.schedule.find((candidate) => candidate.datetime === datetime) : undefined;
  if (!entry) return null;
  return { pool: timedPool(ticket.mode, ticket.id, entry.datetime), places: entry.max_tickets, entry };
}

function placesTaken(ticket: SelectableTicket, selection: TicketSelection): number {
  return (selection.counts[ticket.id] ?? 0) * placesPerTicket(ticket, selection);
}

function placesInPool(
  tickets: readonly SelectableTicket[],
  selection: TicketSelection,
  pool: string,
  datetime: string | null,
): number {
  return tickets
    .filter((ticket) => ticketCapacity(ticket, datetime)?.pool === pool)
    .reduce((sum, ticket) => sum + placesTaken(ticket, selection), 0);
}

export interface SelectionChange {
  selection: TicketSelection;
  /** Set when the change was refused: the places this ticket could still take at the chosen time. */
  rejected: { available: number } | null;
}

/** SPEC §5: a change that takes more places than the time slot has left is rejected; a reduction never is. */
function checkChange(
  tickets: readonly SelectableTicket[],
  before: TicketSelection,
  after: TicketSelection,
  ticket: SelectableTicket,
  datetime: string | null,
): SelectionChange {
  const capacity = ticketCapacity(ticket, datetime);
  if (!capacity) return { selection: after, rejected: null };
  const usedBefore = placesInPool(tickets, before, capacity.pool, datetime);
  const usedAfter = placesInPool(tickets, after, capacity.pool, datetime);
  if (usedAfter <= capacity.places || usedAfter <= usedBefore) return { selection: after, rejected: null };
  const takenByOthers = usedBefore - placesTaken(ticket, before);
  return { selection: before, rejected: { available: Math.max(0, capacity.places - takenByOthers) } };
}

/** Sets the number of a ticket; a count that is not a whole number of at least 0 becomes 0 (SPEC §5). */
export function changeTicketCount(
  tickets: readonly SelectableTicket[],
  selection: TicketSelection,
  ticketId: number,
  count: number,
  datetime: string | null,
): SelectionChange {
  const ticket = tickets.find((candidate) => candidate.id === ticketId);
  if (!ticket) return { selection, rejected: null };
  const next = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  const after = { ...selection, counts: { ...selection.counts, [ticketId]: next } };
  return checkChange(tickets, selection, after, ticket, datetime);
}

/** Sets a family component's count within its min and max; fixed components follow (SPEC §5). */
export function changeSubticketCount(
  tickets: readonly SelectableTicket[],
  selection: TicketSelection,
  ticketId: number,
  subticketId: number,
  count: number | null,
  datetime: string | null,
): SelectionChange {
  const ticket = tickets.find((candidate) => candidate.id === ticketId);
  const subticket = ticket?.subtickets.find((candidate) => candidate.id === subticketId);
  if (!ticket || !subticket || isFixedSubticket(ticket, subticket)) return { selection, rejected: null };
  const bounded =
    count === null || !Number.isFinite(count)
      ? null
      : Math.min(subticket.max_quantity, Math.max(subticket.min_quantity, Math.floor(count)));
  const counts = applyFixedSubtickets(ticket, { ...selection.subtickets[ticketId], [subticketId]: bounded });
  const after = { ...selection, subtickets: { ...selection.subtickets, [ticketId]: counts } };
  return checkChange(tickets, selection, after, ticket, datetime);
}

export type SelectionError =
  | { code: 'NOTHING_CHOSEN' }
  | { code: 'TIME_REQUIRED' }
  | { code: 'SUBTICKET_REQUIRED'; ticketId: number; subticketId: number }
  | { code: 'FAMILY_EMPTY'; ticketId: number }
  | { code: 'NOT_AVAILABLE'; ticketId: number }
  | { code: 'OVER_CAPACITY'; ticketId: number; available: number };

/** Everything that stops the selection from going into the basket (SPEC §5 event tickets). */
export function validateSelection(
  tickets: readonly SelectableTicket[],
  selection: TicketSelection,
  datetime: string | null,
): SelectionError[] {
  const chosen = tickets.filter((ticket) => (selection.counts[ticket.id] ?? 0) > 0);
  if (chosen.length === 0) return [{ code: 'NOTHING_CHOSEN' }];
  const errors: SelectionError[] = [];
  const pools = new Map<string, { places: number; used: number; ticketId: number }>();
  for (const ticket of chosen) {
    if (isFamilyTicket(ticket)) {
      // SPEC §5: a quantity must be chosen for every family ticket component.
      const counts = selection.subtickets[ticket.id] ?? {};
      const missing = ticket.subtickets.filter((subticket) => (counts[subticket.id] ?? null) === null);
      for (const subticket of missing)
        errors.push({ code: 'SUBTICKET_REQUIRED', ticketId: ticket.id, subticketId: subticket.id });
      if (missing.length === 0 && placesPerTicket(ticket, selection) === 0)
        errors.push({ code: 'FAMILY_EMPTY', ticketId: ticket.id });
    }
    const capacity = ticketCapacity(ticket, datetime);
    if (!capacity) {
      if (isTimedTicket(ticket) && datetime === null) {
        if (!errors.some((error) => error.code === 'TIME_REQUIRED')) errors.push({ code: 'TIME_REQUIRED' });
      } else errors.push({ code: 'NOT_AVAILABLE', ticketId: ticket.id });
      continue;
    }
    const pool = pools.get(capacity.pool) ?? { places: capacity.places, used: 0, ticketId: ticket.id };
    pool.used += placesTaken(ticket, selection);
    pools.set(capacity.pool, pool);
  }
  for (const pool of pools.values()) {
    if (pool.used > pool.places)
      errors.push({ code: 'OVER_CAPACITY', ticketId: pool.ticketId, available: Math.max(0, pool.places) });
  }
  return errors;
}

/** The price of one ticket: a family ticket costs its price plus each component's price times its count. */
export function ticketUnitPrice(ticket: SelectableTicket, selection: TicketSelection): number {
  if (!isFamilyTicket(ticket)) return ticket.price;
  const counts = selection.subtickets[ticket.id] ?? {};
  return ticket.subtickets.reduce(
    (sum, subticket) => sum + subticket.price * (counts[subticket.id] ?? 0),
    ticket.price,
  );
}

/** What the chosen tickets cost together, in cents. */
export function selectionTotal(tickets: readonly SelectableTicket[], selection: TicketSelection): number {
  return tickets.reduce(
    (sum, ticket) => sum + ticketUnitPrice(ticket, selection) * (selection.counts[ticket.id] ?? 0),
    0,
  );
}

/** How many tickets are chosen (a family ticket counts once). */
export function selectionTicketCount(
  tickets: readonly SelectableTicket[],
  selection: TicketSelection,
): number {
  return tickets.reduce((sum, ticket) => sum + (selection.counts[ticket.id] ?? 0), 0);
}
