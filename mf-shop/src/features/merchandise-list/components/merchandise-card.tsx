import { Button, Price, useCartStore, useMessageStore } from '@museum/shared';
import { trackAddToCart } from '@museum/shared/analytics';
import { isPurchasable, merchandiseCartItem } from '@museum/shared/domain';
import type { Merchandise } from '@museum/shared/wire';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './merchandise-list-page.module.css';

/** One article with its price, stock state and an add-to-basket button. */
export function MerchandiseCard({ article }: { article: Merchandise }) {
  const { t } = useTranslation('shop');
  const addItem = useCartStore((state) => state.addItem);
  const headingId = useId();
  const purchasable = isPurchasable(article);
  const add = () => {
    const line = addItem(merchandiseCartItem(article, 1));
    if (!line) return;
    trackAddToCart(line);
    useMessageStore.getState().showToast({ key: 'common:cart.added' });
  };
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.name}>
        {article.name}
      </h2>
      {article.description && <p className={styles.description}>{article.description}</p>}
      <p className={styles.price}>
        <Price cents={article.price} />
      </p>
      {purchasable ? (
        <Button onClick={add} aria-describedby={headingId}>
          {t('common:actions.addToCart')}
        </Button>
      ) : (
        <p className={styles.soldOut}>
          {article.expired ? t('merchandise.expired') : t('merchandise.soldOut')}
        </p>
      )}
    </article>
  );
}
