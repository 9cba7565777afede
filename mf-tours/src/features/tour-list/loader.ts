import { isApiFailure, useConfigStore } from '@museum/shared';
import { defaultTourLanguage, readTourFilters, sortBySequence } from '@museum/shared/domain';
import type { IdName, Tour, TourOverview } from '@museum/shared/wire';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { ensureMuseumClock } from '../../lib/today';
import { getTourCategories } from './api/get-tour-categories';
import { getTourOverview } from './api/get-tour-overview';
import { getTours } from './api/get-tours';
import { loadNextTourDates } from './model/next-dates';

export interface TourListReady {
  status: 'ready';
  /** Sorted by sequence_no (SPEC §9). */
  tours: Tour[];
  /** tour/attr categories, for the category filter. */
  categories: IdName[];
  /** The museum's guided_tour_default_language, when a tour is given in it. */
  defaultLanguage: string | null;
  /** The day filter's tours when the address already names a day (a shared or reloaded list). */
  initialDay: { day: string; overview: TourOverview } | null;
  /** Each tour's next bookable date, once it has arrived (never rejects). */
  nextDates: Promise<Map<number, string | null>>;
}

export type TourListData = TourListReady | { status: 'failed' };

/** SPEC §2 `/…/guided-tours`: the tours, the categories, and the day's tours when the address names a day. */
export async function loader({ request }: LoaderFunctionArgs): Promise<TourListData> {
  const { signal } = request;
  try {
    // The museum's clock (its time zone) for the day filter's "today", with the list.
    const [{ tours }, { category }] = await Promise.all([
      getTours(signal),
      getTourCategories(signal),
      ensureMuseumClock(),
    ]);
    const sorted = sortBySequence(tours);
    const defaultLanguage = defaultTourLanguage(
      useConfigStore.getState().remote?.guided_tour_default_language,
      sorted,
    );
    const { day } = readTourFilters(new URL(request.url).searchParams, defaultLanguage);
    // A day that cannot be loaded does not fail the list: the list then asks for it itself, with its own
    // "Try again" for that day.
    const overview = day ? await getTourOverview(day, signal).catch(unlessApiFailure) : null;
    return {
      status: 'ready',
      tours: sorted,
      categories: category,
      defaultLanguage,
      initialDay: day && overview ? { day, overview } : null,
      nextDates: loadNextTourDates(
        sorted.map((tour) => tour.id),
        signal,
      ),
    };
  } catch (error) {
    // SPEC §8: a tour list that fails is told to the visitor, with "Try again".
    if (isApiFailure(error)) return { status: 'failed' };
    throw error;
  }
}

function unlessApiFailure(error: unknown): null {
  if (isApiFailure(error)) return null;
  throw error;
}

/**
 * The filters live in the address, but changing one is not a new page: the list keeps its data (a new day
 * asks tour/overview itself). "Try again" and other pages load as usual.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}
