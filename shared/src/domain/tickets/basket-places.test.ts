import { describe, expect, it } from 'vitest';
import { entry, subticket, ticket } from '../../testing/tickets';
import { addToCartLines } from '../cart-lines';
import { basketHoldsPlacesAt, basketPlaces, ticketsBesideBasket } from './basket-places';
import { ticketCartItems } from './ticket-cart-items';
import { changeTicketCount, emptySelection, validateSelection } from './ticket-selection';

const TEN = '2026-11-24 10:00:00';
const ELEVEN = '2026-11-24 11:00:00';
const DAY = '2026-11-24 00:00:00';
const event = { id: 1, name: 'Light and Shadow' };
const adult = ticket({ id: 101, name: 'Adult', schedule: [entry(TEN, 3), entry(ELEVEN, 3)] });
const child = ticket({ id: 102, name: 'Child', price: 800, schedule: [entry(TEN, 3), entry(ELEVEN, 3)] });
const concert = ticket({ id: 201, name: 'Stalls', mode: 5, schedule: [entry(TEN, 2)] });
const family = ticket({
  id: 104,
  name: 'Family ticket',
  price: 3200,
  family: true,
  subtickets: [subticket(1041, 1, 2), subticket(1042, 1, 3)],
  schedule: [entry(TEN, 5)],
});
const dayTicket = ticket({ id: 301, name: 'Day ticket', mode: 3, schedule: [entry(DAY, 4)] });

/** The basket after adding `counts` of the event's tickets at `datetime`, as the event page adds them. */
function basketWith(tickets: (typeof adult)[], counts: Record<number, number>, datetime: string) {
  const selection = { ...emptySelection(tickets), counts: { ...emptySelection(tickets).counts, ...counts } };
  let lines: ReturnType<typeof addToCartLines>['lines'] = [];
  let id = 0;
  for (const item of ticketCartItems(event, tickets, selection, datetime))
    lines = addToCartLines(lines, item, () => `line-${++id}`).lines;
  return lines;
}

describe('ticketsBesideBasket: what the event page may still offer (SPEC §5)', () => {
  it('takes the basket’s places of a shared time off every ticket of that time, and no other time', () => {
    const lines = basketWith([adult, child], { 101: 2 }, TEN);
    const left = ticketsBesideBasket([adult, child], basketPlaces(lines, event.id));
    expect(left.map((item) => item.schedule.map((slot) => slot.max_tickets))).toEqual([
      [1, 3],
      [1, 3],
    ]);
    // Two adults in the basket, three places: two children are refused on the page, one is not.
    const selection = { ...emptySelection(left), counts: { 101: 0, 102: 2 } };
    expect(validateSelection(left, selection, TEN)).toEqual([
      { code: 'OVER_CAPACITY', ticketId: 102, available: 1 },
    ]);
    expect(changeTicketCount(left, emptySelection(left), 102, 2, TEN).rejected).toEqual({ available: 1 });
    expect(validateSelection(left, { ...selection, counts: { 101: 0, 102: 1 } }, TEN)).toEqual([]);
    expect(validateSelection(left, { ...selection, counts: { 101: 0, 102: 3 } }, ELEVEN)).toEqual([]);
  });

  it('counts a family ticket per person, an own-schedule ticket only against itself, day tickets per day', () => {
    // One family ticket for two adults and a child: three of the time's places.
    const familySelection = {
      counts: { 104: 1 },
      subtickets: { 104: { 1041: 2, 1042: 1 } },
    };
    const [familyItem] = ticketCartItems(event, [family], familySelection, TEN);
    if (!familyItem) throw new Error('no family line');
    const withFamily = addToCartLines([], familyItem, () => 'family').lines;
    expect(
      ticketsBesideBasket([adult], basketPlaces(withFamily, event.id))[0]?.schedule[0]?.max_tickets,
    ).toBe(0);

    const withConcert = basketWith([concert], { 201: 2 }, TEN);
    const left = ticketsBesideBasket([adult, concert], basketPlaces(withConcert, event.id));
    expect(left.map((item) => item.schedule[0]?.max_tickets)).toEqual([3, 0]);

    const withDay = basketWith([dayTicket], { 301: 3 }, DAY);
    expect(
      ticketsBesideBasket([dayTicket], basketPlaces(withDay, event.id))[0]?.schedule[0]?.max_tickets,
    ).toBe(1);
    expect(basketHoldsPlacesAt(basketPlaces(withDay, event.id), dayTicket, null)).toBe(true);
  });

  it('leaves other events and an empty basket alone', () => {
    const lines = basketWith([adult], { 101: 3 }, TEN);
    expect(ticketsBesideBasket([adult], basketPlaces(lines, 2))).toEqual([adult]);
    expect(ticketsBesideBasket([adult], basketPlaces([], event.id))).toEqual([adult]);
    expect(basketHoldsPlacesAt(basketPlaces(lines, event.id), adult, TEN)).toBe(true);
    expect(basketHoldsPlacesAt(basketPlaces(lines, event.id), adult, ELEVEN)).toBe(false);
    expect(basketHoldsPlacesAt(basketPlaces(lines, 2), adult, TEN)).toBe(false);
  });

  it('never offers fewer than no places', () => {
    const lines = basketWith([adult], { 101: 3 }, TEN);
    const fewer = ticket({ id: 101, name: 'Adult', schedule: [entry(TEN, 1)] });
    expect(ticketsBesideBasket([fewer], basketPlaces(lines, event.id))[0]?.schedule[0]?.max_tickets).toBe(0);
  });
});
