import { TimeSlotPicker } from '@museum/shared';
import { formatDate, formatTime, isSlotSoldOut, type TimeSlot } from '@museum/shared/domain';
import { useTranslation } from 'react-i18next';

interface TimeStepProps {
  date: string;
  slots: readonly TimeSlot[];
  slot: TimeSlot | null;
  onSelect: (datetime: string) => void;
}

/** The times of the chosen date, with places left; sold-out times are shown and cannot be chosen (SPEC §4). */
export function TimeStep({ date, slots, slot, onSelect }: TimeStepProps) {
  const { t } = useTranslation('tickets');
  return (
    <TimeSlotPicker
      legend={t('event.time.legend', { date: formatDate(date) })}
      value={slot?.datetime ?? null}
      onChange={onSelect}
      options={slots.map((option) => ({
        value: option.datetime,
        label: t('event.time.range', {
          start: formatTime(option.datetime),
          end: formatTime(option.datetime_end),
        }),
        description: isSlotSoldOut(option)
          ? t('event.time.soldOut')
          : t('event.time.placesLeft', { count: option.max_tickets }),
        disabled: isSlotSoldOut(option),
      }))}
    />
  );
}
