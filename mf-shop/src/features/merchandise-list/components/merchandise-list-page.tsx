import { CardGrid, href, PageTitle, useLanguage } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { CategoryNavigation } from '../../../lib/category-navigation';
import { EAGER_PICTURES } from '../../../lib/first-pictures';
import { LoadFailure } from '../../../lib/load-failure';
import styles from '../../../lib/shop.module.css';
import type { MerchandiseListData } from '../loader';
import { MerchandiseCard } from './merchandise-card';

/** SPEC §2 merchandise list and merchandise by category: filters as links, the articles, or "no results". */
export function MerchandiseListPage() {
  const { t } = useTranslation('shop');
  const language = useLanguage();
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
      <CategoryNavigation
        categories={categories}
        current={category?.id ?? null}
        to={(id) =>
          id === null
            ? href('merchandise', {}, language)
            : href('merchandiseCategory', { category: id }, language)
        }
        label={t('merchandise.categories')}
        allLabel={t('merchandise.allCategories')}
      />
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
