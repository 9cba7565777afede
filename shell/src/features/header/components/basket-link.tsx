import { href, selectBasketCount, useCartStore, useLanguage } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import styles from './basket-link.module.css';

/** SPEC §2: a basket icon with the item count, linking to checkout. The name says the count in words. */
export function BasketLink() {
  const { t } = useTranslation();
  const language = useLanguage();
  const count = useCartStore(selectBasketCount);
  return (
    <Link
      to={href('checkout', {}, language)}
      className={styles.basket}
      aria-label={t('basket.label', { count })}
      data-basket-count={count}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H20a1 1 0 0 1 1 1.2l-1.4 7A2 2 0 0 1 17.6 16H8.1a2 2 0 0 1-2-1.6L4 3H2V1h3.6l.4 2Z"
        />
      </svg>
      <span className={styles.count} aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
