import type { Event, Ticket } from '../../api/wire/events.ts';
import type { DayTicketCartItem, NewCartItem, TicketCartItem } from '../cart-item';
import {
  isFamilyTicket,
  placesPerTicket,
  type TicketSelection,
  ticketCapacity,
  ticketUnitPrice,
} from './ticket-selection';
import { isTimedTicket } from './time-slots';

type NewTicketLine = Omit<TicketCartItem, 'lineId'>;
type NewDayTicketLine = Omit<DayTicketCartItem, 'lineId'>;

/**
 * The basket lines for a valid selection (SPEC §3 "Cart"): one ticket line per chosen timed or family
 * ticket, with its time and components; the chosen day tickets of the day as one day-ticket line with its
 * `dayTickets` list (one line per VAT rate, so that the tax of a line stays one rate, SPEC §9).
 */
export function ticketCartItems(
  event: Pick<Event, 'id' | 'name'>,
  tickets: readonly Ticket[],
  selection: TicketSelection,
  datetime: string | null,
): NewCartItem[] {
  const lines: NewCartItem[] = [];
  const dayLines = new Map<number, NewDayTicketLine>();
  for (const ticket of tickets) {
    const count = selection.counts[ticket.id] ?? 0;
    const capacity = ticketCapacity(ticket, datetime);
    if (count <= 0 || !capacity) continue;
    const price = ticketUnitPrice(ticket, selection);
    if (!isTimedTicket(ticket) && !isFamilyTicket(ticket)) {
      const line = dayLines.get(ticket.vat_value) ?? {
        type: 'dayTicket',
        id: event.id,
        name: event.name,
        eventName: event.name,
        price: 0,
        totalPrice: 0,
        datetime: capacity.entry.datetime,
        totalCount: 0,
        tax: ticket.vat_value,
        dayTickets: [],
      };
      line.dayTickets.push({ id: ticket.id, count, price });
      line.totalCount += count;
      line.totalPrice += price * count;
      // One line for the day's tickets together: its price is that of the whole line.
      line.price = line.totalPrice;
      dayLines.set(ticket.vat_value, line);
      continue;
    }
    const counts = selection.subtickets[ticket.id] ?? {};
    const line: NewTicketLine = {
      type: 'ticket',
      id: ticket.id,
      eventId: event.id,
      name: ticket.name,
      price,
      totalPrice: price * count,
      totalCount: count,
      // The places left at this time when it was added: the basket's quantity field goes no further (it went to
      // 99, and the payment then said "sold out" while the event page said two places were free).
      maxCount: Math.max(
        count,
        Math.floor(capacity.places / Math.max(1, placesPerTicket(ticket, selection))),
      ),
      datetime: capacity.entry.datetime,
      datetime_end: capacity.entry.datetime_end,
      eventName: event.name,
      mode: ticket.mode,
      bookWithCost: ticket.book_with_cost,
      bookWithCostWarning: ticket.book_with_cost ? ticket.book_with_cost_warn : null,
      tax: ticket.vat_value,
      print_separately: ticket.print_separately,
      subtickets: isFamilyTicket(ticket)
        ? ticket.subtickets.map((subticket) => ({
            id: subticket.id,
            count: counts[subticket.id] ?? 0,
            name: subticket.name,
            price: subticket.price,
            vat: subticket.vat_value,
          }))
        : [],
    };
    lines.push(line);
  }
  return [...lines, ...dayLines.values()];
}
