import { href, useConfigStore, useCustomerStore, useLanguage, useSessionStore } from '@museum/shared';
import { returnToFor, withReturnTo } from '@museum/shared/domain';
import type { Customer } from '@museum/shared/wire';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDisclosure } from '../../../lib/use-disclosure';
import styles from './account-links.module.css';
import menuStyles from './header-menu.module.css';

/**
 * SPEC §2: a registered, logged-in customer gets the account menu; everyone else (logged out or guest) gets
 * login and register links carrying the current full path as `returnTo`, when the museum has registration.
 */
export function AccountLinks() {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const jwt = useSessionStore((state) => state.jwt);
  const customer = useCustomerStore((state) => state.customer);
  const registration = useConfigStore((state) => state.derived.hasUserRegistration);
  const returnTo = returnToFor(location, window.location.origin);
  if (jwt && customer && !customer.isGuest) return <AccountMenu customer={customer} returnTo={returnTo} />;
  if (!registration) return null;
  return (
    <nav aria-label={t('a11y.accountNavigation')}>
      <ul className={styles.links}>
        <li>
          <Link className={styles.link} to={withReturnTo(href('login', {}, language), returnTo)}>
            {t('header.login')}
          </Link>
        </li>
        <li>
          <Link className={styles.link} to={withReturnTo(href('register', {}, language), returnTo)}>
            {t('header.register')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** SPEC §2: the customer's first and last name, opening settings and logout (with `returnTo`). */
function AccountMenu({ customer, returnTo }: { customer: Customer; returnTo: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const menu = useDisclosure<HTMLElement>();
  const listId = useId();
  return (
    <nav ref={menu.containerRef} aria-label={t('a11y.accountNavigation')} className={styles.menu}>
      <button
        ref={menu.buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={menu.open}
        aria-controls={listId}
        onClick={menu.toggle}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path
            fill="currentColor"
            d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z"
          />
        </svg>
        {`${customer.fname} ${customer.lname}`.trim()}
      </button>
      <ul id={listId} className={menuStyles.list} hidden={!menu.open}>
        <li>
          <Link className={menuStyles.item} to={href('settings', {}, language)}>
            {t('header.settings')}
          </Link>
        </li>
        <li>
          <Link className={menuStyles.item} to={withReturnTo(href('logout', {}, language), returnTo)}>
            {t('header.logout')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
