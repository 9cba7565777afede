import { useCartStore } from '@museum/shared';
import {
  type CartItem,
  hasAdjustableQuantity,
  isSameCartLine,
  itemQuantity,
  type MerchandiseCartItem,
  type NewCartItem,
  withQuantity,
} from '@museum/shared/domain';

type PassOwner = NonNullable<MerchandiseCartItem['owners']>[number];

/** The holders of `line` that the paid line did not name (each paid holder accounts for one of them). */
function ownersNotPaid(line: readonly PassOwner[], paid: readonly PassOwner[]): PassOwner[] {
  const unmatched = paid.map((owner) => JSON.stringify(owner));
  return line.filter((owner) => {
    const index = unmatched.indexOf(JSON.stringify(owner));
    if (index === -1) return true;
    unmatched.splice(index, 1);
    return false;
  });
}

/** What is left of a basket line after `paid` of it was booked, or null when nothing is. */
function lineLeft(line: CartItem, paid: CartItem): CartItem | null {
  // Day tickets, guided tours and voucher codes never take more in: the paid line leaves whole.
  if (!hasAdjustableQuantity(line)) return null;
  // Moved to another time after the visitor went Back: that is not what was paid.
  if (!isSameCartLine(line, paid)) return line;
  const left = itemQuantity(line) - itemQuantity(paid);
  if (left <= 0) return null;
  if ((line.type !== 'merchandise' && line.type !== 'annualPass') || !line.owners)
    return withQuantity(line, left);
  // Passes name their holders (SPEC §3), one each, and a merge adds the new holders after the old ones: the
  // passes whose holders were paid for leave, the others stay.
  const unpaid = ownersNotPaid(line.owners, paid.type === line.type ? (paid.owners ?? []) : []);
  const count = Math.min(left, unpaid.length);
  if (count === 0) return null;
  return { ...withQuantity(line, count), owners: unpaid.slice(unpaid.length - count) };
}

/**
 * The basket once the lines of a payment are booked: what the visitor paid leaves it, whatever they added
 * since stays. Adding the same ticket at the same time, the same article or pass again after going Back from
 * the provider raises the line that was sent (its id stays), so the paid quantity is taken from each line
 * instead of the line itself; the rest keeps its unit price. Lines that were not sent stay as they are.
 */
export function basketAfterPayment(basket: readonly CartItem[], paid: readonly CartItem[]): CartItem[] {
  const paidLines = new Map(paid.map((line) => [line.lineId, line]));
  return basket.flatMap((line) => {
    const bought = paidLines.get(line.lineId);
    if (!bought) return [line];
    const left = lineLeft(line, bought);
    return left ? [left] : [];
  });
}

/**
 * Takes the booked lines out of the basket (basketAfterPayment) with the cart store's own actions. Passes
 * whose holders changed go out and in again with the holders left (the store keeps a line's first holders
 * when its quantity is lowered); the basket's other lines keep their place.
 */
export function takePaidLinesOutOfBasket(paid: readonly CartItem[]): void {
  const cart = useCartStore.getState();
  const left = basketAfterPayment(cart.form, paid);
  if (left.length === 0) {
    cart.clearCart();
    return;
  }
  const leftById = new Map(left.map((line) => [line.lineId, line]));
  for (const line of cart.form) {
    const rest = leftById.get(line.lineId);
    if (rest === line) continue;
    if (!rest) {
      cart.removeItem(line.lineId);
      continue;
    }
    const count = itemQuantity(rest);
    const lowered = withQuantity(line, count);
    if (JSON.stringify(lowered) === JSON.stringify(rest)) {
      cart.setLineCount(line.lineId, count);
      continue;
    }
    const { lineId: _lineId, ...item } = rest;
    cart.removeItem(line.lineId);
    cart.addToCart(item as NewCartItem);
  }
  // The booked cart's id went with the booked lines: what stays is a basket of its own.
  cart.setCartId(null);
}
