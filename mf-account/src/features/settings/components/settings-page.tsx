import { href, Notice, PageTitle, useCustomerStore, useLanguage } from '@museum/shared';
import { withReturnTo } from '@museum/shared/domain';
import type { Customer } from '@museum/shared/wire';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { LoadFailure } from '../../../lib/ui/load-failure';
import type { SettingsData } from '../loader';
import { CustomerDataForm } from './customer-data-form';
import { EmailChangeForm } from './email-change-form';
import { PasswordChangeForm } from './password-change-form';
import styles from './settings-page.module.css';
import { SettingsSection } from './settings-section';

/**
 * SPEC §2 `/…/settings`: account, user details, delivery address, change e-mail, change password. A guest
 * (SPEC §6) may change the details and the delivery address; e-mail and password belong to an account.
 */
export function SettingsPage() {
  const { t } = useTranslation('account');
  const data = useLoaderData<SettingsData>();
  const language = useLanguage();
  const saved = useCustomerStore((state) => state.customer);
  return (
    <section className={styles.page}>
      <PageTitle>{t('settings.title')}</PageTitle>
      {data.status === 'loginRequired' && (
        <Notice tone="info">
          {t('settings.loginRequired')}{' '}
          <Link to={withReturnTo(href('login', {}, language), href('settings', {}, language))}>
            {t('settings.toLogin')}
          </Link>
        </Notice>
      )}
      {data.status === 'failed' && <LoadFailure />}
      {data.status === 'ready' && (
        <>
          <SettingsSection title={t('settings.account.title')}>
            <AccountSummary customer={saved ?? data.customer} />
          </SettingsSection>
          <SettingsSection title={t('settings.details.title')}>
            <CustomerDataForm attr={data.attr} customer={data.customer} parts={['details', 'billing']} />
          </SettingsSection>
          <SettingsSection title={t('settings.delivery.title')}>
            <CustomerDataForm attr={data.attr} customer={data.customer} parts={['shipping']} />
          </SettingsSection>
          {!data.customer.isGuest && (
            <>
              <SettingsSection title={t('settings.email.title')}>
                <EmailChangeForm />
              </SettingsSection>
              <SettingsSection title={t('settings.password.title')}>
                <PasswordChangeForm />
              </SettingsSection>
            </>
          )}
        </>
      )}
    </section>
  );
}

/** SPEC §2 settings "account": who is logged in, and what a guest may change. */
function AccountSummary({ customer }: { customer: Customer }) {
  const { t } = useTranslation('account');
  return (
    <>
      <p className={styles.account}>
        {t(customer.isGuest ? 'settings.account.guest' : 'settings.account.customer', {
          email: customer.email,
        })}
      </p>
      {customer.isGuest && <p>{t('settings.account.guestNote')}</p>}
    </>
  );
}
