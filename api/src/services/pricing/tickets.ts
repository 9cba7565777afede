import type { CartItem } from '@museum/shared/wire';
import type { EventRow, SubticketRow, TicketRow } from '../tickets.ts';
import type { CartPricing, PricedLine } from './context.ts';
import { checkTotal, EMPTY_LINE, refuse } from './context.ts';

type TicketItem = Extract<CartItem, { type: 'ticket' }>;
type DayTicketItem = Extract<CartItem, { type: 'dayticket' }>;

/** SPEC §9 ticket modes. */
const TIMED = 1;
const DAY = 3;
const SCHEDULED = 5;

/**
 * Price and places of one ticket (SPEC §5 family tickets: a quantity for every component, each within its
 * min and max; a family ticket costs its price plus its components and takes their count in places).
 */
function ticketUnit(
  ticket: TicketRow,
  subs: SubticketRow[],
  chosen: Array<{ id: number; count: number }>,
  index: number,
): { price: number; persons: number } {
  if (ticket.family !== 1) {
    if (chosen.some((c) => c.count > 0)) throw refuse('SUBTICKETS_INVALID', index);
    return { price: ticket.price, persons: 1 };
  }
  if (chosen.some((c) => !subs.some((s) => s.id === c.id))) throw refuse('SUBTICKETS_INVALID', index);
  let price = ticket.price;
  let persons = 0;
  for (const s of subs) {
    const n = chosen.find((c) => c.id === s.id)?.count ?? 0;
    if (n < s.min_quantity || n > s.max_quantity)
      throw refuse('SUBTICKETS_INVALID', index, { subticket: s.id });
    price += s.price * n;
    persons += n;
  }
  if (persons === 0) throw refuse('SUBTICKETS_INVALID', index);
  return { price, persons };
}

function ticketAndEvent(p: CartPricing, id: number, index: number): { ticket: TicketRow; event: EventRow } {
  const ticket = p.tickets.ticket(id);
  const event = ticket ? p.tickets.event(ticket.event_id) : undefined;
  if (!ticket || !event || !p.shop.config.has_tickets) throw refuse('ITEM_NOT_FOUND', index);
  return { ticket, event };
}

/**
 * A day ticket (mode 3): for a day (counted against the day's capacity), or open-dated where the event has no
 * day capacity. Where it has one, an open-dated ticket would be a place on any day that no day counts.
 */
function dayLine(
  p: CartPricing,
  item: TicketItem | DayTicketItem,
  event: EventRow,
  ticket: TicketRow,
  unit: { price: number; persons: number },
  index: number,
): PricedLine {
  const day = item.datetime === undefined ? null : item.datetime.slice(0, 10);
  if (day === null) {
    if (event.end_date < p.today) throw refuse('ITEM_EXPIRED', index);
    if (event.day_capacity != null) throw refuse('ITEM_NOT_AVAILABLE', index);
  } else {
    if (day < p.today || event.end_date < p.today) throw refuse('ITEM_EXPIRED', index);
    if (!p.tickets.isOpenDay(event, day, p.today) || `${day} ${event.closing_time}` <= p.now)
      throw refuse('ITEM_NOT_AVAILABLE', index);
    if (event.day_capacity != null)
      p.demand.day(event.id, day, event.day_capacity, unit.persons * item.count, index);
  }
  return {
    ...EMPTY_LINE,
    kind: 'dayticket',
    refId: ticket.id,
    eventId: event.id,
    day,
    persons: unit.persons * item.count,
    quantity: item.count,
    amount: unit.price * item.count,
    detail: { name: ticket.name, price: unit.price, subtickets: [], datetime: item.datetime ?? null },
  };
}

/** A timed (mode 1, the event's slots) or scheduled (mode 5, the ticket's own) ticket for one slot. */
function slotLine(
  p: CartPricing,
  item: TicketItem,
  event: EventRow,
  ticket: TicketRow,
  unit: { price: number; persons: number },
  index: number,
): PricedLine {
  const slotId = p.tickets.slotAt(event.id, item.datetime, ticket.mode === SCHEDULED ? ticket.id : null);
  if (slotId === undefined) throw refuse('ITEM_NOT_AVAILABLE', index);
  if (item.datetime <= p.now || event.end_date < p.today) throw refuse('ITEM_EXPIRED', index);
  if (!p.tickets.isOpenDay(event, item.datetime.slice(0, 10), p.today))
    throw refuse('ITEM_NOT_AVAILABLE', index);
  const persons = unit.persons * item.count;
  p.demand.slot(slotId, persons, index);
  return {
    ...EMPTY_LINE,
    kind: 'ticket',
    refId: ticket.id,
    eventId: event.id,
    timeslotId: slotId,
    persons,
    quantity: item.count,
    amount: unit.price * item.count,
    detail: {
      name: ticket.name,
      price: unit.price,
      subtickets: item.subtickets ?? [],
      datetime: item.datetime,
    },
  };
}

/** `ticket` items: timed, scheduled, or a day ticket sent as a ticket. */
export function priceTicket(p: CartPricing, item: TicketItem, index: number): PricedLine {
  const { ticket, event } = ticketAndEvent(p, item.id, index);
  const unit = ticketUnit(ticket, p.tickets.subtickets(ticket.id), item.subtickets ?? [], index);
  checkTotal(item, unit.price * item.count, index);
  if (ticket.mode === DAY) return dayLine(p, item, event, ticket, unit, index);
  if (ticket.mode !== TIMED && ticket.mode !== SCHEDULED) throw refuse('ITEM_NOT_AVAILABLE', index);
  return slotLine(p, item, event, ticket, unit, index);
}

/** `dayticket` items (SPEC §7: a day-ticket line expands into these): only tickets of mode 3. */
export function priceDayTicket(p: CartPricing, item: DayTicketItem, index: number): PricedLine {
  const { ticket, event } = ticketAndEvent(p, item.id, index);
  const unit = ticketUnit(ticket, p.tickets.subtickets(ticket.id), [], index);
  checkTotal(item, unit.price * item.count, index);
  if (ticket.mode !== DAY) throw refuse('ITEM_NOT_AVAILABLE', index);
  return dayLine(p, item, event, ticket, unit, index);
}
