import { type CartItem, canAddToCart, itemQuantity, type NewCartItem } from './cart-item';

/** No line holds more than this many pieces or tickets: a bound for a cart nobody limited otherwise. */
export const MAX_LINE_COUNT = 99;

export type AddToCartOutcome =
  /** A new line. */
  | { kind: 'added'; line: CartItem }
  /** The same thing was in the cart already: its line holds more now (`added` pieces). */
  | { kind: 'merged'; line: CartItem; added: number }
  /** Fewer went in than asked (`added`), because no more are left (`max`). */
  | { kind: 'capped'; line: CartItem; added: number; max: number }
  /** Nothing went in: a voucher code already there (SPEC §4), or nothing left of the article. */
  | { kind: 'refused'; reason: 'duplicateVoucherCode' | 'noneLeft' };

const subticketKey = (item: { subtickets: { id: number; count: number }[] }) =>
  item.subtickets.map(({ id, count }) => `${id}:${count}`).join(',');

/**
 * Whether a new item is the same thing as a cart line, so that it raises the line's quantity instead of
 * adding a second line: the same ticket at the same time with the same family components, the same
 * article or annual pass, the same voucher at the same amount. Day tickets, guided tours (their answers and
 * participants differ) and voucher codes always get lines of their own.
 */
export function isSameCartLine(line: CartItem, item: NewCartItem): boolean {
  if (line.type !== item.type || line.id !== item.id) return false;
  switch (item.type) {
    case 'ticket':
      return (
        line.type === 'ticket' && line.datetime === item.datetime && subticketKey(line) === subticketKey(item)
      );
    case 'merchandise':
    case 'annualPass':
      return true;
    case 'voucher':
      return line.price === item.price;
    default:
      return false;
  }
}

/** The line with another quantity; the line total follows the unit total (price with components). */
export function withQuantity<Line extends CartItem | NewCartItem>(line: Line, count: number): Line {
  const quantity = itemQuantity(line as CartItem);
  const unitTotal = quantity > 0 ? Math.round(line.totalPrice / quantity) : line.price;
  const totalPrice = unitTotal * count;
  switch (line.type) {
    case 'ticket':
      return { ...line, totalCount: count, totalPrice };
    case 'merchandise':
    case 'annualPass':
      // Annual passes: one owner per card (SPEC §3); fewer cards keep the first owners.
      return line.owners
        ? { ...line, count, totalPrice, owners: line.owners.slice(0, count) }
        : { ...line, count, totalPrice };
    case 'voucher':
      return { ...line, count, totalPrice };
    default:
      return line;
  }
}

/** Lines whose quantity the visitor may change in the cart (the others are removed and booked again). */
export function hasAdjustableQuantity(line: CartItem): boolean {
  return (
    line.type === 'ticket' ||
    line.type === 'merchandise' ||
    line.type === 'annualPass' ||
    line.type === 'voucher'
  );
}

/** The highest quantity a line may reach: what is left (when known), and never more than MAX_LINE_COUNT. */
export function lineLimit(line: Pick<CartItem, 'maxCount'>): number {
  return Math.min(line.maxCount ?? MAX_LINE_COUNT, MAX_LINE_COUNT);
}

/**
 * The places a ticket line draws from: the event's slot at its time (mode 1) or the ticket's own schedule
 * (mode 5). Null for every other line, and for lines saved before the event was kept.
 */
function placePool(line: CartItem): string | null {
  if (line.type !== 'ticket' || line.eventId === undefined) return null;
  return line.mode === 5 ? `ticket ${line.id} ${line.datetime}` : `event ${line.eventId} ${line.datetime}`;
}

/** Places a ticket line takes: one per ticket, or per person a family ticket counts. */
export function linePlaces(line: CartItem): number {
  if (line.type !== 'ticket') return 0;
  const persons = line.subtickets.reduce((sum, subticket) => sum + subticket.count, 0);
  return line.totalCount * (line.subtickets.length > 0 ? Math.max(1, persons) : 1);
}

/**
 * The highest quantity a line may reach in this cart: lineLimit, and for a ticket line also the places of its
 * time that the other lines of that time leave (adults and children share a slot: with five places left,
 * two adults leave three for the children's line). `maxCount` of a plain ticket line is the places left when
 * it was added; a family ticket keeps its own bound.
 */
