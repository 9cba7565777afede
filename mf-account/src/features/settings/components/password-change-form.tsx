import {
  describeApiError,
  href,
  Notice,
  TextField,
  useLanguage,
  useMessageStore,
  useSessionStore,
} from '@museum/shared';
import {
  type FieldErrors,
  firstInvalidField,
  hasFieldErrors,
  mergeFieldErrors,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validateNewPassword,
} from '@museum/shared/domain';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { focusField } from '../../../lib/form/focus-field';
import { SubmitButton } from '../../../lib/form/submit-button';
import { useFieldMessages, useMessageText } from '../../../lib/form/use-field-messages';
import { useLockMessage } from '../../../lib/form/use-lock-message';
import { useSubmission } from '../../../lib/form/use-submission';
import { changePassword } from '../api/change-password';
import { type CredentialRefusal, credentialRefusal } from './refusal';

const FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirm'] as const;

/**
 * SPEC §2 settings "change password": the current password and the new one twice. SPEC §8 toasts
 * AUTH_PASSWORD_CHANGE_REQUEST, _SUCCESS or _FAILED; afterwards the new token is kept (the old one is revoked)
 * and the visitor goes home (SPEC §4).
 */
export function PasswordChangeForm() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const navigate = useNavigate();
  const fieldMessages = useFieldMessages();
  const messageText = useMessageText();
  const lockMessage = useLockMessage();
  const submission = useSubmission();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', newPasswordConfirm: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<CredentialRefusal | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submission.run(async () => {
      setRefusal(null);
      const local = mergeFieldErrors(
        values.currentPassword === '' ? { currentPassword: ['FIELD_REQUIRED'] } : {},
        validateNewPassword(values.newPassword, values.newPasswordConfirm, {
          password: 'newPassword',
          confirm: 'newPasswordConfirm',
        }),
      );
      setErrors(local);
      if (hasFieldErrors(local)) {
        focusField(formRef.current, firstInvalidField(FIELDS, local));
        return;
      }
      const { showToast } = useMessageStore.getState();
      showToast({ key: 'account:toasts.AUTH_PASSWORD_CHANGE_REQUEST' }, 'info');
      let jwt: string;
      try {
        jwt = await changePassword(values.currentPassword, values.newPassword);
      } catch (error) {
        showToast({ key: 'account:toasts.AUTH_PASSWORD_CHANGE_FAILED' }, 'danger');
        const next = credentialRefusal(error, {
          currentPassword: 'currentPassword',
          newPassword: 'newPassword',
        });
        setRefusal(next);
        if (next.kind === 'fields') {
          setErrors(next.errors);
          focusField(formRef.current, firstInvalidField(FIELDS, next.errors));
        }
        return;
      }
      // Every earlier token of the account is revoked now: the new one replaces it.
      useSessionStore.getState().setJwt(jwt);
      showToast({ key: 'account:toasts.AUTH_PASSWORD_CHANGE_SUCCESS' });
      navigate(href('home', {}, language));
      return 'leave';
    });
  };

  const bind = (field: (typeof FIELDS)[number]) => ({
    name: field,
    type: 'password',
    maxLength: PASSWORD_MAX_LENGTH,
    required: true,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [field]: event.target.value }),
    errors: fieldMessages(errors[field]),
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-busy={submission.busy}>
      {refusal?.kind === 'locked' && <Notice tone="danger">{lockMessage(refusal.wait)}</Notice>}
      {refusal?.kind === 'other' && (
        <Notice tone="danger">{messageText(describeApiError(refusal.error))}</Notice>
      )}
      <TextField
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        {...bind('currentPassword')}
      />
      <TextField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        hint={t('hints.password', { count: PASSWORD_MIN_LENGTH })}
        {...bind('newPassword')}
      />
      <TextField
        label={t('fields.newPasswordConfirm')}
        autoComplete="new-password"
        {...bind('newPasswordConfirm')}
      />
      <SubmitButton busy={submission.busy} busyLabel={t('settings.password.busy')}>
        {t('settings.password.submit')}
      </SubmitButton>
    </form>
  );
}
