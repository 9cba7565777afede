import type { TourFormError } from '@museum/shared/domain';
import type { TourQuestion } from '@museum/shared/wire';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TourBooking } from '../hooks/use-tour-booking';
import { QuestionField } from './question-field';
import styles from './tour-page.module.css';

interface GroupQuestionsProps {
  questions: readonly TourQuestion[];
  booking: TourBooking;
  errors: readonly TourFormError[];
}

/** The tour's group questions (SPEC §3 "Tour form" answers), required ones marked and enforced. */
export function GroupQuestions({ questions, booking, errors }: GroupQuestionsProps) {
  const { t } = useTranslation('tours');
  const headingId = useId();
  return (
    <section className={styles.questions} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.rowsTitle}>
        {t('form.questions.heading')}
      </h3>
      {questions.some((question) => question.required) && (
        <p className={styles.hint}>{t('form.questions.requiredNote')}</p>
      )}
      {questions.map((question) => {
        const error = errors.find(
          (candidate) =>
            (candidate.code === 'ANSWER_REQUIRED' || candidate.code === 'ANSWER_INVALID') &&
            candidate.questionId === question.id,
        );
        return (
          <QuestionField
            key={question.id}
            question={question}
            value={booking.form.answers[question.id]}
            error={error}
            booking={booking}
          />
        );
      })}
    </section>
  );
}
