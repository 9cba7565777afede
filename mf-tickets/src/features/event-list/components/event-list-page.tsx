import { formatDate, Notice, PageTitle } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { EventListData } from '../route';
import styles from './event-list-page.module.css';

export function EventListPage() {
  const { t } = useTranslation('tickets');
  const { events, error } = useLoaderData<EventListData>();
  return (
    <section>
      <PageTitle>{t('list.title')}</PageTitle>
      {error && <Notice tone={error === 'failed' ? 'danger' : 'info'}>{t(`list.error.${error}`)}</Notice>}
      <ul className={styles.list} data-testid="event-list">
        {events.map((event) => (
          <li key={event.id} className={styles.card}>
            <h2 className={styles.name}>{event.name}</h2>
            <p className={styles.meta}>
              {event.venue.name} ·{' '}
              {t('list.period', { start: formatDate(event.start), end: formatDate(event.end) })}
            </p>
            {event.description && <p>{event.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
