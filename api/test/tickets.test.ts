import { ticketCalendarSchema, ticketCollectSchema, ticketLifetimeSchema } from '@museum/shared/wire';
import { describe, expect, it } from 'vitest';
import { addDays } from '../src/lib/clock.ts';
import { demoDates } from '../src/seed/seed.ts';
import { answer, makeShop } from './support.ts';

const compact = (date: string) => date.replaceAll('-', '');

describe('ticket/collect', () => {
  const shop = makeShop();
  const dates = demoDates(shop.today);

  it('answers timed (mode 1) tickets with a shared schedule, a family ticket and book_with_cost', async () => {
    const { date, tickets, timeslot } = await shop.get(
      `/en/ticket/collect/event/1/date/${dates.soldOutSlotDay}`,
      ticketCollectSchema,
    );
    expect(date).toBe(dates.soldOutSlotDay);
    expect(tickets.map((t) => t.id)).toEqual([101, 102, 103, 104, 105]);
    expect(tickets.every((t) => t.mode === 1)).toBe(true);
    const family = tickets.find((t) => t.id === 104);
    expect(family?.family).toBe(true);
    expect(family?.subtickets.map((s) => [s.min_quantity, s.max_quantity])).toEqual([
      [1, 2],
      [1, 3],
      [1, 1],
    ]);
    const audio = tickets.find((t) => t.id === 105);
    expect(audio).toMatchObject({ book_with_cost: true, group_name: 'Extras' });
    expect(audio?.book_with_cost_warn).toMatch(/charged/);
    // 11:00 is sold out, 12:00 has two places left, the rest are free.
    const byTime = Object.fromEntries(timeslot.map((s) => [s.datetime.slice(11, 16), s.max_tickets]));
    expect(byTime).toMatchObject({ '10:00': 30, '11:00': 0, '12:00': 2, '17:00': 30 });
    expect(tickets[0]?.schedule).toHaveLength(8);
  });

  it('answers mode-5 tickets with their own schedules and a sold-out performance', async () => {
    const { date, tickets } = await shop.get('/de/ticket/collect/event/2', ticketCollectSchema);
    expect(date).not.toBeNull();
    expect(tickets.map((t) => [t.id, t.mode])).toEqual([
      [201, 5],
      [202, 5],
    ]);
    expect(tickets[0]?.schedule[0]).toMatchObject({ max_tickets: 60 });
    expect(tickets[0]?.schedule[0]?.datetime.slice(11)).toBe('19:30:00');
    // The first performance has its balcony sold out.
    expect(tickets[1]?.schedule[0]?.max_tickets).toBe(0);
  });

  it('answers day tickets (mode 3) with the day capacity left, and sold-out days', async () => {
    const open = await shop.get(`/en/ticket/collect/event/3/date/${shop.today}`, ticketCollectSchema);
    expect(open.tickets.map((t) => t.mode)).toEqual([3, 3, 3]);
    expect(open.tickets[0]?.schedule).toEqual([
      { datetime: `${shop.today} 10:00:00`, datetime_end: `${shop.today} 18:00:00`, max_tickets: 200 },
    ]);
    const full = await shop.get(
      `/en/ticket/collect/event/3/date/${dates.dayTicketsSoldOutDay}`,
      ticketCollectSchema,
    );
    expect(full.tickets[0]?.schedule[0]?.max_tickets).toBe(0);
  });

  it('has no schedule on closed days, past days and after an event ended', async () => {
    const monday = [0, 1, 2, 3, 4, 5, 6]
      .map((d) => addDays(shop.today, d))
      .find((d) => new Date(d).getUTCDay() === 1);
    const closed = await shop.get(`/en/ticket/collect/event/1/date/${monday}`, ticketCollectSchema);
    expect(closed.tickets.every((t) => t.schedule.length === 0)).toBe(true);
    const past = await shop.get(
      `/en/ticket/collect/event/1/date/${addDays(shop.today, -1)}`,
      ticketCollectSchema,
    );
    expect(past.timeslot).toEqual([]);
    const ended = await shop.get('/en/ticket/collect/event/4', ticketCollectSchema);
    expect(ended.date).toBeNull();
    expect(ended.tickets[0]?.schedule).toEqual([]);
  });

  it('without a date picks the next date with free places', async () => {
    const { date } = await shop.get('/en/ticket/collect/event/5', ticketCollectSchema);
    expect(date).not.toBeNull();
    expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(6);
  });

  it('answers 404 for an unknown event and 422 for a bad date', async () => {
    expect((await answer(shop.request('GET', '/en/ticket/collect/event/99'))).status).toBe(404);
    expect(await answer(shop.request('GET', '/en/ticket/collect/event/1/date/2026-02-30'))).toEqual({
      status: 422,
      body: { error: { date: ['DATE_INVALID'] } },
    });
  });
});

describe('ticket/calendar', () => {
  const shop = makeShop();
  const dates = demoDates(shop.today);
  const range = `${compact(shop.today)};${compact(addDays(shop.today, 20))}`;

  it('answers places left per date with deep=1, sold-out days as 0, closed days absent', async () => {
    const calendar = await shop.get(
      `/en/ticket/calendar/event/1/range/${range}?deep=1`,
      ticketCalendarSchema,
    );
    expect(calendar[dates.soldOutDay]).toBe(0);
    expect(calendar[dates.soldOutSlotDay]).toBe(8 * 30 - 30 - 28);
    const monday = Object.keys(calendar).find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1);
    expect(monday).toBeUndefined();
  });

  it('answers 1 or 0 without deep', async () => {
    const calendar = await shop.get(`/en/ticket/calendar/event/1/range/${range}`, ticketCalendarSchema);
    expect(new Set(Object.values(calendar))).toEqual(new Set([0, 1]));
  });

  it('counts day-ticket capacity', async () => {
    const calendar = await shop.get(
      `/en/ticket/calendar/event/3/range/${range}?deep=1`,
      ticketCalendarSchema,
    );
    expect(calendar[dates.dayTicketsSoldOutDay]).toBe(0);
    expect(calendar[dates.soldOutDay]).toBe(200);
  });

  it('accepts YYYY-MM-DD and rejects reversed or too long ranges', async () => {
    await shop.get(
      `/en/ticket/calendar/event/1/range/${shop.today};${addDays(shop.today, 3)}`,
      ticketCalendarSchema,
    );
    const reversed = await answer(shop.request('GET', `/en/ticket/calendar/event/1/range/20260610;20260601`));
    expect(reversed).toEqual({ status: 422, body: { error: { range: ['DATE_RANGE_INVALID'] } } });
    expect(
      (await answer(shop.request('GET', '/en/ticket/calendar/event/1/range/20260101;20280101'))).status,
    ).toBe(422);
  });
});

describe('ticket/lifetime', () => {
  const shop = makeShop();

  it('answers the lifetime of a running and an ended event', async () => {
    const running = await shop.get('/en/ticket/lifetime?event=1', ticketLifetimeSchema);
    expect(running).toEqual({ start: addDays(shop.today, -30), end: addDays(shop.today, 90) });
    const ended = await shop.get('/en/ticket/lifetime?event=4', ticketLifetimeSchema);
    expect(ended.end < shop.today).toBe(true);
    expect((await answer(shop.request('GET', '/en/ticket/lifetime?event=77'))).status).toBe(404);
    expect((await answer(shop.request('GET', '/en/ticket/lifetime'))).status).toBe(404);
  });
});
