import { useTranslation } from 'react-i18next';
import styles from './shop.module.css';

/**
 * Says why a typed quantity was lowered to `count` ("Only 3 more can be added, so the quantity is now 3"),
 * or nothing. Always rendered: a live region announces only what changes inside it, so it must be there
 * before its text is.
 */
export function QuantityCapped({ id, count }: { id: string; count: number | null }) {
  const { t } = useTranslation('shop');
  return (
    <p id={id} className={styles.hint} role="status">
      {count === null ? null : t('product.quantityCapped', { count })}
    </p>
  );
}
