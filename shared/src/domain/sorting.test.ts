import { describe, expect, it } from 'vitest';
import { sortBySequence } from './sorting';

describe('sortBySequence', () => {
  it('puts ordered items first by sequence_no, then unordered ones by sorting_datetime', () => {
    const events = [
      { name: 'late', sequence_no: 0, sorting_datetime: '2026-12-01 10:00:00' },
      { name: 'second', sequence_no: 2, sorting_datetime: '2026-01-01 10:00:00' },
      { name: 'early', sequence_no: 0, sorting_datetime: '2026-11-01 10:00:00' },
      { name: 'first', sequence_no: 1, sorting_datetime: '2027-01-01 10:00:00' },
    ];
    expect(sortBySequence(events).map((event) => event.name)).toEqual(['first', 'second', 'early', 'late']);
  });

  it('does not change the list it was given', () => {
    const items = [{ sequence_no: 2 }, { sequence_no: 1 }];
    sortBySequence(items);
    expect(items[0]?.sequence_no).toBe(2);
  });
});
