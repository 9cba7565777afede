import { selectNavigation, useConfigStore, useLanguage } from '@museum/shared';
import { SCROLLED_HEADER_PX } from '@museum/shared/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisclosure } from '../../../lib/use-disclosure';
import { useCollapsingNavigation } from '../hooks/use-collapsing-navigation';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { AccountLinks } from './account-links';
import { BasketLink } from './basket-link';
import { LanguageSwitcher } from './language-switcher';
import { MainNavigation } from './main-navigation';
import styles from './site-header.module.css';
import { SiteLogo } from './site-logo';

/**
 * SPEC §2 "Shell": a top row with language and account, and the bar with logo, navigation of the enabled
 * features and basket. The navigation folds behind a menu button when it does not fit beside the logo.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const language = useLanguage();
  const items = useConfigStore((state) => selectNavigation(state, language));
  const scrolled = useScrolledPast(SCROLLED_HEADER_PX);
  const menu = useDisclosure();
  const { collapsed, measuring } = useCollapsingNavigation(menu.containerRef, menu.open, items);
  const navigationId = useId();
  const folded = collapsed && !measuring && items.length > 0;
  const barClass = [styles.bar, measuring && styles.measuring, folded && styles.folded]
    .filter(Boolean)
    .join(' ');
  return (
    <header
      className={scrolled ? `${styles.header} ${styles.scrolled}` : styles.header}
      data-scrolled={scrolled || undefined}
      data-site-header
    >
      <div className={styles.topRow}>
        <LanguageSwitcher />
        <AccountLinks />
      </div>
      <div ref={menu.containerRef} className={barClass} data-navigation={folded ? 'collapsed' : 'expanded'}>
        <SiteLogo />
        {/* Kept in the page while the bar is measured again (a resize, fonts), only out of sight: a new button
            would drop a keyboard visitor's focus to the body. */}
        {collapsed && items.length > 0 && (
          <button
            ref={menu.buttonRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={menu.open}
            aria-controls={navigationId}
            onClick={menu.toggle}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
              <path fill="currentColor" d="M3 5h18v2H3zm0 6h18v2H3zm0 6h18v2H3z" />
            </svg>
            {t('header.menu')}
          </button>
        )}
        <MainNavigation id={navigationId} items={items} hidden={folded && !menu.open} />
        <BasketLink />
      </div>
    </header>
  );
}
