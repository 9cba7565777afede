import type { Availability } from '../availability.ts';
import type { MerchandiseCatalogue } from '../merchandise.ts';
import { refuse } from './context.ts';

/**
 * Bought vouchers become codes one by one: a bound on the work (and the value) of one booking. The shop mirrors
 * it (shared/src/domain/shop/vouchers.ts), so that its carts never ask for more.
 */
export const MAX_VOUCHERS_PER_CART = 50;

/**
 * What one cart asks of each capacity (items for the same slot, day or article add up), to compare with
 * what is left once every item is priced. `item` is the last item that asked, named in the refusal.
 */
export function createDemand() {
  const slots = new Map<number, { persons: number; item: number }>();
  const days = new Map<
    string,
    { persons: number; item: number; capacity: number; eventId: number; day: string }
  >();
  const tourSlots = new Map<
    number,
    {
      persons: number;
      tours: number;
      item: number;
      left: { tickets: number; tours: number };
      wholeGroups: boolean;
    }
  >();
  const stock = new Map<number, { quantity: number; item: number }>();
  let vouchers = { count: 0, item: -1 };

  return {
    slot(slotId: number, persons: number, item: number) {
      slots.set(slotId, { persons: (slots.get(slotId)?.persons ?? 0) + persons, item });
    },
    day(eventId: number, day: string, capacity: number, persons: number, item: number) {
      const key = `${eventId}/${day}`;
      days.set(key, { persons: (days.get(key)?.persons ?? 0) + persons, item, capacity, eventId, day });
    },
    /** `left`: what the slot had before this cart (for whole groups: groups; otherwise participants). */
    tourSlot(
      slotId: number,
      want: { persons: number; tours: number },
      left: { tickets: number; tours: number },
      wholeGroups: boolean,
      item: number,
    ) {
      const seen = tourSlots.get(slotId);
      tourSlots.set(slotId, {
        persons: (seen?.persons ?? 0) + want.persons,
        tours: (seen?.tours ?? 0) + want.tours,
        item,
        left,
        wholeGroups,
      });
    },
    stock(articleId: number, quantity: number, item: number) {
      stock.set(articleId, { quantity: (stock.get(articleId)?.quantity ?? 0) + quantity, item });
    },
    voucher(count: number, item: number) {
      vouchers = { count: vouchers.count + count, item };
    },

    /** Throws ITEM_SOLD_OUT / ITEM_OUT_OF_STOCK (+ available) for the first capacity the cart exceeds. */
    check(avail: Availability, merchandise: MerchandiseCatalogue): void {
      for (const [slotId, want] of slots) {
        const left = Math.max(0, avail.slot(slotId)?.remaining ?? 0);
        if (want.persons > left) throw refuse('ITEM_SOLD_OUT', want.item, { available: left });
      }
      for (const want of days.values()) {
        const left = Math.max(0, want.capacity - avail.dayBooked(want.eventId, want.day));
        if (want.persons > left) throw refuse('ITEM_SOLD_OUT', want.item, { available: left });
      }
      for (const want of tourSlots.values()) {
        const available = want.wholeGroups ? want.left.tours : want.left.tickets;
        if ((want.wholeGroups ? want.tours : want.persons) > available)
          throw refuse('ITEM_SOLD_OUT', want.item, { available });
      }
      for (const [id, want] of stock) {
        const article = merchandise.item(id);
        const left = article ? Math.max(0, merchandise.stock(article)) : 0;
        if (want.quantity > left) throw refuse('ITEM_OUT_OF_STOCK', want.item, { available: left });
      }
      if (vouchers.count > MAX_VOUCHERS_PER_CART)
        throw refuse('ITEM_OUT_OF_STOCK', vouchers.item, { available: MAX_VOUCHERS_PER_CART });
    },
  };
}
export type Demand = ReturnType<typeof createDemand>;
