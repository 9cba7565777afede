import { selectSiteName, useConfigStore } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import styles from './site-footer.module.css';

/** SPEC §2 "Footer": copyright line with the current year. */
export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const siteName = useConfigStore((state) => selectSiteName(state, i18n.language));
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copyright}>{t('footer.copyright', { year, siteName })}</p>
      </div>
    </footer>
  );
}
