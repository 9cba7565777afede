import { Notice } from '@museum/shared';
import {
  type FieldErrors,
  hasFieldErrors,
  hasMissingAnswers,
  unplacedFieldErrors,
} from '@museum/shared/domain';
import { useTranslation } from 'react-i18next';
import { useFieldMessages } from './use-field-messages';

/**
 * After a submit with errors: SPEC §5 "all mandatory fields must be answered" or "form has errors", announced
 * at once, with the errors of fields the form does not show (so that none goes unseen). The fields carry
 * their own messages; the focus is on the first of them.
 */
export function FormErrorSummary({
  errors,
  shownFields,
}: {
  errors: FieldErrors;
  shownFields: readonly string[];
}) {
  const { t } = useTranslation('account');
  const messages = useFieldMessages();
  if (!hasFieldErrors(errors)) return null;
  const unplaced = messages(unplacedFieldErrors(errors, [...shownFields, 'shipping']));
  return (
    <Notice tone="danger">
      <p>{hasMissingAnswers(errors) ? t('form.mandatory') : t('form.hasErrors')}</p>
      {unplaced.length > 0 && (
        <ul>
          {unplaced.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </Notice>
  );
}
