import { CardGrid, Notice, PageTitle } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { MerchandiseListData } from '../route';
import { MerchandiseCard } from './merchandise-card';

export function MerchandiseListPage() {
  const { t } = useTranslation('shop');
  const { articles, failed } = useLoaderData<MerchandiseListData>();
  return (
    <section>
      <PageTitle>{t('merchandise.title')}</PageTitle>
      {failed && <Notice tone="danger">{t('merchandise.failed')}</Notice>}
      {!failed && articles.length === 0 && <Notice tone="info">{t('merchandise.empty')}</Notice>}
      <CardGrid data-testid="merchandise-list">
        {articles.map((article) => (
          <li key={article.id}>
            <MerchandiseCard article={article} />
          </li>
        ))}
      </CardGrid>
    </section>
  );
}
