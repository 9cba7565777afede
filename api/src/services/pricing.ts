import type { CartItem, TourAnswer } from '@museum/shared/wire';
import type { Shop } from '../context.ts';
import { isValidDate, voucherClockDateTime } from '../lib/clock.ts';
import { unprocessable } from '../lib/http.ts';
import { availability } from './availability.ts';
import { ANNUAL_PASS_KIND, merchandiseCatalogue } from './merchandise.ts';
import { ticketCatalogue } from './tickets.ts';
import type { TourQuestionRow } from './tours.ts';
import { tourCatalogue } from './tours.ts';
import { voucherCatalogue } from './vouchers.ts';

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

export interface PricedCart {
  lines: PricedLine[];
  /** Sum of the sold lines, before shipping and voucher codes. */
  subtotal: number;
  shipping: number;
  discount: number;
  total: number;
  hasTickets: boolean;
  weight: number;
  /** Voucher codes used, with the amount taken from each. */
  redemptions: Array<{ codeId: number; amount: number }>;
}

/** A cart that cannot be sold: 422 with a code, the index of the item and details. */
const refuse = (code: string, item: number, extra: Record<string, unknown> = {}) =>
  unprocessable(code, { item, ...extra });

const answerMissing = (a: TourAnswer | undefined) =>
  a === undefined ||
  (typeof a.value === 'string' && a.value.trim() === '') ||
  (Array.isArray(a.value) && a.value.length === 0);

function checkAnswers(questions: TourQuestionRow[], answers: TourAnswer[], item: number): void {
  for (const q of questions) {
    const answer = answers.find((a) => a.qId === q.id);
    if (q.required === 1 && answerMissing(answer))
      throw refuse('TOUR_ANSWER_REQUIRED', item, { question: q.id });
    if (!answer || answerMissing(answer)) continue;
    const options = JSON.parse(q.options) as Array<{ id: number }> | { min?: number; max?: number };
    const ids = Array.isArray(options) ? options.map((o) => o.id) : [];
    const values = Array.isArray(answer.value) ? answer.value : [answer.value];
    const valid =
      answer.type === q.type &&
      (q.type === 'radio' || q.type === 'select'
        ? values.length === 1 && ids.includes(Number(values[0]))
        : q.type === 'checkbox'
          ? values.every((v) => ids.includes(Number(v)))
          : q.type === 'number'
            ? values.length === 1 &&
              Number.isInteger(Number(values[0])) &&
              (Array.isArray(options) ||
                ((options.min == null || Number(values[0]) >= options.min) &&
                  (options.max == null || Number(values[0]) <= options.max)))
            : values.length === 1 && String(values[0]).length <= 2000);
    if (!valid) throw refuse('TOUR_ANSWER_INVALID', item, { question: q.id });
  }
  for (const a of answers) {
    if (!questions.some((q) => q.id === a.qId))
      throw refuse('TOUR_ANSWER_INVALID', item, { question: a.qId });
  }
}

/** The shipping cost for a weight in grams, or null when no cost is stored for the country. */
export function shippingCost(shop: Shop, country: string, weight: number): number | null {
  const row = shop.db
    .prepare(
      'SELECT cost FROM shipping_rates WHERE country = ? AND weight_from <= ? ORDER BY weight_from DESC LIMIT 1',
    )
    .get(country, weight) as { cost: number } | undefined;
  return row ? row.cost : null;
}

/**
 * Prices a cart on the server and checks it can be sold right now: every item exists and is on
 * sale, capacity and stock cover the whole cart (items for the same slot add up), family tickets
 * and tour rules of SPEC §5 hold, voucher codes are valid. Throws a 422 otherwise. Used by
 * initPayment and again inside the booking transaction.
 */
