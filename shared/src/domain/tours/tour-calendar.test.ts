import { describe, expect, it } from 'vitest';
import { tourCalendar } from '../../testing/tours';
import {
  initialTourDate,
  isTourBookable,
  MAX_MONTHS_AHEAD,
  nextAvailableTourDate,
  nextMonthToSearch,
  tourDayState,
  tourMonthBounds,
  tourMonthRange,
} from './tour-calendar';

const TODAY = '2026-11-21';
const lifetime = { first: '2026-11-21', last: '2027-01-20' };
const calendar = tourCalendar({
  '2026-11-21': { '11:00': [0], '15:00': [0] },
  '2026-11-24': { '11:00': [20], '15:00': [0] },
  '2026-11-25': { '11:00': [0], '15:00': [0] },
  '2026-11-26': { '11:00': [20] },
  '2026-12-03': { '14:00': [5] },
});
const NONE = new Set<string>();

describe('tour availability and months (SPEC §4, §7)', () => {
  it('a tour is available unless both lifetime limits are empty', () => {
    expect(isTourBookable({ first: null, last: null })).toBe(false);
    expect(isTourBookable(lifetime)).toBe(true);
    expect(isTourBookable({ first: '2026-11-21', last: null })).toBe(true);
    expect(isTourBookable({ first: null, last: '2026-11-21' })).toBe(true);
  });

  it('loads one calendar month, from today and within the lifetime', () => {
    expect(tourMonthRange('2026-11', lifetime, TODAY)).toEqual({ start: '2026-11-21', end: '2026-11-30' });
    expect(tourMonthRange('2026-12', lifetime, TODAY)).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(tourMonthRange('2027-01', lifetime, TODAY)).toEqual({ start: '2027-01-01', end: '2027-01-20' });
    expect(tourMonthRange('2027-02', lifetime, TODAY)).toBeNull();
    expect(tourMonthRange('2026-10', lifetime, TODAY)).toBeNull();
  });

  it('pages from this month (or the first tour month) to the last tour month', () => {
    expect(tourMonthBounds(lifetime, TODAY)).toEqual({ first: '2026-11', last: '2027-01' });
    expect(tourMonthBounds({ first: '2027-03-02', last: '2027-04-01' }, TODAY)).toEqual({
      first: '2027-03',
      last: '2027-04',
    });
    expect(tourMonthBounds({ first: '2026-01-01', last: '2026-02-01' }, TODAY)).toEqual({
      first: '2026-11',
      last: '2026-11',
    });
  });
});

describe('tourDayState (SPEC §4: a day is sold out if flagged)', () => {
  it('tells bookable, sold-out and days without tours apart', () => {
    expect(tourDayState(calendar, NONE, '2026-11-24')).toBe('bookable');
    expect(tourDayState(calendar, NONE, '2026-11-25')).toBe('soldOut');
    expect(tourDayState(calendar, NONE, '2026-11-23')).toBe('unavailable');
  });

  it('a day flagged by tour/soldout is sold out whatever the calendar says', () => {
    expect(tourDayState(calendar, new Set(['2026-11-24']), '2026-11-24')).toBe('soldOut');
  });
});

describe('initialTourDate (SPEC §4: the selected date on load)', () => {
  const base = { today: TODAY, calendar, soldOutDays: NONE, firstAvailable: '2026-11-24' };

  it('takes the requested date when it is forced', () => {
    expect(initialTourDate({ ...base, requested: '2026-11-25', forced: true })).toBe('2026-11-25');
    expect(initialTourDate({ ...base, requested: '2026-11-25', forced: false })).toBe('2026-11-24');
  });

  it('else today when today has slots to book', () => {
    const open = tourCalendar({ [TODAY]: { '15:00': [3] } });
    expect(initialTourDate({ ...base, calendar: open, requested: null, forced: false })).toBe(TODAY);
  });

  it('else the first available date: today without slots, or with only sold-out (past) ones', () => {
    expect(initialTourDate({ ...base, requested: null, forced: false })).toBe('2026-11-24');
    expect(initialTourDate({ ...base, calendar: {}, requested: null, forced: false })).toBe('2026-11-24');
  });

  it('is null for a tour without any date', () => {
    expect(
      initialTourDate({ ...base, calendar: {}, firstAvailable: null, requested: null, forced: false }),
    ).toBe(null);
  });
});

describe('show next available date', () => {
  it('finds the next bookable day after the chosen one in the known months', () => {
    expect(nextAvailableTourDate(calendar, NONE, '2026-11-24')).toBe('2026-11-26');
    expect(nextAvailableTourDate(calendar, new Set(['2026-11-26']), '2026-11-24')).toBe('2026-12-03');
    expect(nextAvailableTourDate(calendar, NONE, '2026-12-03')).toBeNull();
  });

  it('names the next month to load when the known ones have none, bounded by the tour and a year', () => {
    const known = new Set(['2026-11', '2026-12']);
    expect(nextMonthToSearch('2026-11-25', known, '2027-01')).toBe('2027-01');
    expect(nextMonthToSearch('2026-11-25', known, '2026-12')).toBeNull();
    expect(nextMonthToSearch('2026-11-25', new Set(), '2030-01')).toBe('2026-11');
    const all = new Set(
      Array.from(
        { length: 40 },
        (_, index) => `20${27 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`,
      ),
    );
    expect(nextMonthToSearch('2027-01-05', all, '2030-12')).toBeNull();
    expect(MAX_MONTHS_AHEAD).toBe(12);
  });
});
