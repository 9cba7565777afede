import { BasketLink } from './basket-link';
import { LanguageSwitcher } from './language-switcher';
import { MainNavigation } from './main-navigation';
import styles from './site-header.module.css';
import { SiteLogo } from './site-logo';

/** SPEC §2 "Shell": logo, navigation of the enabled features, basket, language switcher. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <SiteLogo />
        <MainNavigation />
        <div className={styles.tools}>
          <LanguageSwitcher />
          <BasketLink />
        </div>
      </div>
    </header>
  );
}
