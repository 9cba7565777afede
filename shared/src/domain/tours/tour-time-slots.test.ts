import { describe, expect, it } from 'vitest';
import { tour, tourCalendar, tourDetail, tourPrice } from '../../testing/tours';
import {
  chooseTourTime,
  type TourTimeSlot,
  tourPricesAt,
  toursLeftAt,
  tourTimeSlots,
} from './tour-time-slots';

const DAY = '2026-11-26';
const calendar = tourCalendar({ [DAY]: { '18:00': [12], '11:00': [20], '15:00': [0] } });
const slot = (time: string, soldOut = false): TourTimeSlot => ({
  time,
  timeslotId: 1,
  tickets: soldOut ? 0 : 5,
  tours: 1,
  soldOut,
});

describe('tourTimeSlots (SPEC §4: sold-out time slots are loaded too)', () => {
  it('lists the times in order with places and groups left, sold out as the calendar says', () => {
    expect(
      tourTimeSlots(calendar[DAY]).map(({ time, tickets, soldOut }) => [time, tickets, soldOut]),
    ).toEqual([
      ['11:00', 20, false],
      ['15:00', 0, true],
      ['18:00', 12, false],
    ]);
  });

  it('a time that tour/soldoutTimeslots calls sold out is sold out', () => {
    const slots = tourTimeSlots(calendar[DAY], { '11:00': true, '18:00': false });
    expect(slots.map((entry) => entry.soldOut)).toEqual([true, true, false]);
  });

  it('has no times for a day without tours', () => {
    expect(tourTimeSlots(undefined)).toEqual([]);
  });
});

describe('chooseTourTime (SPEC §4: the time choice)', () => {
  const slots = [slot('11:00'), slot('15:00', true), slot('18:00')];

  it('chooses a single time slot automatically, even a sold-out one (to show it)', () => {
    expect(chooseTourTime([slot('14:00')], null)?.time).toBe('14:00');
    expect(chooseTourTime([slot('14:00', true)], '11:00')?.time).toBe('14:00');
  });

  it('keeps the time chosen before while it is still offered', () => {
    expect(chooseTourTime(slots, '18:00')?.time).toBe('18:00');
  });

  it('else takes the first time with places', () => {
    expect(chooseTourTime(slots, '15:00')?.time).toBe('11:00');
    expect(chooseTourTime(slots, '10:00')?.time).toBe('11:00');
    expect(chooseTourTime([slot('11:00', true), slot('15:00')], null)?.time).toBe('15:00');
  });

  it('shows the first when every time is sold out, and nothing without times', () => {
    expect(chooseTourTime([slot('11:00', true), slot('15:00', true)], null)?.time).toBe('11:00');
    expect(chooseTourTime([], '11:00')).toBeNull();
  });
});

describe('prices and tours at a time', () => {
  const fee = tourPrice(1101, 400, 'Tour fee');
  const evening = tourPrice(1102, 600, 'Evening fee');
  const thursday = tourDetail(tour({ id: 1, prices: [fee] }), DAY, {
    '11:00': { tours: 1 },
    '18:00': { tours: 2, priceList: { '1102': evening } },
  });

  it('offers the time’s own price list when it has one (the evening fee), else the tour’s', () => {
    expect(tourPricesAt(thursday, '18:00')).toEqual([evening]);
    expect(tourPricesAt(thursday, '11:00')).toEqual([fee]);
    expect(tourPricesAt(thursday, null)).toEqual([fee]);
  });

  it('orders the prices by sequence_no', () => {
    const two = tour({ id: 3, prices: [tourPrice(2, 100, 'b', 2), tourPrice(1, 100, 'a', 1)] });
    expect(tourPricesAt(two, '10:00').map((price) => price.id)).toEqual([1, 2]);
  });

  it('reads the schedule’s tours value for the time; a time it does not list has none', () => {
    expect(toursLeftAt(thursday.schedule, '18:00')).toBe(2);
    expect(toursLeftAt(thursday.schedule, '15:00')).toBe(0);
  });
});
