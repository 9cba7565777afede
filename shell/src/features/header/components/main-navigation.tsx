import { href, useLanguage } from '@museum/shared';
import type { NavigationItem } from '@museum/shared/domain';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import styles from './main-navigation.module.css';

interface MainNavigationProps {
  id: string;
  items: NavigationItem[];
  /** Folded behind the menu button and not opened. */
  hidden: boolean;
}

/** SPEC §2: links only for the enabled features; labels overridable per language from the configuration. */
export function MainNavigation({ id, items, hidden }: MainNavigationProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (items.length === 0) return null;
  return (
    <nav id={id} aria-label={t('a11y.mainNavigation')} hidden={hidden} className={styles.navigation}>
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
