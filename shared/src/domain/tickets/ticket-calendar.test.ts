import { describe, expect, it } from 'vitest';
import { entry, event, ticket } from '../../testing/tickets';
import {
  calendarDayState,
  calendarMonthBounds,
  calendarRange,
  calendarWithin,
  dayStateOfTickets,
  initialCalendarMonth,
  isEventExpired,
  rangeCovers,
} from './ticket-calendar';

describe('calendarRange (SPEC §7: month start to the end of the next month)', () => {
  const lifetime = { start: '2026-10-22', end: '2027-02-19' };

  it('loads the shown month and the next one', () => {
    expect(calendarRange('2026-11', null)).toEqual({ start: '2026-11-01', end: '2026-12-31' });
    expect(calendarRange('2026-12', lifetime)).toEqual({ start: '2026-12-01', end: '2027-01-31' });
  });

  it('is bounded by the ticket lifetime', () => {
    expect(calendarRange('2026-10', lifetime)).toEqual({ start: '2026-10-22', end: '2026-11-30' });
    expect(calendarRange('2027-01', lifetime)).toEqual({ start: '2027-01-01', end: '2027-02-19' });
    expect(calendarRange('2027-03', lifetime)).toBeNull();
  });
});

describe('calendarWithin (a wider answer standing in for the exact range)', () => {
  const asked = { start: '2026-11-01', end: '2026-12-31' };
  const answer = { '2026-11-05': 4, '2026-11-24': 32, '2026-12-31': 0 };

  it('keeps the dates of the wanted range, sold-out ones included', () => {
    expect(calendarWithin(answer, asked, { start: '2026-11-10', end: '2026-12-31' })).toEqual({
      '2026-11-24': 32,
      '2026-12-31': 0,
    });
    expect(calendarWithin(answer, asked, asked)).toEqual(answer);
  });

  it('knows from the ranges alone whether an answer can stand in', () => {
    expect(rangeCovers(asked, { start: '2026-11-01', end: '2026-11-30' })).toBe(true);
    expect(rangeCovers(asked, { start: '2026-12-01', end: '2027-01-31' })).toBe(false);
  });

  it('is null when the answer does not cover the wanted range', () => {
    expect(calendarWithin(answer, asked, { start: '2026-10-31', end: '2026-11-30' })).toBeNull();
    expect(calendarWithin(answer, asked, { start: '2026-12-01', end: '2027-01-31' })).toBeNull();
  });
});

describe('calendar months a visitor can page through', () => {
  it('runs from this month, or the lifetime start, to the lifetime end', () => {
    expect(calendarMonthBounds({ start: '2026-10-22', end: '2027-02-19' }, '2026-11-21')).toEqual({
      first: '2026-11',
      last: '2027-02',
    });
    expect(calendarMonthBounds({ start: '2027-01-10', end: '2027-02-19' }, '2026-11-21')).toEqual({
      first: '2027-01',
      last: '2027-02',
    });
  });

  it('opens at the month of the date chosen for the visitor, else the first month', () => {
    const lifetime = { start: '2026-10-22', end: '2027-02-19' };
    expect(initialCalendarMonth('2026-12-04', lifetime, '2026-11-21')).toBe('2026-12');
    expect(initialCalendarMonth(null, lifetime, '2026-11-21')).toBe('2026-11');
  });
});

describe('calendarDayState (SPEC §4 ticket flow)', () => {
  const calendar = { '2026-11-24': 210, '2026-11-26': 0 };

  it('splits dates into bookable (count above 0), sold out (0) and without offer (absent)', () => {
    expect(calendarDayState(calendar, '2026-11-24')).toBe('bookable');
    expect(calendarDayState(calendar, '2026-11-26')).toBe('soldOut');
    expect(calendarDayState(calendar, '2026-11-23')).toBe('unavailable');
  });
});

describe('dayStateOfTickets', () => {
  it('reads a date as bookable, sold out or without offer from its tickets', () => {
    const open = ticket({
      id: 1,
      schedule: [entry('2026-11-24 10:00:00', 0), entry('2026-11-24 11:00:00', 4)],
    });
    const full = ticket({ id: 2, schedule: [entry('2026-11-26 10:00:00', 0)] });
    const closed = ticket({ id: 3, schedule: [] });
    expect(dayStateOfTickets([closed, open])).toBe('bookable');
    expect(dayStateOfTickets([full, closed])).toBe('soldOut');
    expect(dayStateOfTickets([closed])).toBe('unavailable');
  });
});

describe('isEventExpired', () => {
  it('is true when the API flags the event or its lifetime has ended', () => {
    const today = '2026-11-21';
    expect(isEventExpired(event({ id: 4, expired: true }), null, today)).toBe(true);
    expect(isEventExpired(event({ id: 4, end: '2026-11-11' }), null, today)).toBe(true);
    expect(isEventExpired(event({ id: 1 }), { start: '2026-01-01', end: '2026-11-20' }, today)).toBe(true);
    expect(isEventExpired(event({ id: 1, end: today }), { start: '2026-01-01', end: today }, today)).toBe(
      false,
    );
  });
});
