import type { CartItem } from '@museum/shared/wire';
import type { Shop } from '../../context.ts';
import { immediate } from '../../db/open.ts';
import {
  ApiError,
  cartGone,
  fieldError,
  forbidden,
  orderNotAvailable,
  unprocessable,
} from '../../lib/http.ts';
import type { Lang } from '../../lib/i18n.ts';
import { randomId, sameSecret } from '../../lib/ids.ts';
import { needsPayer, type Payer, payerOf } from '../payer.ts';
import { cartPricer, type PricedCart } from '../pricing/index.ts';
import { orderProviderCart, type ProviderCart, providerCart } from '../pricing/provider-cart.ts';
import { bookingStatements } from './statements.ts';
import type { Attempt, Bookable, BookingResult, CartRow, PaymentRow, Refusal } from './types.ts';
import { reasonOf } from './types.ts';
import { bookingWriter } from './write.ts';

export type { BookingResult, CartRow, PaymentRow } from './types.ts';

/**
 * Carts handed to payment, the simulated payment, and the booking. Booking is one BEGIN IMMEDIATE
 * transaction that re-prices the cart against current capacity, so concurrent payments for the last places
 * cannot oversell; it books only for the amount the payment was approved for, and it is idempotent per
 * cart: a repeated call answers the same booking (or the same refund).
 */