export function cartPricer(shop: Shop) {
  const avail = availability(shop.db);
  const tickets = ticketCatalogue(shop.db, avail);
  const tours = tourCatalogue(shop.db, avail);
  const merchandise = merchandiseCatalogue(shop.db, avail);
  const vouchers = voucherCatalogue(shop.db, avail);
  const tourSlotAt = shop.db.prepare('SELECT id FROM tour_slots WHERE tour_id = ? AND start = ?');
  const slotAt = shop.db.prepare(
    'SELECT id FROM timeslots WHERE event_id = ? AND start = ? AND (ticket_id IS ? OR ticket_id = ?)',
  );

  return function priceCart(items: CartItem[], country: string | null): PricedCart {
    if (items.length === 0) throw unprocessable('CART_EMPTY');
    const today = shop.today();
    const now = shop.now();
    const lines: PricedLine[] = [];
    const codes: Array<{ index: number; barcode: string }> = [];
    // What the cart asks of each capacity, to compare with what is left.
    const slotDemand = new Map<number, { persons: number; item: number }>();
    const dayDemand = new Map<
      string,
      { persons: number; item: number; capacity: number; eventId: number; day: string }
    >();
    const tourDemand = new Map<number, { persons: number; tours: number; item: number }>();
    const stockDemand = new Map<number, { quantity: number; item: number }>();
    const tourStates = new Map<number, { tickets: number; tours: number; wholeGroups: boolean }>();
    let weight = 0;

    const base = {
      refId: null,
      eventId: null,
      timeslotId: null,
      tourSlotId: null,
      day: null,
      persons: 0,
      tours: 0,
      quantity: 0,
    };
    const checkTotal = (item: CartItem, amount: number, index: number) => {
      if ('totalPrice' in item && item.totalPrice !== undefined && item.totalPrice !== amount)
        throw refuse('PRICE_CHANGED', index, { price: amount });
    };

    items.forEach((item, index) => {
      switch (item.type) {
        case 'ticket':
        case 'dayticket': {
          const ticket = tickets.ticket(item.id);
          const event = ticket ? tickets.event(ticket.event_id) : undefined;
          if (!ticket || !event || !shop.config.has_tickets) throw refuse('ITEM_NOT_FOUND', index);
          const subs = tickets.subtickets(ticket.id);
          const chosen = item.type === 'ticket' ? (item.subtickets ?? []) : [];
          let perUnit = ticket.price;
          let personsPerUnit = 1;
          if (ticket.family === 1) {
            // SPEC §5: a quantity for every family component, each within its min and max.
            let sum = 0;
            for (const s of subs) {
              const n = chosen.find((c) => c.id === s.id)?.count ?? 0;
              if (n < s.min_quantity || n > s.max_quantity)
                throw refuse('SUBTICKETS_INVALID', index, { subticket: s.id });
              perUnit += s.price * n;
              sum += n;
            }
            if (sum === 0 || chosen.some((c) => !subs.some((s) => s.id === c.id)))
              throw refuse('SUBTICKETS_INVALID', index);
            personsPerUnit = sum;
          } else if (chosen.some((c) => c.count > 0)) {
            throw refuse('SUBTICKETS_INVALID', index);
          }
          const amount = perUnit * item.count;
          checkTotal(item, amount, index);
          const persons = personsPerUnit * item.count;
          const detail = {
            name: ticket.name,
            price: perUnit,
            subtickets: chosen,
            datetime: item.datetime ?? null,
          };
          if (ticket.mode === 3) {
            const day = item.datetime ? item.datetime.slice(0, 10) : null;
            if (day !== null) {
              if (!isValidDate(day)) throw refuse('ITEM_NOT_AVAILABLE', index);
              if (day < today || event.end_date < today) throw refuse('ITEM_EXPIRED', index);
              if (!tickets.isOpenDay(event, day, today) || `${day} ${event.closing_time}` <= now)
                throw refuse('ITEM_NOT_AVAILABLE', index);
              if (event.day_capacity != null) {
                const key = `${event.id}/${day}`;
                const seen = dayDemand.get(key);
                dayDemand.set(key, {
                  persons: (seen?.persons ?? 0) + persons,
                  item: index,
                  capacity: event.day_capacity,
                  eventId: event.id,
                  day,
                });
              }
            } else if (event.end_date < today) {
              throw refuse('ITEM_EXPIRED', index);
            }
            lines.push({
              ...base,
              kind: 'dayticket',
              refId: ticket.id,
              eventId: event.id,
              day,
              persons,
              quantity: item.count,
              amount,
              detail,
            });
          } else {
            if (item.type !== 'ticket') throw refuse('ITEM_NOT_AVAILABLE', index);
            const slot = slotAt.get(
              event.id,
              item.datetime,
              ticket.mode === 1 ? null : -1,
              ticket.mode === 5 ? ticket.id : -1,
            ) as { id: number } | undefined;
            if (!slot) throw refuse('ITEM_NOT_AVAILABLE', index);
            if (item.datetime <= now || event.end_date < today) throw refuse('ITEM_EXPIRED', index);
            if (!tickets.isOpenDay(event, item.datetime.slice(0, 10), today))
              throw refuse('ITEM_NOT_AVAILABLE', index);
            const seen = slotDemand.get(slot.id);
            slotDemand.set(slot.id, { persons: (seen?.persons ?? 0) + persons, item: index });
            lines.push({
              ...base,
              kind: 'ticket',
              refId: ticket.id,
              eventId: event.id,
              timeslotId: slot.id,
              persons,
              quantity: item.count,
              amount,
              detail,
            });
          }
          return;
        }
        case 'guidedTour': {
          const tour = shop.config.has_guided_tours ? tours.tour(item.tourId) : undefined;
          if (!tour) throw refuse('ITEM_NOT_FOUND', index);
          const slot = tourSlotAt.get(tour.id, item.datetime) as { id: number } | undefined;
          if (!slot) throw refuse('ITEM_NOT_AVAILABLE', index);
          if (item.datetime <= now) throw refuse('ITEM_EXPIRED', index);
          const time = item.datetime.slice(11, 16);
          const prices = tours.prices(tour.id);
          const tourTickets = tours.tickets(tour.id);
          let amount = 0;
          let tourCount = 0;
          for (const p of item.prices) {
            const price = prices.find((x) => x.id === p.id && (x.time == null || x.time === time));
            if (!price) throw refuse('ITEM_NOT_FOUND', index, { price: p.id });
            amount += price.price * p.count;
            tourCount += p.count;
          }
          let ticketCount = 0;
          for (const t of item.tickets ?? []) {
            const ticket = tourTickets.find((x) => x.id === t.id);
            if (!ticket) throw refuse('ITEM_NOT_FOUND', index, { ticket: t.id });
            const subs = tours.subtickets(ticket.id);
            if (subs.length > 0) {
              // SPEC §5: a ticket with components counts as one when any component is chosen.
              let any = false;
              amount += ticket.price * (t.subtickets?.some((s) => s.count > 0) ? 1 : 0);
              for (const s of t.subtickets ?? []) {
                const sub = subs.find((x) => x.id === s.id);
                if (!sub) throw refuse('SUBTICKETS_INVALID', index);
                amount += sub.price * s.count;
                any ||= s.count > 0;
              }
              ticketCount += any ? 1 : 0;
            } else {
              amount += ticket.price * t.count;
              ticketCount += t.count;
            }
          }
          if (tourCount < 1) throw refuse('TOUR_COUNT_INVALID', index);
          const state = tours.daySlots(tour, item.datetime.slice(0, 10), now).find((s) => s.id === slot.id);
          if (!state) throw refuse('ITEM_NOT_AVAILABLE', index);
          const complete = tour.book_complete_tour === 1;
          const single = tour.single_ticketing === 1;
          if (!complete && tourCount > tour.max_participants)
            throw refuse('TOUR_TOO_MANY_PARTICIPANTS', index, { available: tour.max_participants });
          if ((!complete && tour.booking_without_tickets === 0) || (complete && single)) {
            if (ticketCount !== tourCount) throw refuse('TOUR_TICKETS_MISMATCH', index);
          }
          if (complete && !single) {
            if (ticketCount > tour.max_participants * tourCount)
              throw refuse('TOUR_TOO_MANY_PARTICIPANTS', index, {
                available: tour.max_participants * tourCount,
              });
            if (tour.booking_without_tickets === 0 && ticketCount < tour.min_participants)
              throw refuse('TOUR_GROUP_TOO_SMALL', index, { minimum: tour.min_participants });
          }
          checkAnswers(tours.questions(tour.id), item.answers ?? [], index);
          checkTotal(item, amount, index);
          const wholeGroups = complete && !single;
          const persons = wholeGroups ? ticketCount : tourCount;
          const seen = tourDemand.get(slot.id);
          tourDemand.set(slot.id, {
            persons: (seen?.persons ?? 0) + persons,
            tours: (seen?.tours ?? 0) + (wholeGroups ? tourCount : 0),
            item: index,
          });
          lines.push({
            ...base,
            kind: 'tour',
            refId: tour.id,
            tourSlotId: slot.id,
            persons,
            tours: wholeGroups ? tourCount : 0,
            quantity: tourCount,
            amount,
            detail: {
              name: tour.name,
              datetime: item.datetime,
              prices: item.prices,
              tickets: item.tickets ?? [],
              answers: item.answers ?? [],
            },
          });
          // What the slot had left before this cart, for the capacity check below.
          tourStates.set(slot.id, { tickets: state.tickets, tours: state.tours, wholeGroups });
          return;
        }
        case 'merchandise':
        case 'annualPass': {
          const article = merchandise.item(item.id);
          const enabled =
            article &&
            (article.product_kind_ref === ANNUAL_PASS_KIND
              ? shop.config.has_memcard
              : shop.config.has_merchandise);
          if (
            !article ||
            !enabled ||
            (item.type === 'annualPass' && article.product_kind_ref !== ANNUAL_PASS_KIND)
          )
            throw refuse('ITEM_NOT_FOUND', index);
          if (merchandise.isExpired(article, today)) throw refuse('ITEM_EXPIRED', index);
          const owners = item.type === 'annualPass' ? (item.owners ?? []) : [];
          if (owners.length > item.count || owners.some((o) => o.name.trim() === '' || o.name.length > 100))
            throw refuse('PASS_OWNER_INVALID', index);
          const amount = article.price * item.count;
          checkTotal(item, amount, index);
          const seen = stockDemand.get(article.id);
          stockDemand.set(article.id, { quantity: (seen?.quantity ?? 0) + item.count, item: index });
          weight += article.weight * item.count;
          lines.push({
            ...base,
            kind: article.product_kind_ref === ANNUAL_PASS_KIND ? 'annualPass' : 'merchandise',
            refId: article.id,
            quantity: item.count,
            amount,
            detail: { name: article.name, price: article.price, owners },
          });
          return;
        }
        case 'voucher': {
          const voucher = shop.config.has_vouchers ? vouchers.voucher(item.id) : undefined;
          if (!voucher) throw refuse('ITEM_NOT_FOUND', index);
          let price = voucher.price;
          if (voucher.variable_amount === 1) {
            const wanted = item.price;
            if (
              wanted === undefined ||
              (voucher.min_amount != null && wanted < voucher.min_amount) ||
              (voucher.max_amount != null && wanted > voucher.max_amount)
            )
              throw refuse('VOUCHER_AMOUNT_INVALID', index, {
                min: voucher.min_amount,
                max: voucher.max_amount,
              });
            price = wanted;
          } else if (item.price !== undefined && item.price !== voucher.price) {
            throw refuse('PRICE_CHANGED', index, { price: voucher.price });
          }
          const amount = price * item.count;
          checkTotal(item, amount, index);
          lines.push({
            ...base,
            kind: 'voucher',
            refId: voucher.id,
            quantity: item.count,
            amount,
            detail: { name: voucher.name, price },
          });
          return;
        }
        case 'voucherCode': {
          if (!shop.config.has_voucher_code) throw refuse('ITEM_NOT_FOUND', index);
          const barcode = item.barcode.trim().toUpperCase();
          if (codes.some((c) => c.barcode === barcode)) throw refuse('VOUCHER_DUPLICATE', index);
          codes.push({ index, barcode });
          return;
        }
      }
    });

    for (const [slotId, demand] of slotDemand) {
      const left = Math.max(0, avail.slot(slotId)?.remaining ?? 0);
      if (demand.persons > left) throw refuse('ITEM_SOLD_OUT', demand.item, { available: left });
    }
    for (const demand of dayDemand.values()) {
      const left = Math.max(0, demand.capacity - avail.dayBooked(demand.eventId, demand.day));
      if (demand.persons > left) throw refuse('ITEM_SOLD_OUT', demand.item, { available: left });
    }
    for (const [slotId, demand] of tourDemand) {
      const state = tourStates.get(slotId);
      if (!state) continue;
      if (state.wholeGroups ? demand.tours > state.tours : demand.persons > state.tickets)
        throw refuse('ITEM_SOLD_OUT', demand.item, {
          available: state.wholeGroups ? state.tours : state.tickets,
        });
    }
    for (const [id, demand] of stockDemand) {
      const article = merchandise.item(id);
      const left = article ? Math.max(0, merchandise.stock(article)) : 0;
      if (demand.quantity > left) throw refuse('ITEM_OUT_OF_STOCK', demand.item, { available: left });
    }

    const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
    let shipping = 0;
    if (weight > 0 || lines.some((l) => l.kind === 'merchandise' || l.kind === 'annualPass')) {
      const destination = country ?? shop.config.default_user_country_key;
      const cost = shippingCost(shop, destination, weight);
      if (cost === null) throw unprocessable('NO_SHIPPING_COSTS_FOR_COUNTRY', { country: destination });
      shipping = cost;
    }

    // SPEC §4: each code in order takes from what is left of goods plus shipping, never below zero.
    let remaining = subtotal + shipping;
    const redemptions: PricedCart['redemptions'] = [];
    const clock = voucherClockDateTime(shop.clock.now());
    for (const { index, barcode } of codes) {
      const check = vouchers.check(barcode, clock);
      if (!check.ok) throw refuse(check.error, index);
      const used = Math.min(check.available, remaining);
      remaining -= used;
      if (used > 0) redemptions.push({ codeId: check.code.id, amount: used });
      lines.push({
        ...base,
        kind: 'voucherCode',
        refId: check.code.id,
        quantity: 1,
        amount: -used,
        detail: { barcode: check.code.barcode, remaining: check.available - used },
      });
    }
    const discount = subtotal + shipping - remaining;
    return {
      lines,
      subtotal,
      shipping,
      discount,
      total: remaining,
      hasTickets: lines.some((l) => l.kind === 'ticket' || l.kind === 'dayticket' || l.kind === 'tour'),
      weight,
      redemptions,
    };
  };
}
