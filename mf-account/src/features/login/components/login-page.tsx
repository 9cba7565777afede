import {
  ApiError,
  Button,
  href,
  Notice,
  PageTitle,
  TextField,
  useLanguage,
  useMessageStore,
  useRouteGuardStore,
} from '@museum/shared';
import { safeReturnTo } from '@museum/shared/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { login } from '../api/login';
import styles from './login-page.module.css';

type LoginErrors = { email?: string; password?: string; form?: string };

/** SPEC §2 "login": e-mail and password; afterwards to returnTo, the stored redirection, or home. */
export function LoginPage() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const fromUnauthorized = searchParams.get('fromUnauthorized') === 'true';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: LoginErrors = {};
    if (!email.trim()) next.email = t('login.errors.emailRequired');
    if (!password) next.password = t('login.errors.passwordRequired');
    setErrors(next);
    if (next.email || next.password) return;
    setSubmitting(true);
    const { showToast } = useMessageStore.getState();
    showToast({ key: 'account:toasts.AUTH_LOGGING_IN' }, 'info');
    try {
      await login(email, password);
      showToast({ key: 'account:toasts.AUTH_LOGIN_SUCCESS' });
      const target =
        safeReturnTo(searchParams.get('returnTo'), window.location.origin) ??
        useRouteGuardStore.getState().takeRedirection() ??
        href('home', {}, language);
      navigate(target, { replace: true });
    } catch (error) {
      const wrongCredentials = error instanceof ApiError && [401, 403, 422].includes(error.status);
      showToast({ key: 'account:toasts.AUTH_LOGIN_FAILED' }, 'danger');
      setErrors({
        form: wrongCredentials ? t('login.errors.wrongCredentials') : t('login.errors.unavailable'),
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className={styles.page}>
      <PageTitle>{t('login.title')}</PageTitle>
      {fromUnauthorized && <Notice tone="info">{t('login.sessionEnded')}</Notice>}
      {errors.form && <Notice tone="danger">{errors.form}</Notice>}
      <form onSubmit={submit} noValidate aria-busy={submitting}>
        <TextField
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          errors={errors.email ? [errors.email] : []}
        />
        <TextField
          label={t('login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          errors={errors.password ? [errors.password] : []}
        />
        <Button type="submit" disabled={submitting}>
          {t('login.submit')}
        </Button>
      </form>
    </section>
  );
}