export function lineLimitInCart(line: CartItem, lines: readonly CartItem[]): number {
  const own = lineLimit(line);
  const pool = placePool(line);
  if (pool === null || line.maxCount === undefined || line.type !== 'ticket' || line.subtickets.length > 0)
    return own;
  const others = lines
    .filter((other) => other.lineId !== line.lineId && placePool(other) === pool)
    .reduce((sum, other) => sum + linePlaces(other), 0);
  return Math.max(0, Math.min(own, line.maxCount - others));
}

function merge(line: CartItem, item: NewCartItem, count: number): CartItem {
  const merged = withQuantity({ ...line, maxCount: item.maxCount ?? line.maxCount }, count);
  if (
    (merged.type === 'merchandise' || merged.type === 'annualPass') &&
    item.type === merged.type &&
    item.owners
  )
    return {
      ...merged,
      owners: [...(line.type === merged.type ? (line.owners ?? []) : []), ...item.owners].slice(0, count),
    };
  return merged;
}

/** How many went into the basket by one add: the whole new line, or what joined an existing one. */
export function quantityAdded(outcome: AddToCartOutcome): number {
  if (outcome.kind === 'refused') return 0;
  return outcome.kind === 'added' ? itemQuantity(outcome.line) : outcome.added;
}

/**
 * Puts an item into the cart lines (SPEC §4 "adding saves it"): the same thing raises its line's quantity,
 * never beyond what is left (`maxCount` of the new item, the freshest knowledge, else the line's); a voucher
 * code already in the cart is refused.
 */
export function addToCartLines(
  lines: readonly CartItem[],
  item: NewCartItem,
  newLineId: () => string,
): { lines: CartItem[]; outcome: AddToCartOutcome } {
  if (!canAddToCart(lines, item))
    return { lines: [...lines], outcome: { kind: 'refused', reason: 'duplicateVoucherCode' } };
  const wanted = itemQuantity(item as CartItem);
  const existing = lines.find((line) => isSameCartLine(line, item));
  if (existing) {
    const max = lineLimit({ maxCount: item.maxCount ?? existing.maxCount });
    const before = itemQuantity(existing);
    const count = Math.min(before + wanted, max);
    if (count <= before) return { lines: [...lines], outcome: { kind: 'refused', reason: 'noneLeft' } };
    const line = merge(existing, item, count);
    const added = count - before;
    return {
      lines: lines.map((candidate) => (candidate === existing ? line : candidate)),
      outcome: added < wanted ? { kind: 'capped', line, added, max } : { kind: 'merged', line, added },
    };
  }
  if (!hasAdjustableQuantity({ ...item, lineId: '' } as CartItem)) {
    const line = { ...item, lineId: newLineId() } as CartItem;
    return { lines: [...lines, line], outcome: { kind: 'added', line } };
  }
  const max = lineLimit(item);
  if (max <= 0) return { lines: [...lines], outcome: { kind: 'refused', reason: 'noneLeft' } };
  const count = Math.min(wanted, max);
  const line = withQuantity({ ...item, lineId: newLineId() } as CartItem, count);
  return {
    lines: [...lines, line],
    outcome: count < wanted ? { kind: 'capped', line, added: count, max } : { kind: 'added', line },
  };
}

/**
 * A line's quantity changed in the cart, bounded to 1 … its limit; other lines unchanged. An annual-pass line
 * never holds more passes than it names owners (SPEC §3: one owner per pass; the API refuses the rest): more
 * passes are chosen with their owners on the pass page.
 */
export function setCartLineCount(lines: readonly CartItem[], lineId: string, count: number): CartItem[] {
  return lines.map((line) => {
    if (line.lineId !== lineId || !hasAdjustableQuantity(line)) return line;
    const limit =
      line.type === 'annualPass' && line.owners
        ? Math.min(lineLimit(line), line.owners.length)
        : lineLimit(line);
    const bounded = Math.max(1, Math.min(Number.isInteger(count) ? count : 1, limit));
    return withQuantity(line, bounded);
  });
}
