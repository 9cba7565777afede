import type { Db } from '../db/open.ts';

/**
 * Free places and stock, always derived: capacity minus the lines of bookings that hold places
 * (paid sales and reserved museum orders; cancelled ones release them). Nothing here is cached,
 * so the booking transaction sees exactly what it is about to change.
 */
const HOLDING = "b.status IN ('paid', 'reserved')";

export interface SlotAvailability {
  id: number;
  ticket_id: number | null;
  start: string;
  end: string;
  capacity: number;
  remaining: number;
}

export interface TourSlotAvailability {
  id: number;
  start: string;
  tours: number;
  persons: number;
  toursBooked: number;
}

export function availability(db: Db) {
  const slotsBetween = db.prepare(`
    SELECT t.id, t.ticket_id, t.start, t.end, t.capacity,
      t.capacity - COALESCE((SELECT SUM(bl.persons) FROM booking_lines bl JOIN bookings b ON b.id = bl.booking_id
                             WHERE bl.timeslot_id = t.id AND ${HOLDING}), 0) AS remaining
    FROM timeslots t
    WHERE t.event_id = ? AND t.start >= ? AND t.start < ?
    ORDER BY t.start, t.id`);
  const slotById = db.prepare(`
    SELECT t.id, t.ticket_id, t.event_id, t.start, t.end, t.capacity,
      t.capacity - COALESCE((SELECT SUM(bl.persons) FROM booking_lines bl JOIN bookings b ON b.id = bl.booking_id
                             WHERE bl.timeslot_id = t.id AND ${HOLDING}), 0) AS remaining
    FROM timeslots t WHERE t.id = ?`);
  const dayBooked = db.prepare(`
    SELECT COALESCE(SUM(bl.persons), 0) AS booked FROM booking_lines bl JOIN bookings b ON b.id = bl.booking_id
    WHERE bl.event_id = ? AND bl.day = ? AND bl.kind = 'dayticket' AND ${HOLDING}`);
  const dayBookedBetween = db.prepare(`
    SELECT bl.day AS day, SUM(bl.persons) AS booked FROM booking_lines bl JOIN bookings b ON b.id = bl.booking_id
    WHERE bl.event_id = ? AND bl.day >= ? AND bl.day <= ? AND bl.kind = 'dayticket' AND ${HOLDING}
    GROUP BY bl.day`);
  const tourSlotsBetween = db.prepare(`
    SELECT s.id, s.start, s.tours,
      COALESCE((SELECT SUM(bl.persons) FROM booking_lines bl JOIN bookings b ON b.id = bl.booking_id
                WHERE bl.tour_slot_id = s.id AND ${HOLDING}), 0) AS persons,
      COALESCE((SELECT SUM(bl.tours) FROM booking_lines bl JOIN bookings b ON b.id = bl.booking_id
                WHERE bl.tour_slot_id = s.id AND ${HOLDING}), 0) AS toursBooked
    FROM tour_slots s
    WHERE s.tour_id = ? AND s.start >= ? AND s.start < ?
    ORDER BY s.start, s.id`);
  const merchandiseSold = db.prepare(`
    SELECT COALESCE(SUM(bl.quantity), 0) AS sold FROM booking_lines bl JOIN bookings b ON b.id = bl.booking_id
    WHERE bl.kind IN ('merchandise', 'annualPass') AND bl.ref_id = ? AND ${HOLDING}`);
  // Spent: by a booking that holds (or outside the shop). Reserved: by a cart in payment, from initPayment
  // until it is booked, cancelled, expired, or its payment failed or was cancelled.
  const voucherTaken = db.prepare(`
    SELECT
      COALESCE(SUM(CASE WHEN r.booking_id IS NOT NULL AND ${HOLDING} THEN r.amount
                        WHEN r.booking_id IS NULL AND r.cart_id IS NULL THEN r.amount END), 0) AS spent,
      COALESCE(SUM(CASE WHEN r.booking_id IS NULL AND c.status = 'open' AND c.expires_at >= @now
                         AND EXISTS (SELECT 1 FROM payments p WHERE p.cart_id = c.id AND p.status IN ('pending', 'approved'))
                        THEN r.amount END), 0) AS reserved
    FROM voucher_redemptions r
    LEFT JOIN bookings b ON b.id = r.booking_id
    LEFT JOIN carts c ON c.id = r.cart_id
    WHERE r.code_id = @code`);

  return {
    /** Event slots starting in [from, to) (datetimes or dates). */
    slots: (eventId: number, from: string, to: string) =>
      slotsBetween.all(eventId, from, to) as SlotAvailability[],
    slot: (id: number) => slotById.get(id) as (SlotAvailability & { event_id: number }) | undefined,
    dayBooked: (eventId: number, day: string) => (dayBooked.get(eventId, day) as { booked: number }).booked,
    dayBookedBetween: (eventId: number, from: string, to: string) =>
      new Map(
        (dayBookedBetween.all(eventId, from, to) as Array<{ day: string; booked: number }>).map((r) => [
          r.day,
          r.booked,
        ]),
      ),
    tourSlots: (tourId: number, from: string, to: string) =>
      tourSlotsBetween.all(tourId, from, to) as TourSlotAvailability[],
    merchandiseSold: (id: number) => (merchandiseSold.get(id) as { sold: number }).sold,
    /** Value of a code spent by bookings, and reserved by carts in payment at `nowSeconds`. */
    voucherTaken: (codeId: number, nowSeconds: number) =>
      voucherTaken.get({ code: codeId, now: nowSeconds }) as { spent: number; reserved: number },
  };
}
export type Availability = ReturnType<typeof availability>;
