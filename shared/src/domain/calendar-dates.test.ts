import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysOfMonth, lastDayOfMonth, weekdayIndex } from './calendar-dates';

describe('calendar dates', () => {
  it('counts days and months across year ends and leap years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(lastDayOfMonth('2027-02')).toBe('2027-02-28');
    expect(daysOfMonth('2026-11')).toHaveLength(30);
  });

  it('starts the week on Monday', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0); // a Monday
    expect(weekdayIndex('2026-11-22')).toBe(6); // a Sunday
  });

  it('does not shift a day when the clocks change', () => {
    expect(addDays('2026-10-24', 1)).toBe('2026-10-25');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
  });
});
