import type { IdName } from '../../api/wire/common.ts';
import type { Tour } from '../../api/wire/tours.ts';
import { addDays } from '../calendar-dates';

/**
 * The visitor's choices on the guided-tour list (SPEC §2, §3 "Guided tours state"). null means "all"; the
 * language is a lower-case code, compared without regard to case (SPEC §3 langIdentifier).
 */
export interface TourFilters {
  language: string | null;
  category: number | null;
  venue: number | null;
  /** A day (YYYY-MM-DD): only tours with a free slot that day (SPEC §7 tour/overview). */
  day: string | null;
}

/** The URL's names for the filters: a filtered list can be shared, reloaded and reached again with Back. */
export const TOUR_FILTER_PARAMS = {
  language: 'language',
  category: 'category',
  venue: 'venue',
  day: 'day',
} as const;

/** `language=all`: every language, even where the museum names a default one. */
export const ALL_LANGUAGES = 'all';

const LANGUAGE_CODE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/;
const ID = /^[1-9]\d{0,8}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A language code as the filter keeps it (lower case), or null when it is not one. */
export function normalizeLanguage(code: string | null | undefined): string | null {
  const lower = code?.trim().toLowerCase() ?? '';
  return LANGUAGE_CODE.test(lower) ? lower : null;
}

/** The days the API speaks of (api/README.md: 2000-01-01 to 2100-12-31); others are never asked for. */
const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2100-12-31';

/** A real calendar day (YYYY-MM-DD, 31 February refused) within the API's years, or null. */
export function validDay(value: string | null | undefined): string | null {
  if (!value || !DAY.test(value) || value < FIRST_DAY || value > LAST_DAY) return null;
  return addDays(value, 0) === value ? value : null;
}

function validId(value: string | null): number | null {
  return value && ID.test(value) ? Number(value) : null;
}

/** A language one of the tours is given in: its code and its name in the visitor's language. */
export interface TourLanguage {
  code: string;
  name: string;
}

/** The languages the tours are given in, each once (codes compared without case), by name. */
export function tourLanguages(tours: readonly Pick<Tour, 'langIdentifier' | 'langName'>[]): TourLanguage[] {
  const byCode = new Map<string, TourLanguage>();
  for (const tour of tours) {
    const code = normalizeLanguage(tour.langIdentifier);
    if (code && !byCode.has(code)) byCode.set(code, { code, name: tour.langName || code });
  }
  return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * SPEC §3 "Remote configuration" guided_tour_default_language: the language the list starts with, when some
 * tour is given in it; otherwise the list starts with every language (a default nobody offers would hide all).
 */
export function defaultTourLanguage(
  configured: string | null | undefined,
  tours: readonly Pick<Tour, 'langIdentifier'>[],
): string | null {
  const code = normalizeLanguage(configured);
  if (!code) return null;
  return tours.some((tour) => normalizeLanguage(tour.langIdentifier) === code) ? code : null;
}

/** The venues of the tours, in list order. SPEC §2: the venue filter shows only when there are several. */
export function tourVenues(tours: readonly Pick<Tour, 'venue'>[]): IdName[] {
  const byId = new Map<number, IdName>();
  for (const tour of tours) if (!byId.has(tour.venue.id)) byId.set(tour.venue.id, tour.venue);
  return [...byId.values()];
}

export function hasMultipleVenues(tours: readonly Pick<Tour, 'venue'>[]): boolean {
  return tourVenues(tours).length > 1;
}

/**
 * The filters a list address asks for. A missing language means the museum's default (`defaultLanguage`),
 * `language=all` every language; anything unreadable (a made-up id, 31 February, a long string) is ignored.
 */
export function readTourFilters(search: URLSearchParams, defaultLanguage: string | null): TourFilters {
  const language = search.get(TOUR_FILTER_PARAMS.language);
  return {
    language:
      language === null
        ? defaultLanguage
        : language.toLowerCase() === ALL_LANGUAGES
          ? null
          : (normalizeLanguage(language) ?? defaultLanguage),
    category: validId(search.get(TOUR_FILTER_PARAMS.category)),
    venue: validId(search.get(TOUR_FILTER_PARAMS.venue)),
    day: validDay(search.get(TOUR_FILTER_PARAMS.day)),
  };
}

/** The list address for filters: only what differs from the start (the default language is not written). */
export function tourFilterSearch(filters: TourFilters, defaultLanguage: string | null): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.language !== defaultLanguage)
    search.set(TOUR_FILTER_PARAMS.language, filters.language ?? ALL_LANGUAGES);
  if (filters.category !== null) search.set(TOUR_FILTER_PARAMS.category, String(filters.category));
  if (filters.venue !== null) search.set(TOUR_FILTER_PARAMS.venue, String(filters.venue));
  if (filters.day !== null) search.set(TOUR_FILTER_PARAMS.day, filters.day);
  return search;
}

