import type { Db } from '../db/open.ts';
import { addDays } from '../lib/clock.ts';
import type { Lang } from '../lib/i18n.ts';
import { pick } from '../lib/i18n.ts';
import { displayName } from '../lib/text.ts';
import type { Availability, TourSlotAvailability } from './availability.ts';

export interface TourRow {
  id: number;
  name: string;
  event_name: string;
  description: string;
  lang: string;
  venue_id: number;
  venue_name: string;
  museum_id: number;
  max_participants: number;
  min_participants: number;
  single_ticketing: 0 | 1;
  book_complete_tour: 0 | 1;
  booking_without_tickets: 0 | 1;
  duration: number;
  image: string | null;
  sequence_no: number;
}

export interface TourPriceRow {
  id: number;
  name: string;
  price: number;
  vat_value: number;
  time: string | null;
  sequence_no: number;
}

export interface TourTicketRow {
  id: number;
  name: string;
  price: number;
  vat_value: number;
  sequence_no: number;
}

/** A component of a tour ticket (a family ticket's adults, its children). */
export interface TourSubticketRow {
  id: number;
  name: string;
  price: number;
  /** People of this kind one ticket holds; null: up to the tour's max_participants. */
  max_quantity: number | null;
}

export interface TourQuestionRow {
  id: number;
  type: 'radio' | 'select' | 'checkbox' | 'text' | 'textarea' | 'number';
  label: string;
  required: number;
  options: string;
}

/**
 * What is left of one tour slot. A tour booked complete without single ticketing consumes whole
 * groups (tours); every other tour consumes participants out of tours × max_participants.
 */
export interface SlotState {
  id: number;
  start: string;
  date: string;
  time: string;
  tickets: number;
  tours: number;
  soldout: boolean;
}

export function slotState(tour: TourRow, s: TourSlotAvailability, now: string): SlotState {
  const wholeGroups = tour.book_complete_tour === 1 && tour.single_ticketing === 0;
  const past = s.start <= now;
  const toursLeft = past ? 0 : Math.max(0, wholeGroups ? s.tours - s.toursBooked : s.tours);
  const tickets = past
    ? 0
    : Math.max(
        0,
        wholeGroups ? toursLeft * tour.max_participants : s.tours * tour.max_participants - s.persons,
      );
  return {
    id: s.id,
    start: s.start,
    date: s.start.slice(0, 10),
    time: s.start.slice(11, 16),
    tickets,
    tours: toursLeft,
    soldout: tickets <= 0 || (wholeGroups && toursLeft <= 0),
  };
}

