import { href, useLanguage } from '@museum/shared';
import { formatDate } from '@museum/shared/domain';
import type { Event } from '@museum/shared/wire';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventSummary } from '../model/event-summaries';
import styles from './event-list.module.css';

/** One event of the list: its name links to its page; venue, period, groups and next free date. */
export function EventCard({ event, summary }: { event: Event; summary: EventSummary | undefined }) {
  const { t } = useTranslation('tickets');
  const language = useLanguage();
  const headingId = useId();
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.name}>
        <Link to={href('ticket', { id: event.id }, language)} className={styles.link}>
          {event.name}
        </Link>
      </h2>
      <p className={styles.meta}>
        {event.venue.name} ·{' '}
        {t('list.period', { start: formatDate(event.start), end: formatDate(event.end) })}
      </p>
      {event.custom_groups.length > 0 && (
        <p className={styles.groups}>{event.custom_groups.map((group) => group.name).join(', ')}</p>
      )}
      {event.expired ? (
        <p className={styles.expired}>{t('list.expired')}</p>
      ) : (
        summary && (
          <p className={styles.next}>
            {summary.nextDate
              ? t('list.nextDate', { date: formatDate(summary.nextDate) })
              : t('list.noDates')}
          </p>
        )
      )}
      {event.description && <p className={styles.description}>{event.description}</p>}
    </article>
  );
}
