import {
  tourCalendarSchema,
  tourDetailSchema,
  tourLifetimeSchema,
  tourOverviewSchema,
  tourSoldoutSchema,
  tourSoldoutTimeslotsSchema,
} from '@museum/shared/wire';
import { describe, expect, it } from 'vitest';
import { addDays, weekday } from '../src/lib/clock.ts';
import { demoDates } from '../src/seed/seed.ts';
import { answer, makeShop } from './support.ts';

const compact = (date: string) => date.replaceAll('-', '');

describe('guided tours', () => {
  const shop = makeShop();
  const dates = demoDates(shop.today);
  const month = `${compact(shop.today)};${compact(addDays(shop.today, 30))}`;

  it('answers one tour for a date with its schedule and an evening price', async () => {
    const thursday = [0, 1, 2, 3, 4, 5, 6]
      .map((d) => addDays(shop.today, d + 1))
      .find((d) => weekday(d) === 4);
    const tour = await shop.get(`/en/tour?tour=1&date=${thursday}`, tourDetailSchema);
    expect(tour.date).toBe(thursday);
    expect(Object.keys(tour.schedule)).toEqual(['11:00', '15:00', '18:00']);
    expect(tour.schedule['18:00']?.priceList?.['1102']?.price).toBe(600);
    expect(tour.schedule['11:00']?.priceList).toBeUndefined();
    expect(tour.max_participants).toBe(20);
  });

  it('without a date answers the next bookable date', async () => {
    const tour = await shop.get('/de/tour?tour=2', tourDetailSchema);
    expect([0, 6]).toContain(weekday(String(tour.date)));
    const none = await shop.get('/de/tour?tour=6', tourDetailSchema);
    expect(none.date).toBeNull();
    expect(none.schedule).toEqual({});
  });

  it('answers 404 for an unknown tour (and when tours are off)', async () => {
    expect((await answer(shop.request('GET', '/en/tour?tour=99'))).status).toBe(404);
    expect((await answer(makeShop('tickets-only').request('GET', '/en/tour?tour=1'))).status).toBe(404);
  });

  it('answers a month calendar with remaining places and sold-out slots', async () => {
    const calendar = await shop.get(`/en/tour/calendar/tour/1/range/${month}`, tourCalendarSchema);
    expect(calendar[dates.soldOutSlotDay]?.['15:00']).toMatchObject({ tickets: 0, soldout: true });
    expect(calendar[dates.soldOutSlotDay]?.['11:00']).toMatchObject({ tickets: 20, soldout: false });
    expect(Object.values(calendar[dates.soldOutDay] ?? {}).every((s) => s.soldout)).toBe(true);
  });

  it('counts whole groups for a tour booked complete', async () => {
    const calendar = await shop.get(`/en/tour/calendar/tour/3/range/${month}`, tourCalendarSchema);
    const slot = Object.values(calendar)[0]?.['10:00'];
    expect(slot).toMatchObject({ tours: 2, tickets: 50, soldout: false });
  });

  it('lists sold-out dates and sold-out time slots', async () => {
    const soldOut = await shop.get(`/en/tour/soldout/tour/1/range/${month}`, tourSoldoutSchema);
    expect(soldOut).toEqual([dates.soldOutDay]);
    const slots = await shop.get(
      `/en/tour/soldoutTimeslots/tour/1/date/${compact(dates.soldOutSlotDay)}`,
      tourSoldoutTimeslotsSchema,
    );
    expect(slots['15:00']).toBe(true);
    expect(slots['11:00']).toBe(false);
  });

  it('answers the lifetime, empty for a tour without dates', async () => {
    const life = await shop.get('/en/tour/lifetime/tour/1', tourLifetimeSchema);
    expect(life.first).toBe(shop.today);
    expect(life.last).not.toBeNull();
    expect(await shop.get('/en/tour/lifetime/tour/6', tourLifetimeSchema)).toEqual({
      first: null,
      last: null,
    });
  });

  it('answers an overview of tours per date with lookahead', async () => {
    const overview = await shop.get(`/en/tour/overview?date=${shop.today}&lookahead=3`, tourOverviewSchema);
    expect(Object.keys(overview)).toEqual([0, 1, 2, 3].map((d) => addDays(shop.today, d)));
    const soldOutDay = overview[dates.soldOutDay];
    if (soldOutDay) expect(soldOutDay.map((t) => t.id)).not.toContain(1);
    expect(overview[shop.today]?.map((t) => t.id)).toContain(1);
    const bad = await answer(shop.request('GET', '/en/tour/overview?date=2026-13-01'));
    expect(bad).toEqual({ status: 422, body: { error: { date: ['DATE_INVALID'] } } });
    expect((await answer(shop.request('GET', '/en/tour/overview?lookahead=99'))).status).toBe(422);
  });
});
