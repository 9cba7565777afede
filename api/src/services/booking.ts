import type { CartItem } from '@museum/shared/wire';
import type { Shop } from '../context.ts';
import { immediate } from '../db/open.ts';
import { addDays } from '../lib/clock.ts';
import { ApiError, unprocessable } from '../lib/http.ts';
import { randomId } from '../lib/ids.ts';
import { outbox } from './outbox.ts';
import type { PricedCart } from './pricing.ts';
import { cartPricer } from './pricing.ts';

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
  status: 'pending' | 'approved' | 'failed' | 'canceled';
  continue_url: string;
  cancel_url: string;
}

export interface BookingResult {
  booking_id: string;
  has_tickets: boolean;
}

const gone = () => new ApiError(410, { error: 'CART_GONE' });

/**
 * Carts handed to payment, the simulated payment, and the booking. Booking is one BEGIN IMMEDIATE
 * transaction that re-prices the cart against current capacity, so concurrent payments for the
 * last places cannot oversell, and it is idempotent per cart: a repeated call answers the same
 * booking.
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
      INSERT INTO payments (id, cart_id, secret, status, continue_url, cancel_url, created_at)
      VALUES (?, ?, ?, 'pending', ?, ?, ?)`),
    payment: db.prepare('SELECT * FROM payments WHERE id = ?'),
    setPayment: db.prepare("UPDATE payments SET status = ? WHERE id = ? AND status = 'pending'"),
    cancelPayments: db.prepare(
      "UPDATE payments SET status = 'canceled' WHERE cart_id = ? AND status = 'pending'",
    ),
    setCart: db.prepare('UPDATE carts SET status = ?, booking_id = ? WHERE id = ?'),
    booking: db.prepare('SELECT * FROM bookings WHERE id = ?'),
    order: db.prepare('SELECT * FROM bookings WHERE public_id = ?'),
    insertBooking: db.prepare(`
      INSERT INTO bookings (public_id, cart_id, customer_id, customer, status, total, shipping, has_tickets, created_at)
      VALUES (@publicId, @cartId, @customerId, @customer, 'paid', @total, @shipping, @hasTickets, @created)`),
    payOrder: db.prepare(
      "UPDATE bookings SET status = 'paid', cart_id = ?, customer_id = COALESCE(customer_id, ?) WHERE id = ? AND status = 'reserved'",
    ),
    insertLine: db.prepare(`
      INSERT INTO booking_lines (booking_id, kind, ref_id, event_id, timeslot_id, tour_slot_id, day, persons, tours, quantity, amount, detail)
      VALUES (@bookingId, @kind, @refId, @eventId, @timeslotId, @tourSlotId, @day, @persons, @tours, @quantity, @amount, @detail)`),
    redeem: db.prepare('INSERT INTO voucher_redemptions (code_id, booking_id, amount) VALUES (?, ?, ?)'),
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

  function openCart(values: {
    customerId: number | null;
    payart: number;
    aux: unknown;
    items: CartItem[];
    country: string | null;
    orderId: number | null;
    total: number;
    continueUrl: string;
    cancelUrl: string;
  }): { cartId: string; paymentId: string } {
    const cartId = randomId(12);
    const paymentId = randomId(24);
    const created = shop.nowSeconds();
    db.transaction(() => {
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
      q.insertPayment.run(paymentId, cartId, randomId(16), values.continueUrl, values.cancelUrl, created);
    })();
    return { cartId, paymentId };
  }

  /** The approved payment of a cart, or the reason it cannot be booked. */
  function verifiedPayment(cart: CartRow, us: string, sessionUs: string): PaymentRow {
    const payment = q.payment.get(us) as PaymentRow | undefined;
    if (!payment || payment.cart_id !== cart.id || payment.secret !== sessionUs)
      throw unprocessable('PAYMENT_UNVERIFIED');
    if (payment.status === 'failed') throw unprocessable('PAYMENT_FAILED');
    if (payment.status === 'canceled') throw unprocessable('PAYMENT_CANCELED');
    if (payment.status !== 'approved') throw unprocessable('PAYMENT_NOT_COMPLETED');
    return payment;
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
      if (line.kind === 'voucher') {
        // A bought voucher becomes codes worth its price, valid for three years.
        const name = (q.voucherName.get(line.refId) as { name: string }).name;
        const price = Number(line.detail.price);
        for (let i = 0; i < line.quantity; i += 1) {
          const barcode = `LH-${randomId(10).toUpperCase()}`;
          q.issueCode.run(
            barcode,
            name,
            price,
            `${shop.today()} 00:00:00`,
            `${addDays(shop.today(), 3 * 365)} 23:59:59`,
            bookingId,
          );
          issued.push(barcode);
        }
      }
    }
    for (const r of priced.redemptions) q.redeem.run(r.codeId, bookingId, r.amount);
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

  /** execPayment: book the cart once its payment is approved. */
  function book(cartId: string, us: string, sessionUs: string, customerId: number | null): BookingResult {
    const precheck = q.cart.get(cartId) as CartRow | undefined;
    if (!precheck) throw gone();
    if (precheck.customer_id != null && customerId != null && precheck.customer_id !== customerId)
      throw new ApiError(403, { error: 'FORBIDDEN' });
    return immediate(db, () => {
      // Read again under the write lock: a concurrent request may have booked or cancelled it.
      const cart = q.cart.get(cartId) as CartRow;
      if (cart.status === 'booked' && cart.booking_id != null) {
        verifiedPayment(cart, us, sessionUs);
        return resultOf(cart.booking_id);
      }
      if (cart.status === 'cancelled' || cart.expires_at < shop.nowSeconds()) throw gone();
      verifiedPayment(cart, us, sessionUs);
      let bookingId: number;
      if (cart.order_id != null) {
        const paid = q.payOrder.run(cartId, cart.customer_id, cart.order_id);
        if (paid.changes !== 1) throw new ApiError(406, { error: 'ORDER_NOT_AVAILABLE' });
        bookingId = cart.order_id;
      } else {
        bookingId = writeBooking(cart, priceCart(JSON.parse(cart.items) as CartItem[], cart.country));
      }
      q.setCart.run('booked', bookingId, cartId);
      return resultOf(bookingId);
    });
  }

  function cancel(cartId: string): void {
    const cart = q.cart.get(cartId) as CartRow | undefined;
    if (!cart) throw gone();
    if (cart.status === 'booked') throw unprocessable('CART_ALREADY_BOOKED');
    db.transaction(() => {
      q.setCart.run('cancelled', null, cartId);
      q.cancelPayments.run(cartId);
    })();
  }

  return {
    priceCart,
    openCart,
    book,
    cancel,
    payment: (id: string) => q.payment.get(id) as PaymentRow | undefined,
    cart: (id: string) => q.cart.get(id) as CartRow | undefined,
    /** The simulator's decision; only a pending payment can change. */
    decide: (paymentId: string, status: 'approved' | 'failed' | 'canceled') =>
      q.setPayment.run(status, paymentId).changes === 1,
    order: (publicId: string) =>
      q.order.get(publicId) as
        | { id: number; public_id: string; status: string; total: number; created_at: string }
        | undefined,
  };
}
export type BookingService = ReturnType<typeof bookingService>;
