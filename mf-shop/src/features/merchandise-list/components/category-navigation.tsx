import { href, useLanguage } from '@museum/shared';
import type { IdName } from '@museum/shared/wire';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from '../../../lib/shop.module.css';

/**
 * SPEC §2 "Merchandise list … with category filters": each category is a real link (`/…/merchandise/{id}`), so a
 * category page can be bookmarked and shared; the current one is marked (aria-current).
 */
export function CategoryNavigation({ categories }: { categories: readonly IdName[] }) {
  const { t } = useTranslation('shop');
  const language = useLanguage();
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('merchandise.categories')} className={styles.filters}>
      <ul className={styles.filterList}>
        <li>
          <NavLink end to={href('merchandise', {}, language)} className={styles.filter}>
            {t('merchandise.allCategories')}
          </NavLink>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <NavLink
              to={href('merchandiseCategory', { category: category.id }, language)}
              className={styles.filter}
            >
              {category.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
