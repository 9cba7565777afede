import { CardGrid, PageTitle } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { EAGER_PICTURES } from '../../../lib/first-pictures';
import { LoadFailure } from '../../../lib/load-failure';
import styles from '../../../lib/shop.module.css';
import type { MerchandiseListData } from '../loader';
import { CategoryNavigation } from './category-navigation';
import { MerchandiseCard } from './merchandise-card';

/** SPEC §2 merchandise list and merchandise by category: filters as links, the articles, or "no results". */
export function MerchandiseListPage() {
  const { t } = useTranslation('shop');
  const data = useLoaderData<MerchandiseListData>();
  if (data.status === 'failed')
    return (
      <section>
        <PageTitle className={styles.pageTitle}>{t('merchandise.title')}</PageTitle>
        <LoadFailure message={t('merchandise.failed')} />
      </section>
    );
  const { categories, category, articles } = data;
  return (
    <section>
      <PageTitle className={styles.pageTitle}>
        {category ? t('merchandise.categoryTitle', { category: category.name }) : t('merchandise.title')}
      </PageTitle>
      <CategoryNavigation categories={categories} />
      <p className={styles.count} role="status">
        {articles.length === 0
          ? t('common:errors.noResults')
          : t('merchandise.results', { count: articles.length })}
      </p>
      {articles.length > 0 && (
        <CardGrid data-testid="merchandise-list">
          {articles.map((article, index) => (
            <li key={article.id}>
              <MerchandiseCard article={article} eager={index < EAGER_PICTURES} />
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}
