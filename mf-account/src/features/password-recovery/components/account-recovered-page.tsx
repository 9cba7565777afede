import { buttonClassName, href, Notice, PageTitle, useLanguage, useSessionStore } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../../../lib/ui/account-page.module.css';
import { useSignInTarget } from '../../../lib/use-sign-in-target';

/** SPEC §2 `/…/recover-success`: the account is recovered and the visitor is logged in automatically. */
export function AccountRecoveredPage() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const target = useSignInTarget();
  const signedIn = useSessionStore((state) => state.jwt !== null);
  return (
    <section className={styles.narrow}>
      <PageTitle>{t('recovered.title')}</PageTitle>
      <Notice tone="success">{signedIn ? t('recovered.signedIn') : t('recovered.done')}</Notice>
      <div className={styles.actions}>
        <Link className={buttonClassName('primary')} to={target.peek()}>
          {t('recovered.continue')}
        </Link>
        {signedIn ? (
          <Link className={buttonClassName('secondary')} to={href('settings', {}, language)}>
            {t('recovered.settings')}
          </Link>
        ) : (
          <Link className={buttonClassName('secondary')} to={href('login', {}, language)}>
            {t('recovered.login')}
          </Link>
        )}
      </div>
    </section>
  );
}
