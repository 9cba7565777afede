import { Spinner, selectDerivedConfig, useConfigStore } from '@museum/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { CookieNotice } from '../../features/cookie-notice/components/cookie-notice';
import { SiteFooter } from '../../features/footer/components/site-footer';
import { SiteHeader } from '../../features/header/components/site-header';
import { PageTitleOverrideContext } from '../../lib/page-title-override';
import styles from './app-layout.module.css';
import { GlobalMessages } from './global-messages';
import { useNavigationFocus } from './use-navigation-focus';
import { usePageTitle } from './use-page-title';
import { WaitingIndicator } from './waiting-indicator';

interface AppLayoutProps {
  /**
   * The first page's code and data are still on their way (the language route's hydrate fallback): the frame
   * shows at once, with a spinner where the page will be. The main area is a screen high either way, so the
   * page arriving moves nothing the visitor sees; the title waits for the page.
   */
  pending?: boolean;
}

/**
 * Everything around a page (SPEC §2 "Shell"): skip link, cookie notice, header, global messages, the page,
 * footer. Header and footer can each be hidden by the museum (embedded mode).
 */
export function AppLayout({ pending = false }: AppLayoutProps) {
  const { t } = useTranslation();
  const [titleOverride, setTitleOverride] = useState<string | null>(null);
  usePageTitle(titleOverride, pending);
  useNavigationFocus();
  const { showHeader, showFooter } = useConfigStore(selectDerivedConfig);
  return (
    <PageTitleOverrideContext.Provider value={setTitleOverride}>
      <div className={styles.layout}>
        <a className={styles.skipLink} href="#main">
          {t('a11y.skipToContent')}
        </a>
        <CookieNotice />
        {showHeader && <SiteHeader />}
        <GlobalMessages />
        <main id="main" tabIndex={-1} className={styles.main} aria-busy={pending || undefined}>
          {pending ? (
            <div className={styles.pending}>
              <Spinner />
            </div>
          ) : (
            <Outlet />
          )}
        </main>
        {showFooter && <SiteFooter />}
        <WaitingIndicator />
      </div>
    </PageTitleOverrideContext.Provider>
  );
}
