import { Notice, PageTitle } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { MerchandiseListData } from '../route';
import { MerchandiseCard } from './merchandise-card';
import styles from './merchandise-list-page.module.css';

export function MerchandiseListPage() {
  const { t } = useTranslation('shop');
  const { articles, failed } = useLoaderData<MerchandiseListData>();
  return (
    <section>
      <PageTitle>{t('merchandise.title')}</PageTitle>
      {failed && <Notice tone="danger">{t('merchandise.failed')}</Notice>}
      {!failed && articles.length === 0 && <Notice tone="info">{t('merchandise.empty')}</Notice>}
      <ul className={styles.list} data-testid="merchandise-list">
        {articles.map((article) => (
          <li key={article.id}>
            <MerchandiseCard article={article} />
          </li>
        ))}
      </ul>
    </section>
  );
}
