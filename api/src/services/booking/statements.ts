import type { Db } from '../../db/open.ts';

/** The prepared statements of carts, payments and bookings, built once per app. */
export function bookingStatements(db: Db) {
  return {
    cart: db.prepare('SELECT * FROM carts WHERE id = ?'),
    insertCart: db.prepare(`
      INSERT INTO carts (id, customer_id, payart, aux, items, country, order_id, total, status, created_at, expires_at)
      VALUES (@id, @customer, @payart, @aux, @items, @country, @order, @total, 'open', @created, @expires)`),
    insertPayment: db.prepare(`
      INSERT INTO payments (id, cart_id, secret, amount, status, continue_url, cancel_url, provider_cart, created_at)
      VALUES (@id, @cartId, @secret, @amount, 'pending', @continueUrl, @cancelUrl, @providerCart, @created)`),
    payment: db.prepare('SELECT * FROM payments WHERE id = ?'),
    paymentsOfCart: db.prepare('SELECT status, secret FROM payments WHERE cart_id = ?'),
    decide: db.prepare(
      "UPDATE payments SET status = @status, reason = @reason WHERE id = @id AND status = 'pending'",
    ),
    setPayer: db.prepare('UPDATE payments SET payer = ? WHERE id = ?'),
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
    /** Open carts that reserve a voucher code and whose payment is only pending (none approved or refunded). */
    waitingCartsOfCode: db.prepare(`
      SELECT c.id FROM carts c
      WHERE c.status = 'open' AND c.id IN (
        SELECT r.cart_id FROM voucher_redemptions r JOIN voucher_codes v ON v.id = r.code_id
        WHERE v.barcode = ? COLLATE NOCASE AND r.booking_id IS NULL AND r.cart_id IS NOT NULL)
      AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.cart_id = c.id AND p.status IN ('approved', 'refund'))`),
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
}
export type BookingStatements = ReturnType<typeof bookingStatements>;
