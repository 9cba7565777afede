import type { TourCountRefusal, TourFormError, TourKind } from '@museum/shared/domain';
import type { TourQuestion } from '@museum/shared/wire';
import type { TFunction } from 'i18next';

/** Why a count was ignored or capped (SPEC §5: overbooking states the available count). */
export function refusalMessage(t: TFunction<'tours'>, refusal: TourCountRefusal): string {
  if (refusal.unit === 'componentMax')
    return t('form.refused.componentMax', { count: refusal.available, name: refusal.name ?? '' });
  if (refusal.available <= 0) return t(`form.refused.${refusal.unit}None`);
  return t(`form.refused.${refusal.unit}`, { count: refusal.available });
}

/** What the summary says for each reason the tour cannot go into the basket (SPEC §5 messages). */
export function tourErrorMessage(
  t: TFunction<'tours'>,
  kind: TourKind,
  questions: readonly TourQuestion[],
  error: TourFormError,
): string {
  const question = (id: number) => questions.find((candidate) => candidate.id === id)?.label ?? '';
  switch (error.code) {
    case 'TIME_REQUIRED':
      return t('form.errors.timeRequired');
    case 'NOTHING_CHOSEN':
      return t(`form.errors.nothingChosen.${kind}`);
    case 'OVERBOOKED':
      return refusalMessage(t, error);
    case 'TICKETS_NOT_EQUAL_TOURS':
      return t('form.errors.ticketsNotEqual');
    case 'GROUP_TOO_SMALL':
      return error.groups > 1
        ? t('form.errors.groupsTooSmall', { count: error.minimum * error.groups, groups: error.groups })
        : t('form.errors.groupTooSmall', { count: error.minimum });
    case 'ANSWER_REQUIRED':
      return t('form.errors.answerRequired', { question: question(error.questionId) });
    case 'ANSWER_INVALID':
      return t(`form.errors.${error.problem}`, {
        question: question(error.questionId),
        limit: error.limit ?? 0,
      });
  }
}

/** The message under a group question's field: what is missing or wrong in its answer. */
export function fieldErrorMessage(t: TFunction<'tours'>, error: TourFormError): string {
  if (error.code === 'ANSWER_REQUIRED') return t('form.errors.field.required');
  if (error.code === 'ANSWER_INVALID')
    return t(`form.errors.field.${error.problem}`, { limit: error.limit ?? 0 });
  return '';
}
