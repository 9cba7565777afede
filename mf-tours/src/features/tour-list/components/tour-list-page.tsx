import { CardGrid, Notice, PageTitle, Price } from '@museum/shared';
import { formatMinutes, lowestTourPrice } from '@museum/shared/domain';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';

import type { TourListData } from '../route';
import styles from './tour-list-page.module.css';

export function TourListPage() {
  const { t } = useTranslation('tours');
  const { tours, failed } = useLoaderData<TourListData>();
  return (
    <section>
      <PageTitle>{t('list.title')}</PageTitle>
      {failed && <Notice tone="danger">{t('list.failed')}</Notice>}
      {!failed && tours.length === 0 && <Notice tone="info">{t('list.empty')}</Notice>}
      <CardGrid minCardWidth="18rem" data-testid="tour-list">
        {tours.map((tour) => {
          const from = lowestTourPrice(tour);
          return (
            <li key={tour.id} className={styles.card}>
              <h2 className={styles.name}>{tour.name}</h2>
              <p className={styles.meta}>
                {t('list.language', { language: tour.langName })} · {formatMinutes(tour.duration)} ·{' '}
                {tour.venue.name}
              </p>
              {from !== null && (
                <p className={styles.price}>
                  {t('list.priceFrom')} <Price cents={from} />
                </p>
              )}
            </li>
          );
        })}
      </CardGrid>
    </section>
  );
}