export function tourCatalogue(db: Db, avail: Availability) {
  const select = `SELECT t.*, v.name AS venue_name FROM tours t JOIN venues v ON v.id = t.venue_id`;
  const tourById = db.prepare(`${select} WHERE t.id = ?`);
  const allTours = db.prepare(`${select} ORDER BY t.sequence_no = 0, t.sequence_no, t.id`);
  const groupsOf = db.prepare(`
    SELECT g.id, g.name FROM tour_groups tg JOIN custom_groups g ON g.id = tg.group_id
    WHERE tg.tour_id = ? ORDER BY g.sequence_no`);
  const categories = db.prepare(`
    SELECT DISTINCT g.id, g.name, g.sequence_no FROM custom_groups g JOIN tour_groups tg ON tg.group_id = g.id
    WHERE g.scope = 'tour' ORDER BY g.sequence_no`);
  const pricesOf = db.prepare('SELECT * FROM tour_prices WHERE tour_id = ? ORDER BY sequence_no, id');
  const ticketsOf = db.prepare('SELECT * FROM tour_tickets WHERE tour_id = ? ORDER BY sequence_no, id');
  const subticketsOf = db.prepare(
    'SELECT * FROM tour_subtickets WHERE tour_ticket_id = ? ORDER BY sequence_no, id',
  );
  const questionsOf = db.prepare('SELECT * FROM tour_questions WHERE tour_id = ? ORDER BY sequence_no, id');
  const slotAt = db.prepare('SELECT id FROM tour_slots WHERE tour_id = ? AND start = ?');
  const slotRange = db.prepare(
    'SELECT MIN(start) AS first, MAX(start) AS last FROM tour_slots WHERE tour_id = ? AND start > ?',
  );

  const slots = (tour: TourRow, from: string, to: string, now: string) =>
    avail.tourSlots(tour.id, from, to).map((s) => slotState(tour, s, now));

  const localisePrice = (p: TourPriceRow, lang: Lang) => ({
    id: p.id,
    name: pick(p.name, lang),
    price: p.price,
    vat_value: p.vat_value,
    sequence_no: p.sequence_no,
  });

  /** schedule["HH:mm"] for the bookable slots of a day. */
  function schedule(tour: TourRow, day: SlotState[], lang: Lang) {
    const prices = pricesOf.all(tour.id) as TourPriceRow[];
    const out: Record<
      string,
      { tours: number; priceList?: Record<string, ReturnType<typeof localisePrice>> }
    > = {};
    for (const s of day) {
      if (s.soldout) continue;
      const own = prices.filter((p) => p.time === s.time);
      out[s.time] = {
        tours: s.tours,
        ...(own.length > 0
          ? { priceList: Object.fromEntries(own.map((p) => [String(p.id), localisePrice(p, lang)])) }
          : {}),
      };
    }
    return out;
  }

  function localise(tour: TourRow, lang: Lang, day: SlotState[] = []) {
    const questions = questionsOf.all(tour.id) as TourQuestionRow[];
    return {
      id: tour.id,
      langIdentifier: tour.lang,
      langName: displayName('language', tour.lang.toLowerCase(), lang),
      museumId: tour.museum_id,
      venue: { id: tour.venue_id, name: pick(tour.venue_name, lang) },
      custom_groups: (groupsOf.all(tour.id) as Array<{ id: number; name: string }>).map((g) => ({
        id: g.id,
        name: pick(g.name, lang),
      })),
      name: pick(tour.name, lang),
      eventName: pick(tour.event_name, lang),
      description: pick(tour.description, lang),
      image: tour.image,
      duration: tour.duration,
      max_participants: tour.max_participants,
      min_participants: tour.min_participants,
      single_ticketing: tour.single_ticketing,
      book_complete_tour: tour.book_complete_tour,
      booking_without_tickets: tour.booking_without_tickets,
      sequence_no: tour.sequence_no,
      priceList: Object.fromEntries(
        (pricesOf.all(tour.id) as TourPriceRow[])
          .filter((p) => p.time == null)
          .map((p) => [String(p.id), localisePrice(p, lang)]),
      ),
      tickets: Object.fromEntries(
        (ticketsOf.all(tour.id) as TourTicketRow[]).map((t) => {
          const subs = subticketsOf.all(t.id) as TourSubticketRow[];
          return [
            String(t.id),
            {
              id: t.id,
              name: pick(t.name, lang),
              price: t.price,
              vat_value: t.vat_value,
              sequence_no: t.sequence_no,
              ...(subs.length > 0
                ? {
                    subtickets: subs.map((s) => ({
                      id: s.id,
                      name: pick(s.name, lang),
                      price: s.price,
                      ...(s.max_quantity != null ? { max_quantity: s.max_quantity } : {}),
                    })),
                  }
                : {}),
            },
          ];
        }),
      ),
      schedule: schedule(tour, day, lang),
      questions: questions.map((q) => {
        const options = JSON.parse(q.options) as
          | Array<{ id: number; label: Record<string, string> }>
          | { min?: number; max?: number };
        return {
          id: q.id,
          type: q.type,
          label: pick(q.label, lang),
          required: q.required === 1,
          options: Array.isArray(options)
            ? options.map((o) => ({ id: o.id, name: pick(o.label, lang) }))
            : [],
          ...(!Array.isArray(options) && options.min != null ? { min: options.min } : {}),
          ...(!Array.isArray(options) && options.max != null ? { max: options.max } : {}),
        };
      }),
    };
  }

  return {
    tour: (id: number) => tourById.get(id) as TourRow | undefined,
    tours: () => allTours.all() as TourRow[],
    categories: () => categories.all() as Array<{ id: number; name: string }>,
    prices: (tourId: number) => pricesOf.all(tourId) as TourPriceRow[],
    tickets: (tourId: number) => ticketsOf.all(tourId) as TourTicketRow[],
    subtickets: (ticketId: number) => subticketsOf.all(ticketId) as TourSubticketRow[],
    slotAt: (tourId: number, start: string) => (slotAt.get(tourId, start) as { id: number } | undefined)?.id,
    /**
     * The prices a slot offers (SPEC §3 schedule priceList): a slot with a price list of its own (the
     * Thursday 18:00 evening fee) offers only those; every other slot the tour's general prices.
     */
    pricesAt: (tourId: number, time: string) => {
      const all = pricesOf.all(tourId) as TourPriceRow[];
      const own = all.filter((p) => p.time === time);
      return own.length > 0 ? own : all.filter((p) => p.time == null);
    },
    questions: (tourId: number) => questionsOf.all(tourId) as TourQuestionRow[],
    slots,
    daySlots: (tour: TourRow, date: string, now: string) => slots(tour, date, addDays(date, 1), now),
    lifetime: (tour: TourRow, now: string) => {
      const row = slotRange.get(tour.id, now) as { first: string | null; last: string | null };
      return { first: row.first?.slice(0, 10) ?? null, last: row.last?.slice(0, 10) ?? null };
    },
    localise,
  };
}
export type TourCatalogue = ReturnType<typeof tourCatalogue>;
