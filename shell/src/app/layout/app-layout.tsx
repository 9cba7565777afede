import { selectDerivedConfig, useConfigStore } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SiteFooter } from '../../features/footer/components/site-footer';
import { SiteHeader } from '../../features/header/components/site-header';
import styles from './app-layout.module.css';
import { GlobalMessages } from './global-messages';
import { useNavigationFocus } from './use-navigation-focus';
import { usePageTitle } from './use-page-title';
import { WaitingIndicator } from './waiting-indicator';

/** Everything around a page: skip link, header, global messages, the page, footer (SPEC §2 "Shell"). */
export function AppLayout() {
  const { t } = useTranslation();
  usePageTitle();
  useNavigationFocus();
  const { showHeader, showFooter } = useConfigStore(selectDerivedConfig);
  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#main">
        {t('a11y.skipToContent')}
      </a>
      {showHeader && <SiteHeader />}
      <GlobalMessages />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      {showFooter && <SiteFooter />}
      <WaitingIndicator />
    </div>
  );
}
