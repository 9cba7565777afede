import { VisuallyHidden } from '@museum/shared';
import { MAX_TEXT_ANSWER, MAX_TEXTAREA_ANSWER, type TourFormError } from '@museum/shared/domain';
import type { TourQuestion } from '@museum/shared/wire';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TourBooking } from '../hooks/use-tour-booking';
import { fieldErrorMessage } from '../model/messages';
import styles from './tour-page.module.css';

interface QuestionFieldProps {
  question: TourQuestion;
  value: string | readonly number[] | undefined;
  /** The question's error, shown once the visitor has tried to add the tour. */
  error: TourFormError | undefined;
  booking: TourBooking;
}

/**
 * One group question in the form its type asks for (SPEC §3): radio buttons, a select, checkboxes, a text
 * line, a text area or a number. Its error is tied to it (aria-invalid, aria-describedby).
 */
export function QuestionField({ question, value, error, booking }: QuestionFieldProps) {
  const { t } = useTranslation('tours');
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = error !== undefined;
  const described = invalid ? errorId : undefined;
  const ids = Array.isArray(value) ? value : [];
  const text = typeof value === 'string' ? value : '';
  const label = (
    <>
      {question.label}
      {question.required && <span aria-hidden="true"> *</span>}
      {/* WCAG 3.3.2: checkboxes have no `required` of their own to say so; the group's name does. */}
      {question.required && question.type === 'checkbox' && (
        <VisuallyHidden> {t('form.questions.required')}</VisuallyHidden>
      )}
    </>
  );
  const message = error && (
    <p id={errorId} className={styles.fieldError}>
      {fieldErrorMessage(t, error)}
    </p>
  );

  if (question.type === 'radio' || question.type === 'checkbox') {
    return (
      <fieldset className={styles.question} aria-describedby={described}>
        <legend className={styles.questionLabel}>{label}</legend>
        <div className={styles.options}>
          {question.options.map((option) => (
            <label key={option.id} className={styles.option}>
              <input
                type={question.type}
                name={id}
                value={option.id}
                checked={ids.includes(option.id)}
                required={question.type === 'radio' && question.required}
                aria-invalid={invalid || undefined}
                onChange={(event) =>
                  question.type === 'radio'
                    ? booking.chooseOption(question.id, option.id)
                    : booking.toggleOption(question, option.id, event.target.checked)
                }
              />
              {option.name}
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }

  return (
    <div className={styles.question}>
      <label htmlFor={id} className={styles.questionLabel}>
        {label}
      </label>
      {question.type === 'select' ? (
        <select
          id={id}
          className={styles.input}
          value={ids[0] ?? ''}
          required={question.required}
          aria-invalid={invalid || undefined}
          aria-describedby={described}
          onChange={(event) =>
            booking.chooseOption(question.id, event.target.value === '' ? null : Number(event.target.value))
          }
        >
          <option value="">{t('form.questions.choose')}</option>
          {question.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      ) : question.type === 'textarea' ? (
        <textarea
          id={id}
          className={styles.input}
          rows={4}
          maxLength={MAX_TEXTAREA_ANSWER}
          value={text}
          required={question.required}
          aria-invalid={invalid || undefined}
          aria-describedby={described}
          onChange={(event) => booking.typeAnswer(question, event.target.value)}
        />
      ) : (
        <input
          id={id}
          className={styles.input}
          type={question.type === 'number' ? 'number' : 'text'}
          inputMode={question.type === 'number' ? 'numeric' : undefined}
          step={question.type === 'number' ? 1 : undefined}
          min={question.type === 'number' ? question.min : undefined}
          max={question.type === 'number' ? question.max : undefined}
          maxLength={question.type === 'text' ? MAX_TEXT_ANSWER : undefined}
          value={text}
          required={question.required}
          aria-invalid={invalid || undefined}
          aria-describedby={described}
          onChange={(event) => booking.typeAnswer(question, event.target.value)}
        />
      )}
      {message}
    </div>
  );
}
