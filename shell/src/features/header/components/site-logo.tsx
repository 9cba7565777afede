import { href, selectSiteName, useConfigStore, useLanguage } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import styles from './site-logo.module.css';

/** The museum's name as the home link of the header. */
export function SiteLogo() {
  const { i18n } = useTranslation();
  const language = useLanguage();
  const siteName = useConfigStore((state) => selectSiteName(state, i18n.language));
  return (
    <Link to={href('home', {}, language)} className={styles.logo}>
      {siteName}
    </Link>
  );
}
