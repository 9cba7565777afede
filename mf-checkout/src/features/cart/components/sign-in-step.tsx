import { buttonClassName, href, useConfigStore, useLanguage } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomer, useSignedIn } from '../../../lib/use-signed-in';
import styles from './cart.module.css';

/**
 * SPEC §4 checkout flow "login or guest registration": PayPal works without an account; card and direct debit
 * need a login, a new account or a guest registration first (SPEC §6). The links lead to mf-account; the
 * route guard brings the visitor back here afterwards.
 */
export function SignInStep() {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const signedIn = useSignedIn();
  const customer = useCustomer();
  const derived = useConfigStore((state) => state.derived);

  if (signedIn) {
    const name = customer ? `${customer.fname} ${customer.lname}`.trim() : '';
    return (
      <section aria-labelledby="checkout-sign-in" className={styles.step}>
        <h2 id="checkout-sign-in" className={styles.sectionTitle}>
          {t('signIn.title')}
        </h2>
        <p>
          {customer?.isGuest
            ? t('signIn.asGuest', { name: name || customer.email })
            : name
              ? t('signIn.as', { name })
              : t('signIn.signedIn')}
        </p>
      </section>
    );
  }
  if (!derived.hasUserRegistration && !derived.hasGuestRegistration) return null;
  return (
    <section aria-labelledby="checkout-sign-in" className={styles.step}>
      <h2 id="checkout-sign-in" className={styles.sectionTitle}>
        {t('signIn.title')}
      </h2>
      <p>{t('signIn.required')}</p>
      <p>{t('signIn.paypalWithout')}</p>
      <ul className={styles.signInLinks}>
        {derived.hasUserRegistration && (
          <li>
            <Link to={href('login', {}, language)} className={buttonClassName('primary')}>
              {t('signIn.login')}
            </Link>
          </li>
        )}
        {derived.hasGuestRegistration && (
          <li>
            <Link to={href('guestRegister', {}, language)} className={buttonClassName('secondary')}>
              {t('signIn.guest')}
            </Link>
          </li>
        )}
        {derived.hasUserRegistration && (
          <li>
            <Link to={href('register', {}, language)} className={buttonClassName('secondary')}>
              {t('signIn.register')}
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
