import {
  ApiError,
  describeApiError,
  href,
  Notice,
  PageTitle,
  TextField,
  useLanguage,
  useMessageStore,
  useSessionStore,
} from '@museum/shared';
import {
  type FieldErrors,
  firstInvalidField,
  hasFieldErrors,
  isRecoveryToken,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validateNewPassword,
} from '@museum/shared/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { startSession } from '../../../api/start-session';
import { focusField } from '../../../lib/form/focus-field';
import { SubmitButton } from '../../../lib/form/submit-button';
import { useFieldMessages, useMessageText } from '../../../lib/form/use-field-messages';
import { useSubmission } from '../../../lib/form/use-submission';
import styles from '../../../lib/ui/account-page.module.css';
import { confirmNewPassword } from '../api/confirm-new-password';

const FIELDS = { password: 'password', confirm: 'passwordConfirm' };

/** Why a new password was not set (SPEC §8 AUTH_SETTING_NEW_PASSWORD_FAILED). */
type RecoveryFailure = 'fillAll' | 'linkInvalid' | { error: unknown };

function recoveryFailure(error: unknown): RecoveryFailure {
  // SPEC §5: password confirm with status 400 gives "You must fill all fields".
  if (error instanceof ApiError && error.status === 400) return 'fillAll';
  if (error instanceof ApiError && error.code === 'TOKEN_INVALID') return 'linkInvalid';
  return { error };
}

/** The API's field errors on the new password (`_p`: PASSWORD_TOO_SHORT, FIELD_TOO_LONG), if it refused it so. */
function passwordFieldErrors(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  return error.fieldErrors._p ?? null;
}

/** The address the page keeps once it has moved the token out of it (the mail's link without its fragment). */
const LINK_SEGMENT = 'link';

/**
 * The reset token: from the page's history entry once moved there, else from the address the mail's link
 * opened, after the hash (`/de/recover/link#token`, SPEC §7) or, in a link mailed before, in the path.
 */
function recoveryToken(state: unknown, guid: string | undefined, hash: string): string | null {
  const saved = (state as { recoveryToken?: unknown } | null)?.recoveryToken;
  const candidates = [typeof saved === 'string' ? saved : undefined, hash.slice(1), guid];
  return candidates.find((candidate) => isRecoveryToken(candidate)) ?? null;
}

/**
 * SPEC §2 `/…/recover/{guid}`: the link from the reset mail. The new password twice; on success the visitor
 * is logged in (the API answers a JWT) and sees `recover-success`.
 */
export function RecoverAccountPage() {
  const { t } = useTranslation('account');
  const { guid } = useParams();
  const location = useLocation();
  const language = useLanguage();
  const navigate = useNavigate();
  const fieldMessages = useFieldMessages();
  const messageText = useMessageText();
  const submission = useSubmission();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<RecoveryFailure | null>(null);
  const token = recoveryToken(location.state, guid, location.hash);
  const inAddress = token !== null && (location.hash !== '' || guid !== LINK_SEGMENT);

  // The token leaves the address at once for the page's history entry (as the payment reference does): the
  // address bar, a bookmark, a referrer or a tag manager's page view never hold it, and a reload still finds it.
  useEffect(() => {
    if (inAddress)
      navigate(href('recoverAccount', { guid: LINK_SEGMENT }, language), {
        replace: true,
        state: { recoveryToken: token },
      });
  }, [inAddress, token, language, navigate]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    void submission.run(async () => {
      setFailure(null);
      const local = validateNewPassword(password, confirm, FIELDS);
      setErrors(local);
      if (hasFieldErrors(local)) {
        focusField(formRef.current, firstInvalidField(Object.values(FIELDS), local));
        return;
      }
      const { showToast } = useMessageStore.getState();
      showToast({ key: 'account:toasts.AUTH_SETTING_NEW_PASSWORD' }, 'info');
      try {
        const jwt = await confirmNewPassword(token, password);
        await startSession(jwt).catch((error: unknown) => {
          useSessionStore.getState().clearJwt();
          throw error;
        });
      } catch (error) {
        showToast({ key: 'account:toasts.AUTH_SETTING_NEW_PASSWORD_FAILED' }, 'danger');
        const refused = passwordFieldErrors(error);
        if (refused) {
          // The link is still unused: the visitor picks another password on the same page.
          setErrors({ [FIELDS.password]: refused });
          focusField(formRef.current, FIELDS.password);
          return;
        }
        setFailure(recoveryFailure(error));
        return;
      }
      showToast({ key: 'account:toasts.AUTH_SETTING_NEW_PASSWORD_SUCCESS' });
      // The used link leaves the history: going back does not show a form that can no longer work.
      navigate(href('recoverSuccess', {}, language), { replace: true });
      return 'leave';
    });
  };

  const requestAgain = <Link to={href('forgotPassword', {}, language)}>{t('recover.requestAgain')}</Link>;

  return (
    <section className={styles.narrow}>
      <PageTitle>{t('recover.title')}</PageTitle>
      {token === null ? (
        <Notice tone="danger">
          {t('recover.linkMalformed')} {requestAgain}
        </Notice>
      ) : (
        <>
          <p>{t('recover.lead')}</p>
          {failure === 'fillAll' && <Notice tone="danger">{t('recover.fillAll')}</Notice>}
          {failure === 'linkInvalid' && (
            <Notice tone="danger">
              {messageText({ key: 'apiErrors:TOKEN_INVALID' })} {requestAgain}
            </Notice>
          )}
          {failure !== null && typeof failure === 'object' && (
            <Notice tone="danger">{messageText(describeApiError(failure.error))}</Notice>
          )}
          <form ref={formRef} onSubmit={submit} noValidate aria-busy={submission.busy}>
            <TextField
              label={t('fields.newPassword')}
              type="password"
              name={FIELDS.password}
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              hint={t('hints.password', { count: PASSWORD_MIN_LENGTH })}
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              errors={fieldMessages(errors[FIELDS.password])}
            />
            <TextField
              label={t('fields.newPasswordConfirm')}
              type="password"
              name={FIELDS.confirm}
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              required
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
              errors={fieldMessages(errors[FIELDS.confirm])}
            />
            <SubmitButton busy={submission.busy} busyLabel={t('recover.busy')}>
              {t('recover.submit')}
            </SubmitButton>
          </form>
        </>
      )}
    </section>
  );
}
