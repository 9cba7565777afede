import { Notice, PageTitle } from '@museum/shared';
import { RetryButton } from '@museum/shared/route-code';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { TourListData } from '../loader';
import { TourList } from './tour-list';

/** SPEC §2 `/…/guided-tours`: the guided tours with their filters, or why they cannot be shown. */
export function TourListPage() {
  const { t } = useTranslation('tours');
  const page = useLoaderData<TourListData>();
  return (
    <section>
      <PageTitle>{t('list.title')}</PageTitle>
      {page.status === 'failed' ? (
        <Notice tone="danger" actions={<RetryButton>{t('retry')}</RetryButton>}>
          {t('list.failed')}
        </Notice>
      ) : page.tours.length === 0 ? (
        <Notice tone="info">{t('list.empty')}</Notice>
      ) : (
        <TourList page={page} />
      )}
    </section>
  );
}
