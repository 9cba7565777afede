import { href, Notice, PageTitle, useLanguage } from '@museum/shared';
import { withReturnTo } from '@museum/shared/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../../../lib/ui/account-page.module.css';
import { useSignInTarget } from '../../../lib/use-sign-in-target';

/** SPEC §2 `/…/password-reset-success`: the link is on its way. */
export function ResetRequestedPage() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const target = useSignInTarget();
  return (
    <section className={styles.narrow}>
      <PageTitle>{t('resetRequested.title')}</PageTitle>
      <Notice tone="success">{t('resetRequested.sent')}</Notice>
      <p>{t('resetRequested.validity')}</p>
      <p>
        <Link to={withReturnTo(href('forgotPassword', {}, language), target.returnTo)}>
          {t('resetRequested.again')}
        </Link>
      </p>
      <p>
        <Link to={withReturnTo(href('login', {}, language), target.returnTo)}>{t('forgot.backToLogin')}</Link>
      </p>
    </section>
  );
}
