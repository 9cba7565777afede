import { describeApiError, Notice, TextField, useMessageStore, useSessionStore } from '@museum/shared';
import { loadCustomer } from '@museum/shared/api';
import {
  type FieldErrors,
  firstInvalidField,
  hasFieldErrors,
  MAX_FIELD_LENGTH,
  mergeFieldErrors,
  PASSWORD_MAX_LENGTH,
  validateNewEmail,
} from '@museum/shared/domain';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusField } from '../../../lib/form/focus-field';
import { SubmitButton } from '../../../lib/form/submit-button';
import { useFieldMessages, useMessageText } from '../../../lib/form/use-field-messages';
import { useLockMessage } from '../../../lib/form/use-lock-message';
import { useSubmission } from '../../../lib/form/use-submission';
import { changeEmail } from '../api/change-email';
import { type CredentialRefusal, credentialRefusal } from './refusal';
import styles from './settings-page.module.css';

const FIELDS = ['newEmail', 'newEmailConfirm', 'emailPassword'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { newEmail: '', newEmailConfirm: '', emailPassword: '' };

/**
 * SPEC §2 settings "change e-mail": the new address twice (SPEC §5 "e-mails do not match") and the current
 * password. SPEC §8 AUTH_EMAIL_CHANGE_SUCCESS; the customer's data is loaded again with the new address.
 */
export function EmailChangeForm() {
  const { t } = useTranslation('account');
  const fieldMessages = useFieldMessages();
  const messageText = useMessageText();
  const lockMessage = useLockMessage();
  const submission = useSubmission();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<CredentialRefusal | null>(null);
  const [changed, setChanged] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submission.run(async () => {
      setRefusal(null);
      setChanged(false);
      const local = mergeFieldErrors(
        validateNewEmail(values.newEmail, values.newEmailConfirm, {
          email: 'newEmail',
          confirm: 'newEmailConfirm',
        }),
        values.emailPassword === '' ? { emailPassword: ['FIELD_REQUIRED'] } : {},
      );
      setErrors(local);
      if (hasFieldErrors(local)) {
        focusField(formRef.current, firstInvalidField(FIELDS, local));
        return;
      }
      const token = useSessionStore.getState().jwt;
      try {
        await changeEmail(values.emailPassword, values.newEmail);
      } catch (error) {
        const next = credentialRefusal(error, { currentPassword: 'emailPassword', email: 'newEmail' });
        setRefusal(next);
        if (next.kind === 'fields') {
          setErrors(next.errors);
          focusField(formRef.current, firstInvalidField(FIELDS, next.errors));
        }
        return;
      }
      useMessageStore.getState().showToast({ key: 'account:toasts.AUTH_EMAIL_CHANGE_SUCCESS' });
      setValues(EMPTY);
      setChanged(true);
      // The header and the other sections show the new address; a failure here leaves the change done. After a
      // logout meanwhile there is no customer to show it to.
      if (useSessionStore.getState().jwt === token) await loadCustomer().catch(() => undefined);
    });
  };

  const bind = (field: Field) => ({
    name: field,
    required: true,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues({ ...values, [field]: event.target.value });
      setChanged(false);
    },
    errors: fieldMessages(errors[field]),
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-busy={submission.busy}>
      {refusal?.kind === 'locked' && <Notice tone="danger">{lockMessage(refusal.wait)}</Notice>}
      {refusal?.kind === 'other' && (
        <Notice tone="danger">{messageText(describeApiError(refusal.error))}</Notice>
      )}
      <TextField
        label={t('fields.newEmail')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={MAX_FIELD_LENGTH}
        {...bind('newEmail')}
      />
      <TextField
        label={t('fields.newEmailConfirm')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={MAX_FIELD_LENGTH}
        {...bind('newEmailConfirm')}
      />
      <TextField
        label={t('fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        {...bind('emailPassword')}
      />
      <SubmitButton busy={submission.busy} busyLabel={t('settings.email.busy')}>
        {t('settings.email.submit')}
      </SubmitButton>
      <p role="status" className={styles.saved}>
        {changed ? t('toasts.AUTH_EMAIL_CHANGE_SUCCESS') : ''}
      </p>
    </form>
  );
}
