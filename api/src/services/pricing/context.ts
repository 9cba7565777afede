import type { RuleErrorCode } from '@museum/shared/wire';
import type { Shop } from '../../context.ts';
import { unprocessable } from '../../lib/http.ts';
import type { Availability } from '../availability.ts';
import type { MerchandiseCatalogue } from '../merchandise.ts';
import type { TicketCatalogue } from '../tickets.ts';
import type { TourCatalogue } from '../tours.ts';
import type { VoucherCatalogue } from '../vouchers.ts';
import type { Demand } from './demand.ts';

/** One booked line as it is stored: what it holds (persons, tours, quantity) and what it costs. */
export interface PricedLine {
  kind: 'ticket' | 'dayticket' | 'tour' | 'merchandise' | 'annualPass' | 'voucher' | 'voucherCode';
  refId: number | null;
  eventId: number | null;
  timeslotId: number | null;
  tourSlotId: number | null;
  day: string | null;
  persons: number;
  tours: number;
  quantity: number;
  /** Cents; negative for a redeemed voucher code. */
  amount: number;
  detail: Record<string, unknown>;
}

/** The catalogues and statements pricing reads, built once per app. */
export interface PricingCatalogues {
  shop: Shop;
  avail: Availability;
  tickets: TicketCatalogue;
  tours: TourCatalogue;
  merchandise: MerchandiseCatalogue;
  vouchers: VoucherCatalogue;
}

/** What pricing one cart needs: the catalogues, the moment it is priced, and the demand collected so far. */
export interface CartPricing extends PricingCatalogues {
  today: string;
  now: string;
  demand: Demand;
}

/** A cart that cannot be sold: 422 with a code, the index of the item and details. */
export const refuse = (code: RuleErrorCode, item: number, extra: Record<string, unknown> = {}) =>
  unprocessable(code, { item, ...extra });

/** A line that holds nothing yet; each pricer fills in what its kind holds. */
export const EMPTY_LINE = {
  refId: null,
  eventId: null,
  timeslotId: null,
  tourSlotId: null,
  day: null,
  persons: 0,
  tours: 0,
  quantity: 0,
} as const;

/** SPEC §7: `totalPrice`, when sent, is what the visitor saw; a different server price is PRICE_CHANGED. */
export function checkTotal(item: { totalPrice?: number | undefined }, amount: number, index: number): void {
  if (item.totalPrice !== undefined && item.totalPrice !== amount)
    throw refuse('PRICE_CHANGED', index, { price: amount });
}
