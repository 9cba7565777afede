import type { Ticket } from '../../api/wire/events.ts';
import type { CartItem } from '../cart-item';
import { linePlaces } from '../cart-lines';
import { ticketCapacity, timedPool } from './ticket-selection';
import { isTimedTicket } from './time-slots';

/** The places a ticket draws from at a time (SPEC §3 modes): a timed one's as ticketCapacity names them, else the day's. */
function poolKey(mode: number, ticketId: number, datetime: string): string {
  return isTimedTicket({ mode }) ? timedPool(mode, ticketId, datetime) : `day ${datetime}`;
}

/** The places each pool of an event holds in the basket, by pool: read once per basket, asked per ticket. */
export type BasketPlaces = ReadonlyMap<string, number>;

/** The places each pool of the event already holds in the basket: a family ticket per person. */
export function basketPlaces(lines: readonly CartItem[], eventId: number): BasketPlaces {
  const held = new Map<string, number>();
  const hold = (key: string, places: number) => held.set(key, (held.get(key) ?? 0) + places);
  for (const line of lines) {
    if (line.type === 'dayTicket' && line.id === eventId) hold(`day ${line.datetime}`, line.totalCount);
    if (line.type === 'ticket' && line.eventId === eventId)
      hold(poolKey(line.mode, line.id, line.datetime), linePlaces(line));
  }
  return held;
}

/**
 * The event's tickets with each time's places less those the basket already holds there (SPEC §5): the
 * payment counts both against the same places, so the event page offers only the rest. With three places
 * left and three adults in the basket, two more are refused on the page, not added and then refused at
 * the payment. For checking a selection only: the basket lines keep the places the API answered
 * (ticketCartItems' maxCount), which the basket checks again line by line.
 */
export function ticketsBesideBasket<T extends Pick<Ticket, 'id' | 'mode' | 'schedule'>>(
  tickets: readonly T[],
  held: BasketPlaces,
): T[] {
  if (held.size === 0) return [...tickets];
  return tickets.map((ticket) => ({
    ...ticket,
    schedule: ticket.schedule.map((entry) => {
      const places = held.get(poolKey(ticket.mode, ticket.id, entry.datetime)) ?? 0;
      return places > 0 ? { ...entry, max_tickets: Math.max(0, entry.max_tickets - places) } : entry;
    }),
  }));
}

/** Whether the basket holds places this ticket draws from at this time (or on this day): said beside a refusal. */
export function basketHoldsPlacesAt(
  held: BasketPlaces,
  ticket: Pick<Ticket, 'id' | 'mode' | 'schedule'>,
  datetime: string | null,
): boolean {
  const entry = ticketCapacity(ticket, datetime)?.entry;
  return entry !== undefined && (held.get(poolKey(ticket.mode, ticket.id, entry.datetime)) ?? 0) > 0;
}
