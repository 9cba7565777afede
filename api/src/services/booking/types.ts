import type { RuleErrorCode, StatusErrorCode } from '@museum/shared/wire';
import { ApiError } from '../../lib/http.ts';
import type { PricedCart } from '../pricing/index.ts';

export interface CartRow {
  id: string;
  customer_id: number | null;
  payart: number;
  items: string;
  country: string | null;
  order_id: number | null;
  total: number;
  status: 'open' | 'cancelled' | 'booked';
  booking_id: number | null;
  expires_at: number;
}

export interface PaymentRow {
  id: string;
  cart_id: string;
  secret: string;
  /** What the visitor approves: the cart's total at initPayment (or the order's total). */
  amount: number;
  status: 'pending' | 'approved' | 'failed' | 'canceled' | 'refund';
  /** Why a payment failed at approval or is marked for refund: the refusal `{error, …}` as JSON. */
  reason: string | null;
  continue_url: string;
  cancel_url: string;
  /** SPEC §7: what the provider is shown, the ProviderCart as JSON (services/pricing/provider-cart.ts). */
  provider_cart: string | null;
  /** Who paid, as the provider hands it back, for a cart without a customer (services/payer.ts, JSON). */
  payer: string | null;
}

export interface BookingResult {
  booking_id: string;
  has_tickets: boolean;
}

/** Why a payment fails at approval or is refunded: a documented code and its details. */
export type Refusal = { error: RuleErrorCode | StatusErrorCode; [detail: string]: unknown };

/** The cart of a payment can be booked now for exactly the approved amount, or why not. */
export type Bookable = { ok: true; priced: PricedCart | null } | { ok: false; reason: Refusal };

/** What a booking attempt ends in; errors are thrown after the transaction, so a refund mark is kept. */
export type Attempt = { booked: BookingResult } | { error: ApiError };

/** The refusal of a pricing error (a 422 with a code); anything else is a bug and goes on. */
export const reasonOf = (error: unknown): Refusal => {
  if (error instanceof ApiError && 'error' in error.body && typeof error.body.error === 'string')
    return { ...error.body, error: error.body.error };
  throw error;
};
