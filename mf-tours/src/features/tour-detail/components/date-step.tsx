import { Calendar, type CalendarDay, Notice, useLocale } from '@museum/shared';
import { RetryButton } from '@museum/shared/route-code';
import { useTranslation } from 'react-i18next';
import type { TourCalendarState } from '../hooks/use-tour-calendar';

const TONES = { bookable: 'available', soldOut: 'soldOut', unavailable: 'unavailable' } as const;

interface DateStepProps {
  calendar: TourCalendarState;
  selected: string;
  onSelect: (date: string) => void;
  today: string;
}

/** The month calendar: days with tours, sold-out days and days without tour, shown and announced distinctly. */
export function DateStep({ calendar, selected, onSelect, today }: DateStepProps) {
  const { t } = useTranslation('tours');
  const locale = useLocale();
  const dayState = (date: string): CalendarDay => {
    const state = calendar.isKnown(date) ? calendar.dayState(date) : 'unavailable';
    return { tone: TONES[state], description: t(`date.state.${state}`) };
  };
  return (
    <>
      <Calendar
        month={calendar.month}
        onMonthChange={calendar.showMonth}
        selected={selected}
        onSelect={onSelect}
        dayState={dayState}
        firstMonth={calendar.bounds.first}
        lastMonth={calendar.bounds.last}
        today={today}
        locale={locale}
        busy={calendar.busy}
        labels={{ previousMonth: t('date.previousMonth'), nextMonth: t('date.nextMonth') }}
        legend={[
          { tone: 'available', label: t('date.legend.bookable') },
          { tone: 'soldOut', label: t('date.legend.soldOut') },
          { tone: 'unavailable', label: t('date.legend.unavailable') },
        ]}
      />
      {calendar.failed && (
        <Notice tone="danger" actions={<RetryButton onRetry={calendar.retry}>{t('retry')}</RetryButton>}>
          {t('date.failed')}
        </Notice>
      )}
    </>
  );
}
