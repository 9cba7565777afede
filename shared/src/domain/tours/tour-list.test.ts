import { describe, expect, it } from 'vitest';
import { tour } from '../../testing/tours';
import {
  defaultTourLanguage,
  filterTours,
  hasActiveTourFilters,
  hasMultipleVenues,
  nextFewDays,
  offeredTourFilters,
  quickDays,
  readTourFilters,
  resetTourFilters,
  type TourFilters,
  tourFilterSearch,
  tourLanguages,
  toursOnDay,
  tourVenues,
  validDay,
} from './tour-list';

const garden = { id: 2, name: 'Garden pavilion' };
const tours = [
  tour({ id: 1, langIdentifier: 'de', langName: 'German', custom_groups: [{ id: 21, name: 'Public' }] }),
  tour({ id: 2, langIdentifier: 'EN', langName: 'English', custom_groups: [{ id: 21, name: 'Public' }] }),
  tour({ id: 3, langIdentifier: 'De', langName: 'German', custom_groups: [{ id: 22, name: 'Groups' }] }),
  tour({ id: 4, langIdentifier: 'fr', langName: 'French', venue: garden, custom_groups: [] }),
];
const ids = (list: readonly { id: number }[]) => list.map((item) => item.id);
const ALL: TourFilters = { language: null, category: null, venue: null, day: null };

describe('tour list filters (SPEC §2 guided-tour list)', () => {
  it('filters by language without regard to case', () => {
    expect(ids(filterTours(tours, { ...ALL, language: 'de' }, null))).toEqual([1, 3]);
    expect(ids(filterTours(tours, { ...ALL, language: 'en' }, null))).toEqual([2]);
  });

  it('filters by category (custom_groups), venue and the tours tour/overview lists for the day', () => {
    expect(ids(filterTours(tours, { ...ALL, category: 21 }, null))).toEqual([1, 2]);
    expect(ids(filterTours(tours, { ...ALL, venue: 2 }, null))).toEqual([4]);
    const overview = { '2026-11-24': [tours[2], tours[3]].filter((entry) => entry !== undefined) };
    expect(
      ids(filterTours(tours, { ...ALL, day: '2026-11-24' }, toursOnDay(overview, '2026-11-24'))),
    ).toEqual([3, 4]);
    expect(toursOnDay(overview, '2026-11-25').size).toBe(0);
  });

  it('combines the filters; a day whose tours are not known yet holds nothing back', () => {
    expect(ids(filterTours(tours, { ...ALL, language: 'de', category: 22 }, null))).toEqual([3]);
    expect(ids(filterTours(tours, { ...ALL, day: '2026-11-24' }, null))).toEqual([1, 2, 3, 4]);
    expect(ids(filterTours(tours, { ...ALL, language: 'it' }, null))).toEqual([]);
  });

  it('lists each language once, by name, and the venues in list order; several venues show the filter', () => {
    expect(tourLanguages(tours)).toEqual([
      { code: 'en', name: 'English' },
      { code: 'fr', name: 'French' },
      { code: 'de', name: 'German' },
    ]);
    expect(tourVenues(tours)).toEqual([{ id: 1, name: 'Main building' }, garden]);
    expect(hasMultipleVenues(tours)).toBe(true);
    expect(hasMultipleVenues(tours.slice(0, 3))).toBe(false);
  });

  it('starts with the museum default language (guided_tour_default_language) only when a tour has it', () => {
    expect(defaultTourLanguage('DE', tours)).toBe('de');
    expect(defaultTourLanguage('it', tours)).toBeNull();
    expect(defaultTourLanguage('', tours)).toBeNull();
    expect(defaultTourLanguage(undefined, tours)).toBeNull();
  });
});

describe('tour filters in the address (shared, reloaded, reached with Back)', () => {
  it('reads the filters, with the default language when none is named and every language for "all"', () => {
    expect(readTourFilters(new URLSearchParams(''), 'de')).toEqual({ ...ALL, language: 'de' });
    expect(readTourFilters(new URLSearchParams('language=all'), 'de')).toEqual(ALL);
    expect(
      readTourFilters(new URLSearchParams('language=EN&category=21&venue=2&day=2026-11-24'), 'de'),
    ).toEqual({ language: 'en', category: 21, venue: 2, day: '2026-11-24' });
  });

  it('ignores what it cannot read', () => {
    const hostile = new URLSearchParams(
      `language=${'x'.repeat(5000)}&category=-1&venue=1e9999&day=2026-02-31`,
    );
    expect(readTourFilters(hostile, 'de')).toEqual({ ...ALL, language: 'de' });
    expect(readTourFilters(new URLSearchParams('category=0&venue=12abc'), null)).toEqual(ALL);
  });

  it('writes only what differs from the start, so that reading it back gives the same filters', () => {
    expect(tourFilterSearch({ ...ALL, language: 'de' }, 'de').toString()).toBe('');
    const filters = { language: null, category: 22, venue: 1, day: '2026-11-25' };
    const search = tourFilterSearch(filters, 'de');
    expect(search.toString()).toBe('language=all&category=22&venue=1&day=2026-11-25');
    expect(readTourFilters(search, 'de')).toEqual(filters);
    expect(tourFilterSearch({ ...ALL, language: 'fr' }, null).toString()).toBe('language=fr');
  });

  it('resets to the default language, and knows when something is filtered', () => {
    expect(resetTourFilters('de')).toEqual({ ...ALL, language: 'de' });
    expect(hasActiveTourFilters(resetTourFilters('de'), 'de')).toBe(false);
    expect(hasActiveTourFilters({ ...ALL, language: null }, 'de')).toBe(true);
    expect(hasActiveTourFilters({ ...ALL, day: '2026-11-24' }, null)).toBe(true);
  });

  it('drops a language, category or venue the list does not offer (nothing hidden the visitor cannot change)', () => {
    const offered = {
      languages: tourLanguages(tours),
      categories: [{ id: 21 }, { id: 22 }],
      venues: [] as { id: number }[],
    };
    expect(
      offeredTourFilters({ language: 'it', category: 99, venue: 2, day: '2026-11-24' }, offered),
    ).toEqual({
      ...ALL,
      day: '2026-11-24',
    });
    expect(offeredTourFilters({ ...ALL, language: 'fr', category: 22 }, offered)).toEqual({
      ...ALL,
      language: 'fr',
      category: 22,
    });
  });

  it('takes only real days', () => {
    expect(validDay('2026-11-24')).toBe('2026-11-24');
    expect(validDay('2026-02-29')).toBeNull();
    expect(validDay('24.11.2026')).toBeNull();
    expect(validDay(null)).toBeNull();
    expect(validDay('9999-12-31')).toBeNull();
    expect(validDay('1999-12-31')).toBeNull();
  });
});

describe('nextFewDays (SPEC §3 "Guided tours state")', () => {
  it('is today to three days ahead; the four-day flag reuses the three-day date', () => {
    expect(nextFewDays('2026-12-30')).toEqual({
      today: '2026-12-30',
      tomorrow: '2026-12-31',
      inTwoDays: '2027-01-01',
      inThreeDays: '2027-01-02',
      inFourDays: '2027-01-02',
    });
  });

  it('offers each of those days once', () => {
    expect(quickDays('2026-11-21')).toEqual([
      { key: 'today', date: '2026-11-21' },
      { key: 'tomorrow', date: '2026-11-22' },
      { key: 'inTwoDays', date: '2026-11-23' },
      { key: 'inThreeDays', date: '2026-11-24' },
    ]);
  });
});
