import type { TFunction } from 'i18next';

/**
 * Why a count was refused (SPEC §5: more than the time slot's places left). When the basket already holds
 * places at that time, the message says that they count, or "only 1 left" would contradict the 3 on the time.
 */
export function refusalMessage(t: TFunction<'tickets'>, available: number, basketHolds = false): string {
  const left =
    available > 0 ? t('event.errors.overCapacity', { count: available }) : t('event.errors.noneLeft');
  return basketHolds ? `${left} ${t('event.errors.heldInBasket')}` : left;
}
