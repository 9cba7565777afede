import { Notice, Spinner } from '@museum/shared';
import { formatDate } from '@museum/shared/domain';
import { RetryButton } from '@museum/shared/route-code';
import { useTranslation } from 'react-i18next';
import type { TicketDayState } from '../hooks/use-ticket-day';

/** SPEC §4 availability states of the chosen date: day unavailable, day sold out, no free date at all. */
export function DayStatus({ day }: { day: TicketDayState }) {
  const { t } = useTranslation('tickets');
  const date = day.date ? formatDate(day.date) : '';
  switch (day.status) {
    case 'none':
      return <Notice tone="info">{t('event.date.noFreeDates')}</Notice>;
    case 'loading':
      return <Spinner label={t('event.day.loading', { date })} />;
    case 'soldOut':
      return <Notice tone="warning">{t('event.day.soldOut', { date })}</Notice>;
    case 'unavailable':
      return <Notice tone="info">{t('event.day.unavailable', { date })}</Notice>;
    case 'failed':
      return (
        <Notice tone="danger" actions={<RetryButton onRetry={day.retry}>{t('event.retry')}</RetryButton>}>
          {t('event.day.failed', { date })}
        </Notice>
      );
    case 'ready':
      return null;
  }
}
