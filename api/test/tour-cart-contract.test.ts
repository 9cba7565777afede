import {
  type CartItem,
  EMPTY_TOUR_FORM,
  guidedTourCartItem,
  prepareCartItems,
  type TourForm,
  tourPricesAt,
  tourTickets,
} from '@museum/shared/domain';
import { type TourDetail, tourCalendarSchema, tourDetailSchema } from '@museum/shared/wire';
import { describe, expect, it } from 'vitest';
import { addDays } from '../src/lib/clock.ts';
import { book } from './checkout-support.ts';
import { makeShop, type TestShop } from './support.ts';

/**
 * The shop's guided-tour items, as @museum/shared/domain prepares them from what the tour page shows (SPEC §7
 * "Prepared cart items"), are what this API books at the price the visitor saw: prices of the chosen time
 * only, tickets with components, answers of all six types, the earlier form's `count` alongside.
 */
const compact = (date: string) => date.replaceAll('-', '');

async function firstTime(shop: TestShop, tourId: number, time: string, places: number): Promise<string> {
  const range = `${compact(shop.today)};${compact(addDays(shop.today, 60))}`;
  const calendar = await shop.get(`/en/tour/calendar/tour/${tourId}/range/${range}`, tourCalendarSchema);
  const date = Object.keys(calendar)
    .sort()
    .find((day) => {
      const slot = calendar[day]?.[time];
      return slot !== undefined && !slot.soldout && slot.tickets >= places;
    });
  if (!date) throw new Error(`tour ${tourId} has no free ${time}`);
  return date;
}

/** The cart line the tour page adds for a form on a date and time, with its lineId. */
function shopLine(tour: TourDetail, date: string, time: string, form: TourForm): CartItem {
  return {
    ...guidedTourCartItem({
      tour,
      date,
      time,
      prices: tourPricesAt(tour, time),
      tickets: tourTickets(tour),
      questions: tour.questions,
      form,
    }),
    lineId: `${tour.id}-${date}-${time}`,
  };
}

async function tourOn(shop: TestShop, tourId: number, date: string): Promise<TourDetail> {
  return shop.get(`/en/tour?tour=${tourId}&date=${date}`, tourDetailSchema);
}

describe('guided tours prepared by the shop are booked as shown (SPEC §7)', () => {
  it('a public tour at the Thursday evening time, with its own fee and a family ticket', async () => {
    const shop = makeShop();
    const date = await firstTime(shop, 1, '18:00', 5);
    const tour = await tourOn(shop, 1, date);
    expect(tourPricesAt(tour, '18:00').map((price) => price.id)).toEqual([1102]);
    const line = shopLine(tour, date, '18:00', {
      ...EMPTY_TOUR_FORM,
      tours: { 1102: 3 },
      tickets: { 1111: 1, 1112: 1 },
      subtickets: { 1113: { 11131: 1, 11132: 2 } },
    });
    expect(line.totalPrice).toBe(3 * 600 + 1600 + 900 + 3200);
    const { booking } = await book(shop, prepareCartItems([line]));
    expect(booking.has_tickets).toBe(true);
  });

  it('a whole group with answers of all six types', async () => {
    const shop = makeShop();
    const date = await firstTime(shop, 3, '10:00', 25);
    const tour = await tourOn(shop, 3, date);
    const line = shopLine(tour, date, '10:00', {
      tours: { 1301: 1 },
      tickets: { 1311: 18 },
      subtickets: {},
      answers: { 31: 'Class 9b', 32: [321], 33: [332], 34: [341, 343], 35: 'Two wheelchairs', 36: '2' },
    });
    await book(shop, prepareCartItems([line]));
  });

  it('a complete tour with single ticketing, and a tour booked without tickets', async () => {
    const shop = makeShop();
    const architecture = await firstTime(shop, 4, '11:00', 3);
    const tour = await tourOn(shop, 4, architecture);
    const items = [
      shopLine(tour, architecture, '11:00', {
        ...EMPTY_TOUR_FORM,
        tours: { 1401: 3 },
        tickets: { 1411: 2, 1412: 1 },
      }),
    ];
    const gardenTime = (await shop.get(`/en/tour?tour=5`, tourDetailSchema)).date ?? '';
    const garden = await tourOn(shop, 5, gardenTime);
    const [time = ''] = Object.keys(garden.schedule);
    items.push(shopLine(garden, gardenTime, time, { ...EMPTY_TOUR_FORM, tours: { 1501: 2 } }));
    await book(shop, prepareCartItems(items));
  });
});
