import { buttonClassName, href, Notice, PageTitle, useLanguage, useSessionStore } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../../../lib/ui/account-page.module.css';
import { useSignInTarget } from '../../../lib/use-sign-in-target';

/** SPEC §2 `/…/register/success`: "account created"; the new customer is logged in and continues. */
export function RegistrationSuccessPage() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const target = useSignInTarget();
  const signedIn = useSessionStore((state) => state.jwt !== null);
  return (
    <section className={styles.page}>
      <PageTitle>{t('registerSuccess.title')}</PageTitle>
      <Notice tone="success">{t('registerSuccess.created')}</Notice>
      {signedIn && <p>{t('registerSuccess.signedIn')}</p>}
      <div className={styles.actions}>
        <Link className={buttonClassName('primary')} to={target.peek()}>
          {t('registerSuccess.continue')}
        </Link>
        {signedIn && (
          <Link className={buttonClassName('secondary')} to={href('settings', {}, language)}>
            {t('registerSuccess.settings')}
          </Link>
        )}
      </div>
    </section>
  );
}
