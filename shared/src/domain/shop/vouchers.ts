import type { Voucher, VoucherCategory } from '../../api/wire/vouchers.ts';
import type { CartItem, VoucherCartItem } from '../cart-item';

type NewVoucherLine = Omit<VoucherCartItem, 'lineId'>;
type VoucherGroup = VoucherCategory['group'][number];

/** SPEC §3: variable_amount 0 is a fixed voucher, anything else a free amount the buyer chooses. */
export function isFreeAmountVoucher(voucher: Pick<Voucher, 'variable_amount'>): boolean {
  return voucher.variable_amount !== 0;
}

/**
 * Vouchers in one line of the cart. The API takes at most 50 bought vouchers per cart (api/README.md); a line
 * stays well below, and nobody buys more presents of one kind at once.
 */
export const MAX_VOUCHERS_PER_LINE = 20;

/**
 * Bought vouchers one order may hold: the API's MAX_VOUCHERS_PER_CART (api/src/services/pricing/demand.ts),
 * mirrored because the shop does not bundle the API. The API refuses more as ITEM_OUT_OF_STOCK, which a visitor
 * would only learn at the checkout, as "out of stock".
 */
export const MAX_VOUCHERS_PER_CART = 50;

/** Bought vouchers in the cart, over all their lines (a redeemed voucher code is not bought). */
export function voucherCountInCart(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => (line.type === 'voucher' ? sum + line.count : sum), 0);
}

/** How many vouchers the visitor may choose now: what a line holds, and no more than the order has room for. */
export function voucherQuantityLeft(inCart: number): number {
  return Math.max(0, Math.min(MAX_VOUCHERS_PER_LINE, MAX_VOUCHERS_PER_CART - Math.max(0, inCart)));
}

/**
 * The new voucher line with no more vouchers than the order has room for (MAX_VOUCHERS_PER_CART), or null when
 * it has none: what the API would refuse never goes into the cart.
 */
export function voucherLineWithinOrder(
  item: NewVoucherLine,
  items: readonly CartItem[],
): NewVoucherLine | null {
  const room = MAX_VOUCHERS_PER_CART - voucherCountInCart(items);
  if (room <= 0) return null;
  return item.count <= room ? item : { ...item, count: room, totalPrice: item.price * room };
}

/**
 * Bounds of a free amount when the museum names none: at least 1 € (a voucher of nothing is no present) and at
 * most 1,000 € (more is a case for the museum's office, not a typing slip in the shop).
 */
export const DEFAULT_VOUCHER_MIN = 100;
export const DEFAULT_VOUCHER_MAX = 100_000;

export interface VoucherAmountBounds {
  min: number;
  max: number;
}

/** A free-amount voucher's bounds in cents: the API's min_amount and max_amount, else the defaults. */
export function voucherAmountBounds(
  voucher: Pick<Voucher, 'min_amount' | 'max_amount'>,
): VoucherAmountBounds {
  const min = Math.max(1, voucher.min_amount ?? DEFAULT_VOUCHER_MIN);
  const max = Math.max(min, voucher.max_amount ?? DEFAULT_VOUCHER_MAX);
  return { min, max };
}

export type VoucherAmountInput = { kind: 'amount'; cents: number } | { kind: 'empty' } | { kind: 'invalid' };

/** Longer than this is not an amount anybody means. */
const MAX_AMOUNT_INPUT = 20;

/**
 * SPEC §5: a free amount is entered in currency units and converted to cents; a negative amount is made
 * positive. Either separator may mark the cents ("25,50", "25.50"); a separator before exactly three digits
 * groups thousands ("1.000", "1,000.50"), unless it is the language's own decimal separator: a German
 * visitor's "42,505" is 42.505 € (three decimals, not an amount), not 42 505 €. More than two decimals, or
 * anything else, is not an amount.
 */
