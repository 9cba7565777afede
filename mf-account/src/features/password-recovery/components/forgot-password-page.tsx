import {
  ApiError,
  describeApiError,
  errorMessage,
  href,
  Notice,
  PageTitle,
  TextField,
  useLanguage,
  useMessageStore,
} from '@museum/shared';
import { isEmailAddress, lockWaitTime, withReturnTo } from '@museum/shared/domain';
import { ACCOUNT_EMAIL_MAX_LENGTH } from '@museum/shared/wire';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { focusField } from '../../../lib/form/focus-field';
import { SubmitButton } from '../../../lib/form/submit-button';
import { useFieldMessages, useMessageText } from '../../../lib/form/use-field-messages';
import { useLockMessage } from '../../../lib/form/use-lock-message';
import { useSubmission } from '../../../lib/form/use-submission';
import styles from '../../../lib/ui/account-page.module.css';
import { useSignInTarget } from '../../../lib/use-sign-in-target';
import { requestPasswordReset } from '../api/request-password-reset';

/**
 * SPEC §2 `/…/forgot-password`: the visitor's e-mail (checked first, SPEC §5 "e-mail invalid"); the API mails
 * a link to the recover page in the visitor's language. SPEC §8: AUTH_REQUEST_RESET_SUCCESS and the success
 * screen, or AUTH_REQUEST_RESET_FAIL; beyond the API's reset limits, how long to wait.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const navigate = useNavigate();
  const target = useSignInTarget();
  const fieldMessages = useFieldMessages();
  const messageText = useMessageText();
  const lockMessage = useLockMessage();
  const submission = useSubmission();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [emailErrors, setEmailErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<unknown>(null);

  /** The refusals that concern the e-mail: SPEC §8 "cannot recover this e-mail", or the API's field codes. */
  const emailMessages = (error: unknown): string[] => {
    if (!(error instanceof ApiError)) return [];
    if (error.code === 'EMAIL_UNKNOWN') return [messageText(errorMessage('EMAIL_UNKNOWN'))];
    return fieldMessages(error.fieldErrors.email);
  };

  /** A 429 (this address or this client has had its links, api/README.md "Password-reset limits") says how long to wait. */
  const failureText = (error: unknown): string =>
    error instanceof ApiError && error.status === 429
      ? lockMessage(lockWaitTime(error.retryAfterSeconds))
      : messageText(describeApiError(error));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submission.run(async () => {
      setFailure(null);
      if (!isEmailAddress(email, ACCOUNT_EMAIL_MAX_LENGTH)) {
        setEmailErrors(fieldMessages([email.trim() === '' ? 'FIELD_REQUIRED' : 'EMAIL_INVALID']));
        focusField(formRef.current, 'email');
        return;
      }
      setEmailErrors([]);
      const { showToast } = useMessageStore.getState();
      try {
        await requestPasswordReset(email, window.location.origin);
      } catch (error) {
        showToast({ key: 'account:toasts.AUTH_REQUEST_RESET_FAIL' }, 'danger');
        const messages = emailMessages(error);
        if (messages.length > 0) {
          setEmailErrors(messages);
          focusField(formRef.current, 'email');
        } else {
          setFailure(error);
        }
        return;
      }
      showToast({ key: 'account:toasts.AUTH_REQUEST_RESET_SUCCESS' });
      navigate(withReturnTo(href('forgotPasswordSuccess', {}, language), target.returnTo));
      return 'leave';
    });
  };

  return (
    <section className={styles.narrow}>
      <PageTitle>{t('forgot.title')}</PageTitle>
      <p>{t('forgot.lead')}</p>
      {failure !== null && <Notice tone="danger">{failureText(failure)}</Notice>}
      <form ref={formRef} onSubmit={submit} noValidate aria-busy={submission.busy}>
        <TextField
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={ACCOUNT_EMAIL_MAX_LENGTH}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          errors={emailErrors}
        />
        <SubmitButton busy={submission.busy} busyLabel={t('forgot.busy')}>
          {t('forgot.submit')}
        </SubmitButton>
      </form>
      <p className={styles.actions}>
        <Link to={withReturnTo(href('login', {}, language), target.returnTo)}>{t('forgot.backToLogin')}</Link>
      </p>
    </section>
  );
}
