import type { TFunction } from 'i18next';

/** Why a count was refused (SPEC §5: more than the time slot's places left). */
export function refusalMessage(t: TFunction<'tickets'>, available: number): string {
  return available > 0 ? t('event.errors.overCapacity', { count: available }) : t('event.errors.noneLeft');
}
