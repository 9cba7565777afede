import { isGuidedTourLine } from './tours/tour-cart-item';

/**
 * SPEC §3 "Cart": the items a visitor collects. Prices are integer cents. Both readings of the item types
 * are supported: ticket and dayTicket lines, and annualPass lines next to merchandise.
 */
export type CartItemType =
  | 'ticket'
  | 'dayTicket'
  | 'guidedTour'
  | 'merchandise'
  | 'annualPass'
  | 'voucher'
  | 'voucherCode';

interface CartItemBase {
  /** Client-side line id, unique within the cart (the same ticket can be booked for two time slots). */
  lineId: string;
  type: CartItemType;
  id: number;
  name: string;
  /** Unit price in cents. */
  price: number;
  /** Line total in cents. */
  totalPrice: number;
  /**
   * The most pieces or places this line may hold, as known when it was added (stock, places left in the
   * slot); absent when nothing bounds it but the API's check at payment.
   */
  maxCount?: number;
  /**
   * The language the line's names are in (the page's when it was added, or when the checkout renamed it);
   * absent in carts saved before it was kept. See checkout/cart-names.
   */
  lang?: string;
}

export interface CartSubticket {
  id: number;
  count: number;
  name: string;
  price: number;
  vat: number;
}

export interface TicketCartItem extends CartItemBase {
  type: 'ticket';
  /** The event the ticket belongs to (absent in carts saved before it was kept): the checkout asks its slots. */
  eventId?: number;
  totalCount: number;
  datetime: string;
  datetime_end: string | null;
  eventName: string;
  mode: number;
  bookWithCost: boolean;
  bookWithCostWarning: string | null;
  /** VAT percent. */
  tax: number;
  print_separately: boolean;
  subtickets: CartSubticket[];
}

export interface DayTicketCartItem extends CartItemBase {
  type: 'dayTicket';
  eventName: string;
  datetime: string;
  totalCount: number;
  tax: number;
  /** Each ticket of the day with its unit price in cents (absent in carts saved before it was kept). */
  dayTickets: { id: number; count: number; price?: number }[];
}

export interface GuidedTourTicketRow {
  id: number;
  count: number;
  name: string;
  price: number;
  vat_value: number;
  subtickets?: { id: number; count: number; name: string; price: number }[];
}

/** One answer to a group question (SPEC §3 "Tour form" answers: qId, type, value). */
export interface GuidedTourAnswer {
  qId: number;
  type: 'radio' | 'select' | 'checkbox' | 'text' | 'textarea' | 'number';
  /** What the API gets: the option id (radio, select), the option ids (checkbox), the text or the number. */
  value: string | number | number[];
  /** The question as the visitor read it, so the cart can show the answer without the tour. */
  label: string;
  /** The names of the chosen options (radio, select, checkbox). */
  optionNames?: string[];
}

export interface GuidedTourPriceRow {
  id: number;
  count: number;
  name: string;
  price: number;
  vat_value: number;
}

export interface GuidedTourCartItem extends CartItemBase {
  type: 'guidedTour';
  tourId: number;
  eventName: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  answers: GuidedTourAnswer[];
  tickets: GuidedTourTicketRow[];
  /** Tour places or groups per price id (SPEC §3 "tours"). */
  tours: GuidedTourPriceRow[];
  single_ticketing: boolean;
  book_complete_tour: boolean;
  totalCount: number;
  priceId: number | null;
  vat_value: number;
}

export interface MerchandiseCartItem extends CartItemBase {
  type: 'merchandise' | 'annualPass';
  count: number;
  vat_value: number;
  /** Annual passes: one owner per card (SPEC §3 "Pass owners"). */
  owners?: { name: string; address: PassOwnerAddress | null }[];
}

export interface PassOwnerAddress {
  street: string;
  zip: string;
  city: string;
  country: string;
}

export interface VoucherCartItem extends CartItemBase {
  type: 'voucher';
  count: number;
  vat_value: number;
  variable_amount: boolean;
}

