import {
  ApiError,
  describeApiError,
  href,
  Notice,
  PageTitle,
  selectIsRegisteredUser,
  TextField,
  useConfigStore,
  useCustomerStore,
  useLanguage,
  useMessageStore,
  useRouteGuardStore,
  useSessionStore,
} from '@museum/shared';
import { isEmailAddress, lockWaitTime, PASSWORD_MAX_LENGTH, withReturnTo } from '@museum/shared/domain';
import { ACCOUNT_EMAIL_MAX_LENGTH } from '@museum/shared/wire';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { startSession } from '../../../api/start-session';
import { focusField } from '../../../lib/form/focus-field';
import { SubmitButton } from '../../../lib/form/submit-button';
import { useMessageText } from '../../../lib/form/use-field-messages';
import { useLockMessage } from '../../../lib/form/use-lock-message';
import { useSubmission } from '../../../lib/form/use-submission';
import { useSignInTarget } from '../../../lib/use-sign-in-target';
import { logIn } from '../api/login';
import styles from './login-page.module.css';

type FieldErrors = { email?: string; password?: string };

/** SPEC §8 login failure: wrong credentials, a lock-out with its wait, or the request failed. */
type LoginFailure =
  | { kind: 'credentials' }
  | { kind: 'locked'; seconds: number | null }
  | { kind: 'other'; error: unknown };

function loginFailure(error: unknown): LoginFailure {
  if (error instanceof ApiError && [401, 403, 422].includes(error.status)) return { kind: 'credentials' };
  if (error instanceof ApiError && error.status === 429)
    return { kind: 'locked', seconds: error.retryAfterSeconds };
  return { kind: 'other', error };
}

/**
 * SPEC §2 "login": e-mail and password. On success the JWT and the customer are kept for the session, the
 * payment types reloaded, and the visitor goes to the redirection target, `returnTo` or home (SPEC §4).
 */
export function LoginPage() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = useSignInTarget();
  const messageText = useMessageText();
  const lockMessage = useLockMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const failureId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const submission = useSubmission();
  const registration = useConfigStore((state) => state.derived.hasUserRegistration);
  const guestRegistration = useConfigStore((state) => state.derived.hasGuestRegistration);
  const fromCheckout = useRouteGuardStore((state) => state.redirectTo !== null);
  const jwt = useSessionStore((state) => state.jwt);
  const signedIn = useCustomerStore((state) => selectIsRegisteredUser(state, jwt));
  const fromUnauthorized = searchParams.get('fromUnauthorized') === 'true';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submission.run(async () => {
      const next: FieldErrors = {};
      if (!email.trim()) next.email = t('login.errors.emailRequired');
      else if (!isEmailAddress(email, ACCOUNT_EMAIL_MAX_LENGTH)) next.email = t('login.errors.emailInvalid');
      if (!password) next.password = t('login.errors.passwordRequired');
      setErrors(next);
      setFailure(null);
      if (next.email || next.password) {
        focusField(formRef.current, next.email ? 'email' : 'password');
        return;
      }
      const { showToast } = useMessageStore.getState();
      showToast({ key: 'account:toasts.AUTH_LOGGING_IN' }, 'info');
      try {
        const jwt = await logIn(email, password);
        await startSession(jwt).catch((error: unknown) => {
          // Without the customer the session is not usable: nothing half-signed-in stays behind.
          useSessionStore.getState().clearJwt();
          throw error;
        });
      } catch (error) {
        showToast({ key: 'account:toasts.AUTH_LOGIN_FAILED' }, 'danger');
        setFailure(loginFailure(error));
        return;
      }
      showToast({ key: 'account:toasts.AUTH_LOGIN_SUCCESS' });
      navigate(target.take(), { replace: true });
      return 'leave';
    });
  };

  const failureText = (current: LoginFailure): string => {
    if (current.kind === 'credentials') return t('login.errors.wrongCredentials');
    if (current.kind === 'other') return messageText(describeApiError(current.error));
    return lockMessage(lockWaitTime(current.seconds));
  };
  const credentialsRefused = failure?.kind === 'credentials';
  const returnTo = target.returnTo;

  return (
    <section className={styles.page}>
      <PageTitle>{t('login.title')}</PageTitle>
      {fromUnauthorized && <Notice tone="info">{t('login.sessionEnded')}</Notice>}
      {signedIn && !fromUnauthorized && (
        <Notice tone="info">
          {t('login.alreadySignedIn')}{' '}
          <Link to={href('settings', {}, language)}>{t('login.toSettings')}</Link>
        </Notice>
      )}
      {failure && (
        <div id={failureId}>
          <Notice tone="danger">{failureText(failure)}</Notice>
        </div>
      )}
      <form ref={formRef} onSubmit={submit} noValidate aria-busy={submission.busy}>
        <TextField
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={ACCOUNT_EMAIL_MAX_LENGTH}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          errors={errors.email ? [errors.email] : []}
          {...(credentialsRefused && { 'aria-invalid': true, 'aria-describedby': failureId })}
        />
        <TextField
          label={t('login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          errors={errors.password ? [errors.password] : []}
          {...(credentialsRefused && { 'aria-invalid': true, 'aria-describedby': failureId })}
        />
        <p className={styles.forgot}>
          <Link to={withReturnTo(href('forgotPassword', {}, language), returnTo)}>
            {t('login.forgotPassword')}
          </Link>
        </p>
        <SubmitButton busy={submission.busy} busyLabel={t('login.busy')}>
          {t('login.submit')}
        </SubmitButton>
      </form>
      {(registration || (guestRegistration && fromCheckout)) && (
        <div className={styles.alternatives}>
          {registration && (
            <p>
              {t('login.noAccount')}{' '}
              <Link to={withReturnTo(href('register', {}, language), returnTo)}>{t('login.register')}</Link>
            </p>
          )}
          {guestRegistration && fromCheckout && (
            <p>
              {t('login.orderAsGuest')}{' '}
              <Link to={withReturnTo(href('guestRegister', {}, language), returnTo)}>{t('login.guest')}</Link>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
