import type { CartItem, PassOwnerAddress } from '../cart-item';

/** Where one annual pass goes: with the order (to the buyer's address), or to the owner's own address. */
export type PassDelivery = { to: 'order' } | { to: 'custom'; address: PassOwnerAddress };

/**
 * What the checkout shows for an annual-pass line (issue 12: "the cart line shows the owners"): facts, not
 * text, so that each page words them in its language. Owners the line does not name (an old saved cart) are
 * left out rather than invented.
 */
export interface AnnualPassLineFacts {
  kind: 'annualPass';
  name: string;
  count: number;
  unitPrice: number;
  totalPrice: number;
  owners: { name: string; delivery: PassDelivery }[];
  /** Passes of the line without a named owner: the checkout should ask the visitor to choose the pass again. */
  ownersMissing: number;
}

/** What the checkout shows for a bought voucher: its value per voucher, and whether the buyer chose it. */
export interface VoucherLineFacts {
  kind: 'voucher';
  name: string;
  count: number;
  /** The value of each voucher in cents (= its price). */
  value: number;
  freeAmount: boolean;
  totalPrice: number;
}

/** The facts of an annual-pass line, or null for any other line. */
export function describeAnnualPassLine(line: CartItem): AnnualPassLineFacts | null {
  if (line.type !== 'annualPass') return null;
  const owners = (line.owners ?? []).slice(0, line.count).map((owner) => ({
    name: owner.name,
    delivery: owner.address
      ? ({ to: 'custom', address: owner.address } as const)
      : ({ to: 'order' } as const),
  }));
  return {
    kind: 'annualPass',
    name: line.name,
    count: line.count,
    unitPrice: line.price,
    totalPrice: line.totalPrice,
    owners,
    ownersMissing: Math.max(0, line.count - owners.length),
  };
}

/** The facts of a bought-voucher line, or null for any other line. */
export function describeVoucherLine(line: CartItem): VoucherLineFacts | null {
  if (line.type !== 'voucher') return null;
  return {
    kind: 'voucher',
    name: line.name,
    count: line.count,
    value: line.price,
    freeAmount: line.variable_amount,
    totalPrice: line.totalPrice,
  };
}
