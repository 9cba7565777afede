import type { CartItem } from '@museum/shared/wire';
import type { Shop } from '../context.ts';
import { immediate } from '../db/open.ts';
import { addDays } from '../lib/clock.ts';
import type { ErrorBody } from '../lib/http.ts';
import { ApiError, cartGone, fieldError, forbidden, orderNotAvailable, unprocessable } from '../lib/http.ts';
import { randomId } from '../lib/ids.ts';
import { outbox } from './outbox.ts';
import type { PricedCart } from './pricing/index.ts';
import { cartPricer } from './pricing/index.ts';

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
}

export interface BookingResult {
  booking_id: string;
  has_tickets: boolean;
}

/** The cart of a payment can be booked now for exactly the approved amount, or why not. */
type Bookable = { ok: true; priced: PricedCart | null } | { ok: false; reason: Record<string, unknown> };

/** What a booking attempt ends in; errors are thrown after the transaction, so a refund mark is kept. */
type Attempt = { booked: BookingResult } | { error: ApiError };

const reasonOf = (error: unknown): Record<string, unknown> => {
  if (error instanceof ApiError && 'error' in error.body && typeof error.body.error === 'string')
    return { ...error.body };
  throw error;
};

/**
 * Carts handed to payment, the simulated payment, and the booking. Booking is one BEGIN IMMEDIATE
 * transaction that re-prices the cart against current capacity, so concurrent payments for the last places
 * cannot oversell; it books only for the amount the payment was approved for, and it is idempotent per
 * cart: a repeated call answers the same booking (or the same refund).
 */
