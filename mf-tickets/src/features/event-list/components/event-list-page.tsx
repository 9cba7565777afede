import { Notice, PageTitle } from '@museum/shared';
import { RetryButton } from '@museum/shared/route-code';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { useSettled } from '../../../lib/use-settled';
import type { EventListData } from '../loader';
import { EventList } from './event-list';

/** SPEC §2 `/…/tickets`: the events with their filters, or why there are none. */
export function EventListPage() {
  const { t } = useTranslation('tickets');
  const { events, error, summaries } = useLoaderData<EventListData>();
  const resolved = useSettled(summaries);
  return (
    <section>
      <PageTitle>{t('list.title')}</PageTitle>
      {error ? (
        <Notice
          tone={error === 'failed' ? 'danger' : 'info'}
          actions={error === 'failed' && <RetryButton>{t('event.retry')}</RetryButton>}
        >
          {t(`list.error.${error}`)}
        </Notice>
      ) : (
        <EventList events={events} summaries={resolved} />
      )}
    </section>
  );
}
