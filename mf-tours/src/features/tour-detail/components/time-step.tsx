import { TimeSlotPicker } from '@museum/shared';
import { formatDate, type TourRules, type TourTimeSlot, tourKind } from '@museum/shared/domain';
import { useTranslation } from 'react-i18next';

interface TimeStepProps {
  date: string;
  slots: readonly TourTimeSlot[];
  slot: TourTimeSlot;
  onSelect: (time: string) => void;
  kind: TourRules;
}

/** The times of the chosen date with what is left; sold-out times are shown and cannot be chosen (SPEC §4). */
export function TimeStep({ date, slots, slot, onSelect, kind }: TimeStepProps) {
  const { t } = useTranslation('tours');
  const groups = tourKind(kind) === 'completeGroups';
  return (
    <TimeSlotPicker
      legend={t('time.legend', { date: formatDate(date) })}
      value={slot.time}
      onChange={onSelect}
      options={slots.map((option) => ({
        value: option.time,
        label: option.time,
        description: option.soldOut
          ? t('time.soldOut')
          : groups
            ? t('time.groupsLeft', { count: option.tours })
            : t('time.placesLeft', { count: option.tickets }),
        disabled: option.soldOut,
      }))}
    />
  );
}
