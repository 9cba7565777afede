import type { IdName } from '@museum/shared/wire';
import { Link } from 'react-router';
import styles from './shop.module.css';

interface CategoryNavigationProps {
  categories: readonly IdName[];
  /** The category shown, or null for all. */
  current: number | null;
  /** The address of a category's list, or of all (null). */
  to: (category: number | null) => string;
  label: string;
  allLabel: string;
}

/**
 * SPEC §2 "Merchandise list … with category filters" (the articles, and the annual passes of product kind 13):
 * each category is a real link, so a category's list can be bookmarked and shared; the current one is marked
 * (aria-current).
 */
export function CategoryNavigation({ categories, current, to, label, allLabel }: CategoryNavigationProps) {
  if (categories.length === 0) return null;
  const link = (category: number | null, name: string) => (
    <Link
      to={to(category)}
      className={styles.filter}
      aria-current={category === current ? 'page' : undefined}
    >
      {name}
    </Link>
  );
  return (
    <nav aria-label={label} className={styles.filters}>
      <ul className={styles.filterList}>
        <li>{link(null, allLabel)}</li>
        {categories.map((category) => (
          <li key={category.id}>{link(category.id, category.name)}</li>
        ))}
      </ul>
    </nav>
  );
}
