import { Button, href, useLanguage } from '@museum/shared';
import { isPurchasable, merchandiseCartItem, stockState } from '@museum/shared/domain';
import type { Merchandise } from '@museum/shared/wire';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArticleImage } from '../../../lib/article-image';
import { BasketOutcome } from '../../../lib/basket-outcome';
import { PriceWithVat } from '../../../lib/price-with-vat';
import styles from '../../../lib/shop.module.css';
import { StockStatus } from '../../../lib/stock-status';
import { useAddToBasket } from '../../../lib/use-add-to-basket';

/**
 * One article: picture, name (to its product page), price, the sold-out flag or how few are left, and "Add to
 * basket" for one piece; the same article again raises its basket line, never beyond the stock.
 */
export function MerchandiseCard({ article, eager = false }: { article: Merchandise; eager?: boolean }) {
  const { t } = useTranslation('shop');
  const language = useLanguage();
  const headingId = useId();
  const basket = useAddToBasket();
  const state = stockState(article);
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <ArticleImage path={article.image} alt={t('image.alt', { name: article.name })} eager={eager} />
      <h2 id={headingId} className={styles.cardName}>
        <Link to={href('product', { id: article.id }, language)} className={styles.cardLink}>
          {article.name}
        </Link>
      </h2>
      {article.description && <p className={`${styles.description} ${styles.grow}`}>{article.description}</p>}
      <PriceWithVat cents={article.price} vat={article.vat_value} />
      {state.kind !== 'inStock' && <StockStatus article={article} />}
      {isPurchasable(article) && (
        <div className={styles.cardActions}>
          <Button onClick={() => basket.add(merchandiseCartItem(article, 1))} aria-describedby={headingId}>
            {t('common:actions.addToCart')}
          </Button>
          <BasketOutcome result={basket.result} />
        </div>
      )}
    </article>
  );
}
