import { href, selectNavigation, useConfigStore, useLanguage } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import styles from './main-navigation.module.css';

/** SPEC §2: links only for the enabled features; labels overridable per language from the configuration. */
export function MainNavigation() {
  const { t } = useTranslation();
  const language = useLanguage();
  const items = useConfigStore((state) => selectNavigation(state, language));
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('a11y.mainNavigation')}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            <NavLink
              to={href(item.routeName, {}, language)}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              {item.label ?? t(`nav.${item.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
