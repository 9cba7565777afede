import { Button, Notice, Spinner } from '@museum/shared';
import { formatDate } from '@museum/shared/domain';
import { keepFocusOnPage, RetryButton } from '@museum/shared/route-code';
import { useTranslation } from 'react-i18next';
import type { NextTourDate } from '../hooks/use-next-tour-date';
import type { TourDayState } from '../hooks/use-tour-day';

/**
 * SPEC §4 states of the chosen date: loading, failed, and the tour sold out or not available that day with the
 * next available date offered ("show next available date").
 */
export function DayStatus({ day, next }: { day: TourDayState; next: NextTourDate }) {
  const { t } = useTranslation('tours');
  const date = formatDate(day.date);
  switch (day.status) {
    case 'loading':
      return <Spinner label={t('day.loading', { date })} />;
    case 'failed':
      return (
        <Notice tone="danger" actions={<RetryButton onRetry={day.retry}>{t('retry')}</RetryButton>}>
          {t('day.failed', { date })}
        </Notice>
      );
    case 'soldOut':
    case 'unavailable': {
      const nextDate = next.date;
      return (
        <Notice
          tone={day.status === 'soldOut' ? 'warning' : 'info'}
          actions={
            nextDate ? (
              <Button
                variant="secondary"
                onClick={(event) => {
                  day.selectDate(nextDate);
                  keepFocusOnPage(event.currentTarget);
                }}
              >
                {t('day.showNext')}
              </Button>
            ) : (
              next.failed && <RetryButton onRetry={next.retry}>{t('retry')}</RetryButton>
            )
          }
        >
          <p>{t(day.status === 'soldOut' ? 'day.soldOut' : 'day.unavailable', { date })}</p>
          <p>
            {nextDate
              ? t('day.next', { date: formatDate(nextDate) })
              : next.searching
                ? t('day.searching')
                : next.failed
                  ? t('day.nextFailed')
                  : t('day.noNext')}
          </p>
        </Notice>
      );
    }
    case 'ready':
      return null;
  }
}
