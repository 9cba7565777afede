import type { CartItem as PreparedCartItem } from '../api/wire/cart-requests.ts';
import type { CartItem } from './cart-item';
import { prepareGuidedTourItem } from './tours/tour-cart-item';

/** A cart line that has no preparation for the API yet. */
export class CartPreparationError extends Error {
  readonly code = 'CART_ITEM_NOT_PREPARED';
  constructor(type: string) {
    super(`No preparation for cart lines of type ${type}`);
    this.name = 'CartPreparationError';
  }
}

/**
 * SPEC §7 "Prepared cart items": what the API gets for one cart line. Tickets: type, count, id, datetime,
 * subtickets; a day-ticket line expands into one `dayticket` line per ticket; merchandise: type, id, count;
 * an annual pass also its owners; a voucher also its price; a voucher code: type and barcode; a guided tour: see
 * prepareGuidedTourItem. `totalPrice` goes along where the line has one, so
 * the API answers PRICE_CHANGED instead of charging a price the visitor has not seen.
 */
export function prepareCartItem(item: CartItem): PreparedCartItem[] {
  switch (item.type) {
    case 'ticket': {
      const subtickets = item.subtickets.map(({ id, count }) => ({ id, count }));
      return [
        {
          type: 'ticket',
          id: item.id,
          count: item.totalCount,
          datetime: item.datetime,
          ...(subtickets.length > 0 ? { subtickets } : {}),
          totalPrice: item.totalPrice,
        },
      ];
    }
    case 'dayTicket':
      // Each with the price the visitor saw, as every other line: a price changed since is the API's
      // PRICE_CHANGED, never charged unseen.
      return item.dayTickets
        .filter(({ count }) => count > 0)
        .map(({ id, count, price }) => ({
          type: 'dayticket',
          id,
          count,
          datetime: item.datetime,
          ...(price === undefined ? {} : { totalPrice: price * count }),
        }));
    case 'merchandise':
      return [{ type: 'merchandise', id: item.id, count: item.count, totalPrice: item.totalPrice }];
    case 'annualPass':
      // SPEC §3 "Pass owners": name, address, send_to_custom_addr; one owner per pass.
      return [
        {
          type: 'annualPass',
          id: item.id,
          count: item.count,
          owners: (item.owners ?? []).map((owner) =>
            owner.address
              ? { name: owner.name, address: owner.address, send_to_custom_addr: true }
              : { name: owner.name, send_to_custom_addr: false },
          ),
          totalPrice: item.totalPrice,
        },
      ];
    case 'voucher':
      // The price goes along for every voucher: the chosen free amount, or the fixed price the visitor saw.
      return [
        { type: 'voucher', id: item.id, count: item.count, price: item.price, totalPrice: item.totalPrice },
      ];
    case 'voucherCode':
      return [{ type: 'voucherCode', barcode: item.barcode }];
    case 'guidedTour':
      return [prepareGuidedTourItem(item)];
    default:
      // Every type is handled above; a line of a type this release does not know (a cart restored from another
      // release) still fails loudly instead of being sent as something else.
      throw new CartPreparationError((item as { type: string }).type);
  }
}

/** The `items` of the cart payload (SPEC §7 `cart {ver: 1, items}`), in cart order. */
export function prepareCartItems(items: readonly CartItem[]): PreparedCartItem[] {
  return items.flatMap(prepareCartItem);
}