export function bookingService(shop: Shop) {
  const { db } = shop;
  const priceCart = cartPricer(shop);
  const mail = outbox(db);
  const q = {
    cart: db.prepare('SELECT * FROM carts WHERE id = ?'),
    insertCart: db.prepare(`
      INSERT INTO carts (id, customer_id, payart, aux, items, country, order_id, total, status, created_at, expires_at)
      VALUES (@id, @customer, @payart, @aux, @items, @country, @order, @total, 'open', @created, @expires)`),
    insertPayment: db.prepare(`
      INSERT INTO payments (id, cart_id, secret, amount, status, continue_url, cancel_url, created_at)
      VALUES (@id, @cartId, @secret, @amount, 'pending', @continueUrl, @cancelUrl, @created)`),
    payment: db.prepare('SELECT * FROM payments WHERE id = ?'),
    paymentOfCart: db.prepare('SELECT * FROM payments WHERE cart_id = ? AND secret = ?'),
    paymentsOfCart: db.prepare('SELECT status FROM payments WHERE cart_id = ?'),
    decide: db.prepare(
      "UPDATE payments SET status = @status, reason = @reason WHERE id = @id AND status = 'pending'",
    ),
    refund: db.prepare(
      "UPDATE payments SET status = 'refund', reason = ? WHERE id = ? AND status = 'approved'",
    ),
    cancelPayments: db.prepare(
      "UPDATE payments SET status = 'canceled' WHERE cart_id = ? AND status = 'pending'",
    ),
    /** Approved payments of carts that expired unbooked: nobody can book them anymore. */
    refundExpired: db.prepare(`
      UPDATE payments SET status = 'refund', reason = '{"error":"CART_GONE"}'
      WHERE status = 'approved' AND cart_id IN (SELECT id FROM carts WHERE status = 'open' AND expires_at < ?)`),
    approvedForOrder: db.prepare(`
      SELECT 1 FROM payments p JOIN carts c ON c.id = p.cart_id
      WHERE c.order_id = ? AND p.status = 'approved' AND p.id <> ?`),
    extendCart: db.prepare('UPDATE carts SET expires_at = MAX(expires_at, ?) WHERE id = ?'),
    setCart: db.prepare('UPDATE carts SET status = ?, booking_id = ? WHERE id = ?'),
    booking: db.prepare('SELECT * FROM bookings WHERE id = ?'),
    order: db.prepare('SELECT * FROM bookings WHERE public_id = ?'),
    orderById: db.prepare('SELECT * FROM bookings WHERE id = ?'),
    insertBooking: db.prepare(`
      INSERT INTO bookings (public_id, cart_id, customer_id, customer, status, total, shipping, has_tickets, created_at)
      VALUES (@publicId, @cartId, @customerId, @customer, 'paid', @total, @shipping, @hasTickets, @created)`),
    payOrder: db.prepare(
      "UPDATE bookings SET status = 'paid', cart_id = ?, customer_id = COALESCE(customer_id, ?) WHERE id = ? AND status = 'reserved'",
    ),
    insertLine: db.prepare(`
      INSERT INTO booking_lines (booking_id, kind, ref_id, event_id, timeslot_id, tour_slot_id, day, persons, tours, quantity, amount, detail)
      VALUES (@bookingId, @kind, @refId, @eventId, @timeslotId, @tourSlotId, @day, @persons, @tours, @quantity, @amount, @detail)`),
    reserve: db.prepare('INSERT INTO voucher_redemptions (code_id, cart_id, amount) VALUES (?, ?, ?)'),
    reserved: db.prepare(
      'SELECT code_id, amount FROM voucher_redemptions WHERE cart_id = ? AND booking_id IS NULL',
    ),
    dropReservations: db.prepare('DELETE FROM voucher_redemptions WHERE cart_id = ? AND booking_id IS NULL'),
    redeem: db.prepare(
      'INSERT INTO voucher_redemptions (code_id, booking_id, cart_id, amount) VALUES (?, ?, ?, ?)',
    ),
    issueCode: db.prepare(
      'INSERT INTO voucher_codes (barcode, name, amount, valid_from, valid_to, booking_id) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    voucherName: db.prepare('SELECT name FROM vouchers WHERE id = ?'),
    customer: db.prepare('SELECT * FROM customers WHERE id = ?'),
  };

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
  }

  function insertCartAndPayment(
    values: Opening & { items: CartItem[]; country: string | null; orderId: number | null; total: number },
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
      created,
    });
    return { cartId, paymentId };
  }

  /**
   * initPayment: price the cart, and open it with a payment for that total. The value its voucher codes
   * give is reserved for it until it is booked, cancelled or expires (issue 9: two carts spent one code).
   * One transaction, so that two processes cannot reserve the same value.
   */
  function openCart(values: Opening & { items: CartItem[]; country: string | null }) {
    return immediate(db, () => {
      const priced = priceCart(values.items, values.country);
      const opened = insertCartAndPayment({ ...values, orderId: null, total: priced.total });
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
  function approve(paymentId: string): PaymentRow['status'] {
    return immediate(db, () => {
      const payment = q.payment.get(paymentId) as PaymentRow;
      if (payment.status !== 'pending') return payment.status;
      const cart = cartRow(payment.cart_id) as CartRow;
      const check: Bookable = isGone(cart)
        ? { ok: false, reason: { error: 'CART_GONE' } }
        : bookable(cart, payment);
      if (!check.ok) {
        q.decide.run({ id: paymentId, status: 'failed', reason: JSON.stringify(check.reason) });
        return 'failed';
      }
      q.decide.run({ id: paymentId, status: 'approved', reason: null });
      q.extendCart.run(shop.nowSeconds() + shop.cartTtlSeconds, cart.id);
      return 'approved';
    });
  }

  function writeBooking(cart: CartRow, priced: PricedCart): number {
    const customer = cart.customer_id
      ? (q.customer.get(cart.customer_id) as { email: string; fname: string; lname: string } | undefined)
      : undefined;
    const created = shop.now();
    const bookingId = Number(
      q.insertBooking.run({
        publicId: `B${randomId(11).toUpperCase()}`,
        cartId: cart.id,
        customerId: cart.customer_id,
        customer: customer
          ? JSON.stringify({ email: customer.email, fname: customer.fname, lname: customer.lname })
          : null,
        total: priced.total,
        shipping: priced.shipping,
        hasTickets: priced.hasTickets ? 1 : 0,
        created,
      }).lastInsertRowid,
    );
    const issued: string[] = [];
    for (const line of priced.lines) {
      q.insertLine.run({ ...line, bookingId, detail: JSON.stringify(line.detail) });
      if (line.kind === 'voucher')
        issued.push(...issueCodes(line.refId, line.quantity, line.detail, bookingId));
    }
    // The reservation becomes the redemption: the amounts the cart was approved with.
    q.dropReservations.run(cart.id);
    for (const r of priced.redemptions) q.redeem.run(r.codeId, bookingId, cart.id, r.amount);
    if (customer) {
      const publicId = (q.booking.get(bookingId) as { public_id: string }).public_id;
      mail.send(
        customer.email,
        `Museum Lindenhof – ${publicId}`,
        [
          `Booking ${publicId}`,
          `Total: ${(priced.total / 100).toFixed(2)} EUR`,
          ...issued.map((c) => `Voucher code: ${c}`),
        ].join('\n'),
        created,
      );
    }
    return bookingId;
  }

  /** A bought voucher becomes codes worth its price, valid for three years (at most 50 per cart). */
  function issueCodes(
    voucherId: number | null,
    quantity: number,
    detail: Record<string, unknown>,
    bookingId: number,
  ) {
    const name = (q.voucherName.get(voucherId) as { name: string }).name;
    const price = Number(detail.price);
    const codes: string[] = [];
    for (let i = 0; i < quantity; i += 1) {
      const barcode = `LH-${randomId(10).toUpperCase()}`;
      q.issueCode.run(
        barcode,
        name,
        price,
        `${shop.today()} 00:00:00`,
        `${addDays(shop.today(), 3 * 365)} 23:59:59`,
        bookingId,
      );
      codes.push(barcode);
    }
    return codes;
  }

  /** An approved payment that cannot be booked: marked for refund, the cart released, the reason answered. */
  function markRefund(cart: CartRow, payment: PaymentRow, reason: Record<string, unknown>): Attempt {
    q.refund.run(JSON.stringify(reason), payment.id);
    q.setCart.run('cancelled', null, cart.id);
    return { error: refunded(reason) };
  }

  const refunded = (reason: Record<string, unknown>) => {
    const { error, ...details } = reason;
    return new ApiError(422, { error: 'PAYMENT_REFUNDED', reason: error, ...details } as ErrorBody);
  };

  /** Why a payment that is not approved cannot be booked. */
  function notApproved(cart: CartRow, payment: PaymentRow): ApiError {
    if (isGone(cart)) return cartGone();
    const reason = payment.reason ? (JSON.parse(payment.reason) as Record<string, unknown>) : null;
    const because = reason ? { reason: reason.error, ...omitError(reason) } : {};
    if (payment.status === 'failed') return unprocessable('PAYMENT_FAILED', because);
    if (payment.status === 'canceled') return unprocessable('PAYMENT_CANCELED');
    return unprocessable('PAYMENT_NOT_COMPLETED');
  }

  function attempt(cartId: string, us: string, sessionUs: string): Attempt {
    const cart = cartRow(cartId) as CartRow;
    const payment = q.payment.get(us) as PaymentRow | undefined;
    if (!payment || payment.cart_id !== cart.id || payment.secret !== sessionUs)
      return { error: unprocessable('PAYMENT_UNVERIFIED') };
    if (payment.status === 'refund')
      return {
        error: refunded(JSON.parse(payment.reason ?? '{"error":"CART_GONE"}') as Record<string, unknown>),
      };
    if (cart.status === 'booked' && cart.booking_id != null) return { booked: resultOf(cart.booking_id) };
    if (payment.status !== 'approved') return { error: notApproved(cart, payment) };
    if (isGone(cart)) return markRefund(cart, payment, { error: 'CART_GONE' });
    const check = bookable(cart, payment);
    if (!check.ok) return markRefund(cart, payment, check.reason);
    let bookingId: number;
    if (check.priced) {
      bookingId = writeBooking(cart, check.priced);
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
      if (proof.sessionUs) {
        if (!q.paymentOfCart.get(cartId, proof.sessionUs)) throw unprocessable('PAYMENT_UNVERIFIED');
      } else if (proof.customerId != null && cart.customer_id != null) {
        if (cart.customer_id !== proof.customerId) throw forbidden();
      } else {
        throw fieldError('sessionUs', 'FIELD_REQUIRED');
      }
      if (cart.status === 'booked') throw unprocessable('CART_ALREADY_BOOKED');
      const statuses = (q.paymentsOfCart.all(cartId) as Array<{ status: string }>).map((p) => p.status);
      if (statuses.includes('approved')) throw unprocessable('PAYMENT_ALREADY_APPROVED');
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
