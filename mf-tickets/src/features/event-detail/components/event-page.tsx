import { href, Notice, PageTitle, Spinner, useLanguage } from '@museum/shared';
import { formatDate } from '@museum/shared/domain';
import { RetryButton } from '@museum/shared/route-code';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { EventPageData } from '../loader';
import styles from './event-page.module.css';
import { TicketBooking } from './ticket-booking';

/** SPEC §2 `/…/tickets/{id}`: one event with its calendar, times and tickets, or why it cannot be booked. */
export function EventPage() {
  const { t } = useTranslation('tickets');
  const language = useLanguage();
  const page = useLoaderData<EventPageData>();

  if (page.status === 'failed') {
    return (
      <section>
        <PageTitle>{t('titles.event')}</PageTitle>
        <Notice tone="danger" actions={<RetryButton>{t('event.retry')}</RetryButton>}>
          {t('event.failed')}
        </Notice>
      </section>
    );
  }

  const { event } = page;
  return (
    <article className={styles.page}>
      {page.hasOtherEvents && (
        <p className={styles.back}>
          <Link to={href('tickets', {}, language)}>{t('event.back')}</Link>
        </p>
      )}
      <PageTitle className={styles.title}>{event.name}</PageTitle>
      <p className={styles.meta}>
        {event.venue.name} ·{' '}
        {t('list.period', { start: formatDate(event.start), end: formatDate(event.end) })}
      </p>
      {event.description && <p className={styles.description}>{event.description}</p>}
      {page.status === 'expired' ? (
        <Notice tone="info">{t('event.expired')}</Notice>
      ) : (
        <Suspense fallback={<Spinner />}>
          <TicketBooking key={event.id} page={page} />
        </Suspense>
      )}
    </article>
  );
}
