import { describe, expect, it } from 'vitest';
import { entry, ticket } from '../../testing/tickets';
import { chooseTimeSlot, clockTime, timedSlots } from './time-slots';

const slot = (datetime: string, places: number) => entry(datetime, places);

describe('timedSlots', () => {
  it('lists each start time of the timed tickets once, in order, with the most places any ticket has then', () => {
    const stalls = ticket({ id: 201, mode: 5, schedule: [slot('2026-11-27 19:30:00', 60)] });
    const balcony = ticket({ id: 202, mode: 5, schedule: [slot('2026-11-27 19:30:00', 0)] });
    const adult = ticket({
      id: 101,
      schedule: [slot('2026-11-27 11:00:00', 0), slot('2026-11-27 10:00:00', 30)],
    });
    expect(timedSlots([stalls, balcony, adult])).toEqual([
      slot('2026-11-27 10:00:00', 30),
      slot('2026-11-27 11:00:00', 0),
      slot('2026-11-27 19:30:00', 60),
    ]);
  });

  it('leaves out day tickets, which are valid the whole day', () => {
    const day = ticket({
      id: 301,
      mode: 3,
      schedule: [entry('2026-11-24 10:00:00', 200, '2026-11-24 18:00:00')],
    });
    expect(timedSlots([day])).toEqual([]);
  });
});

describe('chooseTimeSlot (SPEC §4 ticket flow)', () => {
  const day1 = [
    slot('2026-11-24 10:00:00', 30),
    slot('2026-11-24 11:00:00', 0),
    slot('2026-11-24 15:00:00', 3),
  ];

  it('chooses a single slot automatically', () => {
    const only = [slot('2026-11-27 19:30:00', 60)];
    expect(chooseTimeSlot(only, null)).toEqual(only[0]);
    expect(chooseTimeSlot(only, '2026-11-20 10:00:00')).toEqual(only[0]);
  });

  it('keeps the clock time chosen on another date', () => {
    expect(chooseTimeSlot(day1, '2026-11-21 15:00:00')?.datetime).toBe('2026-11-24 15:00:00');
  });

  it('takes the first slot when the clock time is not offered, or nothing was chosen', () => {
    expect(chooseTimeSlot(day1, '2026-11-21 16:00:00')?.datetime).toBe('2026-11-24 10:00:00');
    expect(chooseTimeSlot(day1, null)?.datetime).toBe('2026-11-24 10:00:00');
  });

  it('does not keep or choose a sold-out time while another has places', () => {
    expect(chooseTimeSlot(day1, '2026-11-21 11:00:00')?.datetime).toBe('2026-11-24 10:00:00');
    const firstSoldOut = [slot('2026-11-24 11:00:00', 0), slot('2026-11-24 12:00:00', 2)];
    expect(chooseTimeSlot(firstSoldOut, null)?.datetime).toBe('2026-11-24 12:00:00');
  });

  it('shows the first slot when every slot is sold out, and nothing without slots', () => {
    const soldOut = [slot('2026-11-26 10:00:00', 0), slot('2026-11-26 11:00:00', 0)];
    expect(chooseTimeSlot(soldOut, null)?.datetime).toBe('2026-11-26 10:00:00');
    expect(chooseTimeSlot([], '2026-11-26 10:00:00')).toBeNull();
  });

  it('compares clock times, not dates', () => {
    expect(clockTime('2026-11-24 15:00:00')).toBe('15:00:00');
  });
});
