import { Hono } from 'hono';
import { z } from 'zod';
import type { Env, Shop } from '../context.ts';
import { addDays, datesFrom, parseDateParam } from '../lib/clock.ts';
import { fieldErrors, notFound } from '../lib/http.ts';
import { pick } from '../lib/i18n.ts';
import { idParam, ok, query } from '../lib/request.ts';
import { availability } from '../services/availability.ts';
import { MAX_RANGE_DAYS } from '../services/tickets.ts';
import type { SlotState, TourRow } from '../services/tours.ts';
import { tourCatalogue } from '../services/tours.ts';
import { parseRange } from './events.ts';

/** tour/overview looks at most a month ahead. */
const MAX_LOOKAHEAD = 31;

const overviewQuery = z.object({
  date: z.string().optional(),
  lookahead: z.coerce.number().int().min(0).max(MAX_LOOKAHEAD).optional(),
});

/** Guided tours (SPEC §7 "Tours"). */
export function tourRoutes(shop: Shop): Hono<Env> {
  const r = new Hono<Env>();
  const catalogue = tourCatalogue(shop.db, availability(shop.db));
  const tours = () => (shop.config.has_guided_tours ? catalogue.tours() : []);
  const tourOr404 = (id: string | undefined): TourRow => {
    const tour = shop.config.has_guided_tours ? catalogue.tour(idParam(id)) : undefined;
    if (!tour) throw notFound();
    return tour;
  };
  const byDate = (slots: SlotState[]) => {
    const out = new Map<string, SlotState[]>();
    for (const s of slots) out.set(s.date, [...(out.get(s.date) ?? []), s]);
    return out;
  };

  r.get('/tour/select/event', (c) =>
    ok(c, { tours: tours().map((t) => catalogue.localise(t, c.get('lang'))) }),
  );

  r.get('/tour/attr', (c) => {
    const lang = c.get('lang');
    const category = shop.config.has_guided_tours
      ? catalogue.categories().map((g) => ({ id: g.id, name: pick(g.name, lang) }))
      : [];
    return ok(c, { category });
  });

  r.get('/tour/overview', (c) => {
    const q = query(c, overviewQuery);
    const from = q.date === undefined ? shop.today() : parseDateParam(q.date);
    if (!from) throw fieldErrors({ date: ['DATE_INVALID'] });
    const days = datesFrom(from, addDays(from, q.lookahead ?? 0), MAX_LOOKAHEAD + 1);
    const to = days.at(-1) ?? from;
    const now = shop.now();
    const lang = c.get('lang');
    const out: Record<string, ReturnType<typeof catalogue.localise>[]> = {};
    for (const d of days) out[d] = [];
    for (const tour of tours()) {
      for (const [date, day] of byDate(catalogue.slots(tour, from, addDays(to, 1), now))) {
        if (day.some((s) => !s.soldout)) out[date]?.push(catalogue.localise(tour, lang, day));
      }
    }
    return ok(c, out);
  });

  r.get('/tour', (c) => {
    const tour = tourOr404(c.req.query('tour'));
    const requested = c.req.query('date');
    const now = shop.now();
    let date: string | null = null;
    if (requested !== undefined) {
      date = parseDateParam(requested);
      if (!date) throw fieldErrors({ date: ['DATE_INVALID'] });
    } else {
      const from = shop.today();
      const next = catalogue.slots(tour, from, addDays(from, MAX_RANGE_DAYS), now).find((s) => !s.soldout);
      date = next?.date ?? null;
    }
    const day = date ? catalogue.daySlots(tour, date, now) : [];
    return ok(c, { ...catalogue.localise(tour, c.get('lang'), day), date });
  });

  r.get('/tour/calendar/tour/:tourId/range/:range', (c) => {
    const tour = tourOr404(c.req.param('tourId'));
    const { from, to } = parseRange(c.req.param('range'));
    const out: Record<
      string,
      Record<string, { timeslotId: number; tickets: number; tours: number; soldout: boolean }>
    > = {};
    for (const s of catalogue.slots(tour, from, addDays(to, 1), shop.now())) {
      if (s.date < shop.today()) continue;
      out[s.date] = {
        ...out[s.date],
        [s.time]: { timeslotId: s.id, tickets: s.tickets, tours: s.tours, soldout: s.soldout },
      };
    }
    return ok(c, out);
  });

  r.get('/tour/soldout/tour/:tourId/range/:range', (c) => {
    const tour = tourOr404(c.req.param('tourId'));
    const { from, to } = parseRange(c.req.param('range'));
    const today = shop.today();
    const soldOut = [...byDate(catalogue.slots(tour, from, addDays(to, 1), shop.now()))]
      .filter(([date, day]) => date >= today && day.every((s) => s.soldout))
      .map(([date]) => date);
    return ok(c, soldOut);
  });

  r.get('/tour/soldoutTimeslots/tour/:tourId/date/:date', (c) => {
    const tour = tourOr404(c.req.param('tourId'));
    const date = parseDateParam(c.req.param('date'));
    if (!date) throw fieldErrors({ date: ['DATE_INVALID'] });
    return ok(
      c,
      Object.fromEntries(catalogue.daySlots(tour, date, shop.now()).map((s) => [s.time, s.soldout])),
    );
  });

  r.get('/tour/lifetime/tour/:tourId', (c) =>
    ok(c, catalogue.lifetime(tourOr404(c.req.param('tourId')), shop.now())),
  );

  return r;
}