export function parseVoucherAmountInput(text: string, decimalSeparator?: string): VoucherAmountInput {
  let value = text
    .trim()
    .replace(/€|eur/gi, '')
    .replace(/[\s\u00a0\u202f']/g, '');
  if (value === '') return { kind: 'empty' };
  if (value.length > MAX_AMOUNT_INPUT) return { kind: 'invalid' };
  value = value.replace(/^[-\u2212+]/, '');
  if (!/^[\d.,]+$/.test(value) || !/\d/.test(value)) return { kind: 'invalid' };
  const lastSeparator = Math.max(value.lastIndexOf(','), value.lastIndexOf('.'));
  let whole = value;
  let fraction = '';
  if (lastSeparator >= 0) {
    const after = value.slice(lastSeparator + 1);
    const separator = value.charAt(lastSeparator);
    const separatorCount = value.split(separator).length - 1;
    const groupsThousands =
      after.length === 3 &&
      (separatorCount > 1 || !/[.,]/.test(value.slice(0, lastSeparator))) &&
      !(separatorCount === 1 && separator === decimalSeparator);
    if (!groupsThousands) {
      if (separatorCount > 1 || after.length > 2) return { kind: 'invalid' };
      whole = value.slice(0, lastSeparator);
      fraction = after;
    }
  }
  // What is left of the whole part may only group thousands: 1.000 or 1,000 or 1000.
  if (!/^(\d{1,3}([.,]\d{3})+|\d+)?$/.test(whole)) return { kind: 'invalid' };
  const digits = whole.replace(/[.,]/g, '');
  if (digits === '' && fraction === '') return { kind: 'invalid' };
  const euros = Number(digits || '0');
  const cents = Number(fraction.padEnd(2, '0') || '0');
  const total = euros * 100 + cents;
  return Number.isSafeInteger(total) ? { kind: 'amount', cents: total } : { kind: 'invalid' };
}

export type VoucherAmountError =
  | { code: 'AMOUNT_REQUIRED' }
  | { code: 'AMOUNT_INVALID' }
  | { code: 'AMOUNT_TOO_LOW'; min: number }
  | { code: 'AMOUNT_TOO_HIGH'; max: number };

export type VoucherAmount = { ok: true; cents: number } | { ok: false; error: VoucherAmountError };

/**
 * The price of a free-amount voucher from what the visitor typed (SPEC §5): empty keeps the previous price (if
 * there is one), negative is made positive, and the amount must lie within the voucher's bounds.
 */
export function resolveVoucherAmount(
  text: string,
  previous: number | null,
  bounds: VoucherAmountBounds,
  decimalSeparator?: string,
): VoucherAmount {
  const input = parseVoucherAmountInput(text, decimalSeparator);
  if (input.kind === 'invalid') return { ok: false, error: { code: 'AMOUNT_INVALID' } };
  const cents = input.kind === 'empty' ? previous : input.cents;
  if (cents === null) return { ok: false, error: { code: 'AMOUNT_REQUIRED' } };
  if (cents < bounds.min) return { ok: false, error: { code: 'AMOUNT_TOO_LOW', min: bounds.min } };
  if (cents > bounds.max) return { ok: false, error: { code: 'AMOUNT_TOO_HIGH', max: bounds.max } };
  return { ok: true, cents };
}

/** Cents as the amount field shows them: units and two decimals with the language's separator ("42,50"). */
export function voucherAmountInputText(cents: number, decimalSeparator: string): string {
  const units = Math.trunc(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${units}${decimalSeparator}${rest}`;
}

/** The cart line for `count` vouchers at `price` cents each (the fixed price, or the chosen free amount). */
export function voucherCartItem(voucher: Voucher, count: number, price: number): NewVoucherLine {
  return {
    type: 'voucher',
    id: voucher.id,
    name: voucher.name,
    price,
    totalPrice: price * count,
    count,
    vat_value: voucher.vat_value,
    variable_amount: isFreeAmountVoucher(voucher),
    maxCount: MAX_VOUCHERS_PER_LINE,
  };
}

/** SPEC §9 sorting for the voucher list: by the order of their groups, then by sequence_no within a group. */
export function sortVouchers(vouchers: readonly Voucher[], groups: readonly VoucherGroup[]): Voucher[] {
  const rank = new Map(groups.map((group) => [group.id, group.sequence_no] as const));
  const groupRank = (voucher: Voucher) => rank.get(voucher.groupId) ?? Number.MAX_SAFE_INTEGER;
  return [...vouchers].sort(
    (a, b) => groupRank(a) - groupRank(b) || a.groupId - b.groupId || a.sequence_no - b.sequence_no,
  );
}

/** The voucher groups in their order, only those that hold a voucher (an empty filter helps nobody). */
export function voucherGroupsInUse(
  groups: readonly VoucherGroup[],
  vouchers: readonly Pick<Voucher, 'groupId'>[],
): VoucherGroup[] {
  const used = new Set(vouchers.map((voucher) => voucher.groupId));
  return [...groups].filter((group) => used.has(group.id)).sort((a, b) => a.sequence_no - b.sequence_no);
}

/** SPEC §2 "voucher list with category filters": the vouchers of one group, or all of them (null). */
export function vouchersInGroup<T extends Pick<Voucher, 'groupId'>>(
  vouchers: readonly T[],
  group: number | null,
): T[] {
  return group === null ? [...vouchers] : vouchers.filter((voucher) => voucher.groupId === group);
}
