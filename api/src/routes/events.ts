import { Hono } from 'hono';
import type { Env, Shop } from '../context.ts';
import { daysBetween, parseDateParam } from '../lib/clock.ts';
import { fieldErrors, notFound } from '../lib/http.ts';
import type { Lang } from '../lib/i18n.ts';
import { idParam, ok } from '../lib/request.ts';
import { availability } from '../services/availability.ts';
import { MAX_RANGE_DAYS, ticketCatalogue } from '../services/tickets.ts';

/** Parses `{start};{end}` (YYYYMMDD or YYYY-MM-DD) into an ordered range of at most MAX_RANGE_DAYS. */
export function parseRange(range: string | undefined): { from: string; to: string } {
  const [start, end] = (range ?? '').split(';');
  const from = parseDateParam(start);
  const to = parseDateParam(end);
  if (!from || !to) throw fieldErrors({ range: ['DATE_RANGE_INVALID'] });
  if (to < from || daysBetween(from, to) > MAX_RANGE_DAYS)
    throw fieldErrors({ range: ['DATE_RANGE_INVALID'] });
  return { from, to };
}

/** Events and their tickets (SPEC §7 "Events and tickets"). */
export function eventRoutes(shop: Shop): Hono<Env> {
  const r = new Hono<Env>();
  const catalogue = ticketCatalogue(shop.db, availability(shop.db));

  r.get('/event/select', (c) => {
    const lang = c.get('lang');
    const today = shop.today();
    const events = shop.config.has_tickets ? catalogue.events() : [];
    return ok(
      c,
      Object.fromEntries(events.map((e) => [String(e.id), catalogue.localiseEvent(e, lang, today)])),
    );
  });

  r.get('/ticket/collect/event/:eventId/date/:date', (c) => {
    const date = parseDateParam(c.req.param('date'));
    if (!date) throw fieldErrors({ date: ['DATE_INVALID'] });
    return ok(c, collectTickets(idParam(c.req.param('eventId')), date, c.get('lang')));
  });
  r.get('/ticket/collect/event/:eventId', (c) =>
    ok(c, collectTickets(idParam(c.req.param('eventId')), null, c.get('lang'))),
  );

  function collectTickets(eventId: number, requested: string | null, lang: Lang) {
    const event = catalogue.event(eventId);
    if (!event) throw notFound();
    const today = shop.today();
    const now = shop.now();
    const date = requested ?? catalogue.nextBookableDate(event, today, now);
    const tickets = catalogue.tickets(event.id);
    const schedules = date ? catalogue.schedules(event, tickets, date, today, now) : new Map();
    const byTime = new Map<string, { datetime: string; datetime_end: string; max_tickets: number }>();
    for (const entries of schedules.values()) {
      for (const e of entries) {
        const seen = byTime.get(e.datetime);
        if (!seen || seen.max_tickets < e.max_tickets)
          byTime.set(e.datetime, {
            datetime: e.datetime,
            datetime_end: e.datetime_end,
            max_tickets: e.max_tickets,
          });
      }
    }
    return {
      date,
      tickets: tickets.map((t) => catalogue.localiseTicket(t, lang, schedules.get(t.id) ?? [])),
      timeslot: [...byTime.values()].sort((a, b) => a.datetime.localeCompare(b.datetime)),
    };
  }

  r.get('/ticket/calendar/event/:eventId/range/:range', (c) => {
    const event = catalogue.event(idParam(c.req.param('eventId')));
    if (!event) throw notFound();
    const { from, to } = parseRange(c.req.param('range'));
    const deep = c.req.query('deep') === '1';
    const counts = catalogue.calendar(event, from, to, shop.today(), shop.now());
    return ok(
      c,
      Object.fromEntries([...counts].map(([date, left]) => [date, deep ? left : left > 0 ? 1 : 0])),
    );
  });

  r.get('/ticket/lifetime', (c) => {
    const event = catalogue.event(idParam(c.req.query('event')));
    if (!event) throw notFound();
    return ok(c, { start: event.start_date, end: event.end_date });
  });

  return r;
}
