import { CardGrid, Notice, Spinner, useRequest, VisuallyHidden } from '@museum/shared';
import {
  filterTours,
  formatDate,
  hasActiveTourFilters,
  hasMultipleVenues,
  offeredTourFilters,
  readTourFilters,
  resetTourFilters,
  type TourFilters,
  tourFilterSearch,
  tourLanguages,
  toursOnDay,
  tourVenues,
} from '@museum/shared/domain';
import { RetryButton } from '@museum/shared/route-code';
import type { TourOverview } from '@museum/shared/wire';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { today } from '../../../lib/today';
import { useSettled } from '../../../lib/use-settled';
import { getTourOverview } from '../api/get-tour-overview';
import type { TourListReady } from '../loader';
import { TourCard } from './tour-card';
import { TourFiltersForm } from './tour-filters';
import styles from './tour-list.module.css';

/**
 * The tours with language, category, venue and day filters (SPEC §2). The filters live in the address, so a
 * filtered list can be shared, reloaded and found again with Back; changing one replaces the address without
 * a new page (focus and scroll stay where the visitor is).
 */
export function TourList({ page }: { page: TourListReady }) {
  const { t } = useTranslation('tours');
  const [searchParams, setSearchParams] = useSearchParams();
  // A filter the visitor just chose shows at once, while the address changes (the shell's routes may still
  // revalidate): a radio or a select never seems to ignore a click.
  const location = useLocation();
  const pending = useNavigation().location;
  const shownParams =
    pending && pending.pathname === location.pathname ? new URLSearchParams(pending.search) : searchParams;
  const nextDates = useSettled(page.nextDates);
  const languages = useMemo(() => tourLanguages(page.tours), [page.tours]);
  const venues = useMemo(() => (hasMultipleVenues(page.tours) ? tourVenues(page.tours) : []), [page.tours]);
  const filters = offeredTourFilters(readTourFilters(shownParams, page.defaultLanguage), {
    languages,
    categories: page.categories,
    venues,
  });
  const day = filters.day;
  const known = day !== null && page.initialDay?.day === day ? page.initialDay.overview : null;
  const dayRequest = useRequest<TourOverview>(day !== null && !known ? day : null, (signal) =>
    day ? getTourOverview(day, signal) : Promise.resolve({}),
  );
  const overview = known ?? dayRequest.data ?? null;
  const dayTours = day !== null && overview ? overview[day] : undefined;
  const shown = filterTours(page.tours, filters, day !== null && overview ? toursOnDay(overview, day) : null);
  const waitingForDay = day !== null && !overview;

  const change = (next: TourFilters) =>
    setSearchParams(tourFilterSearch(next, page.defaultLanguage), {
      replace: true,
      preventScrollReset: true,
    });

  return (
    <>
      <TourFiltersForm
        filters={filters}
        onChange={change}
        onReset={() => change(resetTourFilters(page.defaultLanguage))}
        canReset={hasActiveTourFilters(filters, page.defaultLanguage)}
        languages={languages}
        categories={page.categories}
        venues={venues}
        today={today()}
      />
      {/* The results' heading is their count, named "Results" for screen readers: where they jump to the list,
          and where "Try again" on a day's tours puts the focus (seen, not on the page title above the filters). */}
      <h2 className={styles.count} tabIndex={-1}>
        <VisuallyHidden>{t('list.resultsHeading')} </VisuallyHidden>
        <span role="status">
          {waitingForDay
            ? dayRequest.status === 'failed'
              ? ''
              : t('list.lookingForDay', { date: formatDate(day) })
            : t('list.results', { count: shown.length })}
        </span>
      </h2>
      {waitingForDay ? (
        dayRequest.status === 'failed' ? (
          <Notice tone="danger" actions={<RetryButton onRetry={dayRequest.retry}>{t('retry')}</RetryButton>}>
            {t('list.dayFailed', { date: formatDate(day) })}
          </Notice>
        ) : (
          <Spinner label={t('list.lookingForDay', { date: formatDate(day) })} />
        )
      ) : shown.length === 0 ? (
        <p className={styles.noMatch}>{t('list.noResults')}</p>
      ) : (
        <CardGrid minCardWidth="18rem" className={styles.list} data-testid="tour-list">
          {shown.map((tour) => (
            <li key={tour.id}>
              <TourCard
                tour={tour}
                day={day}
                timesOnDay={dayTours?.find((entry) => entry.id === tour.id)?.schedule}
                nextDate={nextDates?.get(tour.id)}
              />
            </li>
          ))}
        </CardGrid>
      )}
    </>
  );
}
