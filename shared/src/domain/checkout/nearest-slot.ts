import type { ScheduleEntry } from '../../api/wire/events.ts';
import type { CartItem, TicketCartItem } from '../cart-item';
import { parseApiDate } from '../format';

/** SPEC §3 ticket modes whose tickets are booked for a time slot: 1 timed (shared slots), 5 own schedule. */
const SHARED_SLOT_MODE = 1;
const OWN_SCHEDULE_MODE = 5;

/** Places a ticket line takes: a family ticket takes the sum of its components per ticket (api/README). */
export function ticketLinePlaces(line: Pick<TicketCartItem, 'totalCount' | 'subtickets'>): number {
  const components = line.subtickets.reduce((sum, subticket) => sum + subticket.count, 0);
  return line.totalCount * (line.subtickets.length > 0 ? components : 1);
}

/** Whether a sold-out ticket line can move to another time: timed tickets with a known event. */
export function canMoveToAnotherSlot(line: CartItem): line is TicketCartItem & { eventId: number } {
  return (
    line.type === 'ticket' &&
    (line.mode === SHARED_SLOT_MODE || line.mode === OWN_SCHEDULE_MODE) &&
    Number.isInteger(line.eventId)
  );
}

/** Whether two ticket lines compete for the places of one slot (SPEC §5: mode 1 shares it, mode 5 has its own). */
function sharesSlot(line: TicketCartItem, other: CartItem): other is TicketCartItem {
  if (other.type !== 'ticket' || other.lineId === line.lineId) return false;
  if (line.mode === SHARED_SLOT_MODE)
    return other.mode === SHARED_SLOT_MODE && other.eventId === line.eventId;
  return other.id === line.id;
}

const minutesOf = (datetime: string) => (parseApiDate(datetime)?.getTime() ?? Number.NaN) / 60_000;

/**
 * The "nearest slot": for a ticket line whose time slot sold out, the time of the same day that is
 * closest to it and has places for the line and for the cart's other lines already booked there (mode 1
 * tickets of an event share a slot). Between two equally close times the later one wins: it is the one a
 * visitor already on the way can still reach. Null when no time of the day has enough places.
 * `schedule` is the ticket's schedule of that day (ticket/collect), `max_tickets` the places left.
 */
export function nearestSlotWithPlaces(
  line: TicketCartItem,
  schedule: readonly ScheduleEntry[],
  cart: readonly CartItem[],
): ScheduleEntry | null {
  const day = line.datetime.slice(0, 10);
  const wanted = minutesOf(line.datetime);
  if (Number.isNaN(wanted)) return null;
  const needed = ticketLinePlaces(line);
  let best: { entry: ScheduleEntry; distance: number; at: number } | null = null;
  for (const entry of schedule.slice(0, 200)) {
    if (entry.datetime.slice(0, 10) !== day || entry.datetime === line.datetime) continue;
    const at = minutesOf(entry.datetime);
    if (Number.isNaN(at)) continue;
    const taken = cart
      .filter((other) => sharesSlot(line, other) && other.datetime === entry.datetime)
      .reduce((sum, other) => sum + ticketLinePlaces(other as TicketCartItem), 0);
    if (entry.max_tickets < needed + taken) continue;
    const distance = Math.abs(at - wanted);
    if (!best || distance < best.distance || (distance === best.distance && at > best.at))
      best = { entry, distance, at };
  }
  return best?.entry ?? null;
}

/** The line of the same ticket and components at `datetime` that `line`, moved there, joins (SPEC §3). */
function twinAt(
  cart: readonly CartItem[],
  line: TicketCartItem,
  datetime: string,
): TicketCartItem | undefined {
  const key = (item: TicketCartItem) => item.subtickets.map(({ id, count }) => `${id}:${count}`).join(',');
  return cart.find(
    (other): other is TicketCartItem =>
      other.type === 'ticket' &&
      other.lineId !== line.lineId &&
      other.id === line.id &&
      other.datetime === datetime &&
      key(other) === key(line),
  );
}

/** The line a move of `line` to `datetime` ends in: the line itself, or the one of that time it joins. */
export function lineAfterMove(cart: readonly CartItem[], line: TicketCartItem, datetime: string): string {
  return twinAt(cart, line, datetime)?.lineId ?? line.lineId;
}

/**
 * The cart with one ticket line moved to another time slot, every other line unchanged and in its place. If
 * the cart holds the same ticket at that time already, the two become one line (SPEC §3: the same item added
 * twice is one line).
 */
export function moveTicketLine(
  cart: readonly CartItem[],
  lineId: string,
  slot: Pick<ScheduleEntry, 'datetime' | 'datetime_end' | 'max_tickets'>,
): CartItem[] {
  const line = cart.find((candidate) => candidate.lineId === lineId);
  if (line?.type !== 'ticket') return [...cart];
  const moved: TicketCartItem = { ...line, datetime: slot.datetime, datetime_end: slot.datetime_end };
  const twin = twinAt(cart, line, slot.datetime);
  if (!twin) return cart.map((item) => (item.lineId === lineId ? moved : item));
  const unit = twin.totalCount > 0 ? Math.round(twin.totalPrice / twin.totalCount) : twin.price;
  const totalCount = twin.totalCount + moved.totalCount;
  const merged: TicketCartItem = { ...twin, totalCount, totalPrice: unit * totalCount };
  return cart
    .filter((item) => item.lineId !== lineId)
    .map((item) => (item.lineId === twin.lineId ? merged : item));
}
