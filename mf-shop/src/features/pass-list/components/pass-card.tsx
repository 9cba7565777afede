import { href, useLanguage } from '@museum/shared';
import { stockState } from '@museum/shared/domain';
import type { Merchandise } from '@museum/shared/wire';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArticleImage } from '../../../lib/article-image';
import { PriceWithVat } from '../../../lib/price-with-vat';
import styles from '../../../lib/shop.module.css';
import { StockStatus } from '../../../lib/stock-status';

/** One annual pass: its card picture, name (to its page, where the owners are named), price and stock state. */
export function PassCard({ pass, eager = false }: { pass: Merchandise; eager?: boolean }) {
  const { t } = useTranslation('shop');
  const language = useLanguage();
  const headingId = useId();
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <ArticleImage path={pass.image} alt={t('image.passAlt', { name: pass.name })} eager={eager} />
      <h2 id={headingId} className={styles.cardName}>
        <Link to={href('pass', { id: pass.id }, language)} className={styles.cardLink}>
          {pass.name}
        </Link>
      </h2>
      {pass.description && <p className={`${styles.description} ${styles.grow}`}>{pass.description}</p>}
      <PriceWithVat cents={pass.price} vat={pass.vat_value} />
      {stockState(pass).kind !== 'inStock' && <StockStatus article={pass} />}
    </article>
  );
}
