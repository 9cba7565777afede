import { href, useLanguage, useLocale } from '@museum/shared';
import {
  formatDate,
  formatMinutes,
  formatPrice,
  TOUR_DATE_PARAM,
  tourKind,
  tourPriceFrom,
} from '@museum/shared/domain';
import type { Tour } from '@museum/shared/wire';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './tour-list.module.css';

interface TourCardProps {
  tour: Tour;
  /** The day filter; the card then names the tour's free times that day and links to that day. */
  day: string | null;
  timesOnDay: Tour['schedule'] | undefined;
  /** The next bookable date; null: none; undefined: not known (yet). */
  nextDate: string | null | undefined;
}

/** One tour of the list: its name links to its page; language, length, venue, categories, price and dates. */
export function TourCard({ tour, day, timesOnDay, nextDate }: TourCardProps) {
  const { t } = useTranslation('tours');
  const language = useLanguage();
  const headingId = useId();
  const locale = useLocale();
  const from = tourPriceFrom(tour);
  const target = href('guidedTour', { id: tour.id }, language);
  const times = timesOnDay ? Object.keys(timesOnDay).sort() : [];
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.name}>
        <Link to={day ? `${target}?${TOUR_DATE_PARAM}=${day}` : target} className={styles.link}>
          {tour.name}
        </Link>
      </h2>
      <p className={styles.meta}>
        {t('tour.language', { language: tour.langName })} · {formatMinutes(tour.duration)} · {tour.venue.name}
      </p>
      {tour.custom_groups.length > 0 && (
        <p className={styles.meta}>{tour.custom_groups.map((group) => group.name).join(', ')}</p>
      )}
      {from !== null && (
        <p className={styles.price}>
          {t(`list.priceFrom.${tourKind(tour)}`, { price: formatPrice(from, locale) })}
        </p>
      )}
      {day ? (
        <p className={styles.next}>
          {t('list.timesOnDay', { date: formatDate(day), times: times.join(', ') })}
        </p>
      ) : (
        // The line keeps its height while the date is on its way, so nothing below it moves.
        <p className={styles.next} data-testid="next-date">
          {nextDate === undefined
            ? '\u00a0'
            : nextDate === null
              ? t('list.noDates')
              : t('list.nextDate', { date: formatDate(nextDate) })}
        </p>
      )}
    </article>
  );
}
