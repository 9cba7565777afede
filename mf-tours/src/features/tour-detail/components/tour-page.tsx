import { href, Notice, PageTitle, Spinner, useLanguage } from '@museum/shared';
import { formatMinutes } from '@museum/shared/domain';
import { RetryButton } from '@museum/shared/route-code';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { TourPageData } from '../loader';
import { TourBooking } from './tour-booking';
import styles from './tour-page.module.css';

/** SPEC §2 `/…/guided-tours/{id}`: one tour with its calendar, times and booking form, or why it cannot be booked. */
export function TourPage() {
  const { t } = useTranslation('tours');
  const language = useLanguage();
  const page = useLoaderData<TourPageData>();

  if (page.status === 'failed') {
    return (
      <section>
        <PageTitle>{t('titles.detail')}</PageTitle>
        <Notice tone="danger" actions={<RetryButton>{t('retry')}</RetryButton>}>
          {t('tour.failed')}
        </Notice>
      </section>
    );
  }

  const { tour } = page;
  return (
    <article className={styles.page}>
      <p className={styles.back}>
        <Link to={href('guidedTours', {}, language)}>{t('tour.back')}</Link>
      </p>
      <PageTitle className={styles.title}>{tour.name}</PageTitle>
      <p className={styles.meta}>
        {t('tour.language', { language: tour.langName })} · {formatMinutes(tour.duration)} · {tour.venue.name}
      </p>
      {tour.custom_groups.length > 0 && (
        <p className={styles.meta}>{tour.custom_groups.map((group) => group.name).join(', ')}</p>
      )}
      {tour.description && <p className={styles.description}>{tour.description}</p>}
      {page.status === 'notBookable' ? (
        <Notice tone="info">{t('tour.notBookable')}</Notice>
      ) : page.status === 'soldOut' ? (
        <Notice tone="warning">{t('tour.soldOut')}</Notice>
      ) : (
        <Suspense fallback={<Spinner />}>
          <TourBooking key={`${tour.id}:${page.date}`} page={page} />
        </Suspense>
      )}
    </article>
  );
}
