import { Calendar, type CalendarDay, Notice, useLocale } from '@museum/shared';
import { calendarDayState } from '@museum/shared/domain';
import { RetryButton } from '@museum/shared/route-code';
import { useTranslation } from 'react-i18next';
import type { TicketCalendarState } from '../hooks/use-ticket-calendar';

const TONES = { bookable: 'available', soldOut: 'soldOut', unavailable: 'unavailable' } as const;

interface DateStepProps {
  calendar: TicketCalendarState;
  selected: string | null;
  onSelect: (date: string) => void;
  today: string;
}

/** The calendar: bookable days and sold-out days shown and announced distinctly (SPEC §4 "Ticket flow"). */
export function DateStep({ calendar, selected, onSelect, today }: DateStepProps) {
  const { t } = useTranslation('tickets');
  const locale = useLocale();
  const dayState = (date: string): CalendarDay => {
    const state = calendar.isKnown(date) ? calendarDayState(calendar.counts, date) : 'unavailable';
    return { tone: TONES[state], description: t(`event.date.${state}`) };
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
        labels={{ previousMonth: t('event.date.previousMonth'), nextMonth: t('event.date.nextMonth') }}
        legend={[
          { tone: 'available', label: t('event.date.legend.bookable') },
          { tone: 'soldOut', label: t('event.date.legend.soldOut') },
          { tone: 'unavailable', label: t('event.date.legend.unavailable') },
        ]}
      />
      {calendar.failed && (
        <Notice
          tone="danger"
          actions={<RetryButton onRetry={calendar.retry}>{t('event.retry')}</RetryButton>}
        >
          {t('event.date.failed')}
        </Notice>
      )}
    </>
  );
}