export interface VoucherCodeCartItem extends CartItemBase {
  type: 'voucherCode';
  barcode: string;
  /** Value of the code in cents (the price of a voucher code line is its negative value). */
  amount: number;
  /** Computed by computeVoucherDiscounts: unused value and (negative) amount used. */
  remaining: number;
  discount: number;
}

export type CartItem =
  | TicketCartItem
  | DayTicketCartItem
  | GuidedTourCartItem
  | MerchandiseCartItem
  | VoucherCartItem
  | VoucherCodeCartItem;

/** Everything a line needs except the client-side line id, which the cart assigns. */
export type NewCartItem = CartItem extends infer Item
  ? Item extends CartItem
    ? Omit<Item, 'lineId'>
    : never
  : never;

/** SPEC §4: a voucher code whose barcode is already in the cart is not added again. */
export function canAddToCart(items: readonly CartItem[], item: NewCartItem): boolean {
  if (item.type !== 'voucherCode') return true;
  return !items.some((line) => line.type === 'voucherCode' && line.barcode === item.barcode);
}

/** The basket count in the header is the number of lines (SPEC §3 "its length is the basket count"). */
export function basketCount(items: readonly CartItem[]): number {
  return items.length;
}

/** How many tickets, pieces or participants a line stands for. */
export function itemQuantity(item: CartItem): number {
  switch (item.type) {
    case 'ticket':
    case 'dayTicket':
    case 'guidedTour':
      return item.totalCount;
    case 'merchandise':
    case 'annualPass':
    case 'voucher':
      return item.count;
    case 'voucherCode':
      return 1;
  }
}

const CART_ITEM_TYPES: ReadonlySet<string> = new Set<CartItemType>([
  'ticket',
  'dayTicket',
  'guidedTour',
  'merchandise',
  'annualPass',
  'voucher',
  'voucherCode',
]);

const isCount = (value: unknown): boolean => Number.isInteger(value) && (value as number) >= 0;
const isCents = (value: unknown): boolean => Number.isInteger(value);

/** Whether a value read back from session storage is a cart line the shop can work with. */
function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  if (typeof line.lineId !== 'string' || typeof line.type !== 'string' || !CART_ITEM_TYPES.has(line.type))
    return false;
  if (!Number.isInteger(line.id) || typeof line.name !== 'string') return false;
  if (!isCents(line.price) || !isCents(line.totalPrice)) return false;
  if (line.maxCount !== undefined && !isCount(line.maxCount)) return false;
  if (line.lang !== undefined && typeof line.lang !== 'string') return false;
  switch (line.type) {
    case 'ticket':
    case 'dayTicket':
      return isCount(line.totalCount);
    case 'guidedTour':
      return isCount(line.totalCount) && isGuidedTourLine(line);
    case 'voucherCode':
      return typeof line.barcode === 'string' && isCents(line.amount);
    case 'annualPass':
    case 'merchandise':
      return isCount(line.count) && (line.owners === undefined || isOwnerList(line.owners));
    case 'voucher':
      return isCount(line.count) && typeof line.variable_amount === 'boolean';
    default:
      return false;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** Annual-pass owners as the cart keeps them: a name each, an address or null (SPEC §3 "Pass owners"). */
function isOwnerList(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  return value.every((owner: unknown) => {
    if (typeof owner !== 'object' || owner === null) return false;
    const { name, address } = owner as Record<string, unknown>;
    if (!isText(name)) return false;
    if (address === null) return true;
    if (typeof address !== 'object' || address === undefined) return false;
    const { street, zip, city, country } = address as Record<string, unknown>;
    return isText(street) && isText(zip) && isText(city) && isText(country);
  });
}

/**
 * The cart lines of a saved cart. A copy in session storage can be old or edited by hand: lines that are not
 * readable are dropped, so a damaged copy never breaks the shop.
 */
export function readCartItems(saved: unknown): CartItem[] {
  return Array.isArray(saved) ? saved.filter(isCartItem) : [];
}