/**
 * The filters the list can show: a language, category or venue it does not offer (an old or edited address,
 * a venue filter that is hidden because there is one venue) is dropped, so that no choice the visitor cannot
 * see or change hides tours.
 */
export function offeredTourFilters(
  filters: TourFilters,
  offered: {
    languages: readonly Pick<TourLanguage, 'code'>[];
    categories: readonly Pick<IdName, 'id'>[];
    venues: readonly Pick<IdName, 'id'>[];
  },
): TourFilters {
  const has = (list: readonly { id: number }[], id: number | null) =>
    id !== null && list.some((entry) => entry.id === id);
  return {
    language:
      filters.language !== null && offered.languages.some((language) => language.code === filters.language)
        ? filters.language
        : null,
    category: has(offered.categories, filters.category) ? filters.category : null,
    venue: has(offered.venues, filters.venue) ? filters.venue : null,
    day: filters.day,
  };
}

/** The filters of the reset action: the museum's default language, every category, venue and day. */
export function resetTourFilters(defaultLanguage: string | null): TourFilters {
  return { language: defaultLanguage, category: null, venue: null, day: null };
}

/** Whether the list shows less than it would after a reset. */
export function hasActiveTourFilters(filters: TourFilters, defaultLanguage: string | null): boolean {
  return (
    filters.language !== defaultLanguage ||
    filters.category !== null ||
    filters.venue !== null ||
    filters.day !== null
  );
}

/**
 * SPEC §2 guided-tour list: language (case-insensitive), category (`custom_groups`), venue and day. A day
 * filter keeps the tours that tour/overview lists for that day (`toursOnDay`, their ids); while that answer
 * is not known, `toursOnDay` is null and the day filter keeps nothing back.
 */
export function filterTours<T extends Pick<Tour, 'id' | 'langIdentifier' | 'custom_groups' | 'venue'>>(
  tours: readonly T[],
  filters: TourFilters,
  toursOnDay: ReadonlySet<number> | null,
): T[] {
  return tours.filter(
    (tour) =>
      (filters.language === null || normalizeLanguage(tour.langIdentifier) === filters.language) &&
      (filters.category === null || tour.custom_groups.some((group) => group.id === filters.category)) &&
      (filters.venue === null || tour.venue.id === filters.venue) &&
      (filters.day === null || toursOnDay === null || toursOnDay.has(tour.id)),
  );
}

/** The ids of the tours tour/overview lists for one day (SPEC §7: date → tours with a free slot that day). */
export function toursOnDay(overview: Readonly<Record<string, readonly Pick<Tour, 'id'>[]>>, day: string) {
  return new Set((overview[day] ?? []).map((tour) => tour.id));
}

/**
 * SPEC §3 "Guided tours state" nextFewDays: today, tomorrow and the days after, offsets 0 to 3. The spec's
 * four-day flag reuses the three-day date, and so does this.
 */
export function nextFewDays(today: string) {
  return {
    today,
    tomorrow: addDays(today, 1),
    inTwoDays: addDays(today, 2),
    inThreeDays: addDays(today, 3),
    inFourDays: addDays(today, 3),
  };
}

export type QuickDayKey = keyof ReturnType<typeof nextFewDays>;

/** The day choices the list offers (SPEC §2 "today, tomorrow"), each date once (inFourDays repeats a date). */
export function quickDays(today: string): { key: QuickDayKey; date: string }[] {
  const seen = new Set<string>();
  const days: { key: QuickDayKey; date: string }[] = [];
  for (const [key, date] of Object.entries(nextFewDays(today)) as [QuickDayKey, string][]) {
    if (seen.has(date)) continue;
    seen.add(date);
    days.push({ key, date });
  }
  return days;
}
