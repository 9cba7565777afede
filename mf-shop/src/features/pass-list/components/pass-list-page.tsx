import { CardGrid, href, PageTitle, useLanguage } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { CategoryNavigation } from '../../../lib/category-navigation';
import { EAGER_PICTURES } from '../../../lib/first-pictures';
import { LoadFailure } from '../../../lib/load-failure';
import styles from '../../../lib/shop.module.css';
import type { PassListData } from '../loader';
import { PassCard } from './pass-card';

/** SPEC §2 annual pass list (the merchandise list screen for product kind 13). */
export function PassListPage() {
  const { t } = useTranslation('shop');
  const language = useLanguage();
  const data = useLoaderData<PassListData>();
  return (
    <section>
      <PageTitle className={styles.pageTitle}>{t('passes.title')}</PageTitle>
      {data.status === 'failed' ? (
        <LoadFailure message={t('passes.failed')} />
      ) : (
        <>
          <p className={styles.description}>{t('passes.lead')}</p>
          {/* One kind of pass needs no filter; several are filtered like the shop's articles. */}
          {data.categories.length > 1 && (
            <CategoryNavigation
              categories={data.categories}
              current={data.category?.id ?? null}
              to={(id) => `${href('passes', {}, language)}${id === null ? '' : `?category=${id}`}`}
              label={t('passes.categories')}
              allLabel={t('passes.allCategories')}
            />
          )}
          <p className={styles.count} role="status">
            {data.passes.length === 0
              ? t('common:errors.noResults')
              : t('passes.results', { count: data.passes.length })}
          </p>
          {data.passes.length > 0 && (
            <CardGrid data-testid="pass-list">
              {data.passes.map((pass, index) => (
                <li key={pass.id}>
                  <PassCard pass={pass} eager={index < EAGER_PICTURES} />
                </li>
              ))}
            </CardGrid>
          )}
        </>
      )}
    </section>
  );
}