export function bookingService(shop: Shop) {
  const { db } = shop;
  const priceCart = cartPricer(shop);
  const q = bookingStatements(db);
  const writeBooking = bookingWriter(shop, q);

  const resultOf = (bookingId: number): BookingResult => {
    const row = q.booking.get(bookingId) as { public_id: string; has_tickets: number };
    return { booking_id: row.public_id, has_tickets: row.has_tickets === 1 };
  };
  const cartRow = (id: string) => q.cart.get(id) as CartRow | undefined;
  const isGone = (cart: CartRow) => cart.status === 'cancelled' || cart.expires_at < shop.nowSeconds();

  interface Opening {
    customerId: number | null;
    payart: number;
    aux: unknown;
    continueUrl: string;
    cancelUrl: string;
    /** The language of the request: the provider's cart names the items in it. */
    lang: Lang;
  }

  function insertCartAndPayment(
    values: Opening & {
      items: CartItem[];
      country: string | null;
      orderId: number | null;
      total: number;
      providerCart: ProviderCart;
    },
  ): { cartId: string; paymentId: string } {
    const cartId = randomId(12);
    const paymentId = randomId(24);
    const created = shop.nowSeconds();
    q.refundExpired.run(created);
    q.insertCart.run({
      id: cartId,
      customer: values.customerId,
      payart: values.payart,
      aux: JSON.stringify(values.aux ?? {}),
      items: JSON.stringify(values.items),
      country: values.country,
      order: values.orderId,
      total: values.total,
      created,
      expires: created + shop.cartTtlSeconds,
    });
    q.insertPayment.run({
      id: paymentId,
      cartId,
      secret: randomId(16),
      amount: values.total,
      continueUrl: values.continueUrl,
      cancelUrl: values.cancelUrl,
      providerCart: JSON.stringify(values.providerCart),
      created,
    });
    return { cartId, paymentId };
  }

  /** Cancels the carts that hold part of a code and only wait for their payment; answers whether there were any. */
  function releaseWaitingCarts(barcode: string): boolean {
    const waiting = q.waitingCartsOfCode.all(barcode.trim()) as Array<{ id: string }>;
    for (const { id } of waiting) {
      q.setCart.run('cancelled', null, id);
      q.cancelPayments.run(id);
    }
    return waiting.length > 0;
  }

  /**
   * The cart priced; where a voucher code falls short of it because carts that only wait for their payment hold
   * part of the code (or all of it: VOUCHER_RESERVED), those carts give it back and the cart is priced again.
   * The visitor who went Back from the payment page (nothing tells the API) is otherwise refused their own
   * code, or given less of it, until the old cart expires. Whoever holds a code may spend it, so this gives no
   * one more; a cart whose payment is approved keeps its part, and carts disturb no one while the code
   * covers them all.
   */
  function priceTakingBackCodes(items: CartItem[], country: string | null): PricedCart {
    let priced: PricedCart | null = null;
    // Each round takes back the one code refused, so at most one round per item.
    for (let round = 0; priced === null; round += 1) {
      try {
        priced = priceCart(items, country);
      } catch (error) {
        if (!(error instanceof ApiError && error.message === 'VOUCHER_RESERVED') || round >= items.length)
          throw error;
        const refused = items[Number((error.body as { item?: unknown }).item)];
        // Released only if some cart waits: else the refusal stands (an approved payment holds the code).
        if (refused?.type !== 'voucherCode' || !releaseWaitingCarts(refused.barcode)) throw error;
      }
    }
    // A code used up while something is left to pay may have been short of what waiting carts hold.
    const usedUp = priced.lines.flatMap((line) =>
      line.kind === 'voucherCode' && line.detail.remaining === 0 ? [String(line.detail.barcode)] : [],
    );
    if (priced.total === 0 || usedUp.length === 0) return priced;
    return usedUp.map(releaseWaitingCarts).some(Boolean) ? priceCart(items, country) : priced;
  }

  /**
   * initPayment: price the cart, and open it with a payment for that total. The value its voucher codes
   * give is reserved for it until it is booked, cancelled or expires (issue 9: two carts spent one code).
   * One transaction, so that two processes cannot reserve the same value.
   */
  function openCart(values: Opening & { items: CartItem[]; country: string | null }) {
    return immediate(db, () => {
      const priced = priceTakingBackCodes(values.items, values.country);
      const opened = insertCartAndPayment({
        ...values,
        orderId: null,
        total: priced.total,
        providerCart: providerCart(priced, values.lang),
      });
      for (const r of priced.redemptions) q.reserve.run(r.codeId, opened.cartId, r.amount);
      return { ...opened, total: priced.total };
    });
  }

  /** initPaymentOrder: a payment for a museum order's total, unless one is approved already. */
  function openOrderPayment(publicId: string, values: Opening) {
    return immediate(db, () => {
      const order = q.order.get(publicId) as { id: number; status: string; total: number } | undefined;
      if (order?.status !== 'reserved') throw orderNotAvailable();
      if (q.approvedForOrder.get(order.id, '')) throw unprocessable('PAYMENT_ALREADY_APPROVED');
      return insertCartAndPayment({
        ...values,
        items: [],
        country: null,
        orderId: order.id,
        total: order.total,
        providerCart: orderProviderCart(publicId, order.total, values.lang),
      });
    });
  }

  const reservedBudget = (cartId: string) =>
    new Map(
      (q.reserved.all(cartId) as Array<{ code_id: number; amount: number }>).map((r) => [
        r.code_id,
        r.amount,
      ]),
    );

  /** Whether the payment's cart can be booked now, for exactly the amount of the payment. */
  function bookable(cart: CartRow, payment: PaymentRow): Bookable {
    if (cart.order_id != null) {
      const order = q.orderById.get(cart.order_id) as { status: string; total: number };
      if (order.status !== 'reserved') return { ok: false, reason: { error: 'ORDER_NOT_AVAILABLE' } };
      if (q.approvedForOrder.get(cart.order_id, payment.id))
        return { ok: false, reason: { error: 'PAYMENT_ALREADY_APPROVED' } };
      if (order.total !== payment.amount)
        return {
          ok: false,
          reason: { error: 'PAYMENT_AMOUNT_MISMATCH', paid: payment.amount, total: order.total },
        };
      return { ok: true, priced: null };
    }
    try {
      const items = JSON.parse(cart.items) as CartItem[];
      const priced = priceCart(items, cart.country, { kind: 'reserved', byCode: reservedBudget(cart.id) });
      if (priced.total !== payment.amount)
        return {
          ok: false,
          reason: { error: 'PAYMENT_AMOUNT_MISMATCH', paid: payment.amount, total: priced.total },
        };
      return { ok: true, priced };
    } catch (error) {
      return { ok: false, reason: reasonOf(error) };
    }
  }

  /**
   * The payment page's Approve. No payment is approved that cannot be booked right now (issue 9): a cart
   * gone, places or stock taken, a second payment for one order, or a total other than the amount make it
   * fail, with the reason. An approved cart stays payable for another TTL from approval.
   */
  function approve(paymentId: string, payer: Payer | null): PaymentRow['status'] {
    return immediate(db, () => {
      const payment = q.payment.get(paymentId) as PaymentRow;
      if (payment.status !== 'pending') return payment.status;
      const cart = cartRow(payment.cart_id) as CartRow;
      // The booking's mail and parcel need somewhere to go: the simulator asks, no caller may skip it.
      if (needsPayer(cart) && !payer)
        throw new Error('a payment of a cart without a customer is approved with its payer');
      const check: Bookable = isGone(cart)
        ? { ok: false, reason: { error: 'CART_GONE' } }
        : bookable(cart, payment);
      if (!check.ok) {
        q.decide.run({ id: paymentId, status: 'failed', reason: JSON.stringify(check.reason) });
        return 'failed';
      }
      q.decide.run({ id: paymentId, status: 'approved', reason: null });
      // A cart with a customer (or a museum order's) is booked to its customer, whatever a caller sends.
      if (payer && needsPayer(cart)) q.setPayer.run(JSON.stringify(payer), paymentId);
      q.extendCart.run(shop.nowSeconds() + shop.cartTtlSeconds, cart.id);
      return 'approved';
    });
  }

  /** An approved payment that cannot be booked: marked for refund, the cart released, the reason answered. */
  function markRefund(cart: CartRow, payment: PaymentRow, reason: Refusal): Attempt {
    q.refund.run(JSON.stringify(reason), payment.id);
    q.setCart.run('cancelled', null, cart.id);
    return { error: refunded(reason) };
  }

  const refunded = (reason: Refusal) => {
    const { error, ...details } = reason;
    return new ApiError(422, { error: 'PAYMENT_REFUNDED', reason: error, ...details });
  };

  /** Why a payment that is not approved cannot be booked. */
  function notApproved(cart: CartRow, payment: PaymentRow): ApiError {
    if (isGone(cart)) return cartGone();
    const reason = payment.reason ? (JSON.parse(payment.reason) as Refusal) : null;
    const because = reason ? { reason: reason.error, ...omitError(reason) } : {};
    if (payment.status === 'failed') return unprocessable('PAYMENT_FAILED', because);
    if (payment.status === 'canceled') return unprocessable('PAYMENT_CANCELED');
    return unprocessable('PAYMENT_NOT_COMPLETED');
  }

  function attempt(cartId: string, us: string, sessionUs: string): Attempt {
    const cart = cartRow(cartId) as CartRow;
    const payment = q.payment.get(us) as PaymentRow | undefined;
    if (!payment || payment.cart_id !== cart.id || !sameSecret(sessionUs, payment.secret))
      return { error: unprocessable('PAYMENT_UNVERIFIED') };
    if (payment.status === 'refund')
      return {
        error: refunded(JSON.parse(payment.reason ?? '{"error":"CART_GONE"}') as Refusal),
      };
    if (cart.status === 'booked' && cart.booking_id != null) return { booked: resultOf(cart.booking_id) };
    if (payment.status !== 'approved') return { error: notApproved(cart, payment) };
    if (isGone(cart)) return markRefund(cart, payment, { error: 'CART_GONE' });
    const check = bookable(cart, payment);
    if (!check.ok) return markRefund(cart, payment, check.reason);
    let bookingId: number;
    if (check.priced) {
      bookingId = writeBooking(cart, check.priced, payerOf(payment));
    } else {
      q.payOrder.run(cartId, cart.customer_id, cart.order_id);
      bookingId = cart.order_id as number;
    }
    q.setCart.run('booked', bookingId, cartId);
    return { booked: resultOf(bookingId) };
  }

  /** execPayment: book the cart once its payment is approved, for exactly the approved amount. */
  function book(cartId: string, us: string, sessionUs: string, customerId: number | null): BookingResult {
    const precheck = cartRow(cartId);
    if (!precheck) throw cartGone();
    if (precheck.customer_id != null && customerId != null && precheck.customer_id !== customerId)
      throw forbidden();
    // Under the write lock: a concurrent request may have booked or cancelled it.
    const result = immediate(db, () => attempt(cartId, us, sessionUs));
    if ('error' in result) throw result.error;
    return result.booked;
  }

  /**
   * checkout/cancel: only the cart's owner, proven by the payment secret (`sessionUs`, any cart) or by the
   * JWT of the customer who opened it; never a booked cart or one whose payment is approved.
   */
  function cancel(
    cartId: string,
    proof: { sessionUs?: string | undefined; customerId: number | null },
  ): void {
    immediate(db, () => {
      const cart = cartRow(cartId);
      if (!cart) throw cartGone();
      const payments = q.paymentsOfCart.all(cartId) as Array<Pick<PaymentRow, 'status' | 'secret'>>;
      if (proof.sessionUs) {
        const { sessionUs } = proof;
        if (!payments.some((p) => sameSecret(sessionUs, p.secret))) throw unprocessable('PAYMENT_UNVERIFIED');
      } else if (proof.customerId != null && cart.customer_id != null) {
        if (cart.customer_id !== proof.customerId) throw forbidden();
      } else {
        throw fieldError('sessionUs', 'FIELD_REQUIRED');
      }
      if (cart.status === 'booked') throw unprocessable('CART_ALREADY_BOOKED');
      if (payments.some((p) => p.status === 'approved')) throw unprocessable('PAYMENT_ALREADY_APPROVED');
      q.setCart.run('cancelled', null, cartId);
      q.cancelPayments.run(cartId);
    });
  }

  return {
    priceCart,
    openCart,
    openOrderPayment,
    approve,
    book,
    cancel,
    payment: (id: string) => q.payment.get(id) as PaymentRow | undefined,
    cart: cartRow,
    /** The payment page's Cancel and Fail; only a pending payment changes. */
    decline: (paymentId: string, status: 'failed' | 'canceled') =>
      q.decide.run({ id: paymentId, status, reason: null }).changes === 1,
    order: (publicId: string) =>
      q.order.get(publicId) as
        | { id: number; public_id: string; status: string; total: number; created_at: string }
        | undefined,
  };
}
export type BookingService = ReturnType<typeof bookingService>;

function omitError(reason: Record<string, unknown>): Record<string, unknown> {
  const { error: _error, ...rest } = reason;
  return rest;
}
