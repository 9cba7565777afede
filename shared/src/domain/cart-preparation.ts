import type { CartItem as PreparedCartItem } from '../api/wire/checkout.ts';
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
 * a voucher code: type and barcode; a guided tour: see prepareGuidedTourItem; the others unchanged. `totalPrice` goes along where the line has one, so
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
      return item.dayTickets
        .filter(({ count }) => count > 0)
        .map(({ id, count }) => ({ type: 'dayticket', id, count, datetime: item.datetime }));
    case 'merchandise':
      return [{ type: 'merchandise', id: item.id, count: item.count, totalPrice: item.totalPrice }];
    case 'voucherCode':
      return [{ type: 'voucherCode', barcode: item.barcode }];
    case 'guidedTour':
      return [prepareGuidedTourItem(item)];
    default:
      // Annual passes and vouchers are prepared with their booking forms (SPEC §7).
      throw new CartPreparationError(item.type);
  }
}

/** The `items` of the cart payload (SPEC §7 `cart {ver: 1, items}`), in cart order. */
export function prepareCartItems(items: readonly CartItem[]): PreparedCartItem[] {
  return items.flatMap(prepareCartItem);
}
