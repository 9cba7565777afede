import { Button, Price, QuantityStepper, useCartStore } from '@museum/shared';
import {
  articleCountInCart,
  articleQuantityBound,
  articleQuantityLeft,
  articleQuantityReset,
  boundArticleQuantity,
  isPurchasable,
  merchandiseCartItem,
  stockState,
} from '@museum/shared/domain';
import type { Merchandise } from '@museum/shared/wire';
import { type FormEvent, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasketOutcome } from '../../../lib/basket-outcome';
import { QuantityCapped } from '../../../lib/quantity-capped';
import styles from '../../../lib/shop.module.css';
import { useAddToBasket } from '../../../lib/use-add-to-basket';

/**
 * Quantity and "Add to basket" (SPEC §5 merchandise): the quantity starts at 1, or at 0 when nothing is left,
 * and resets so after each add; it never goes beyond the stock minus what the basket already holds.
 */
export function ProductForm({ article, stockId }: { article: Merchandise; stockId: string }) {
  const { t } = useTranslation('shop');
  const errorId = useId();
  const cappedId = useId();
  const inCart = useCartStore((state) => articleCountInCart(state.form, article));
  const left = articleQuantityLeft(article, inCart);
  const [quantity, setQuantity] = useState(() => articleQuantityReset(article, inCart));
  const [error, setError] = useState<string | null>(null);
  /** The visitor typed more than is left: the field shows what is left, and says so. */
  const [capped, setCapped] = useState(false);
  const basket = useAddToBasket();
  // The basket may change meanwhile (another tab, the checkout): the field never shows more than is left.
  const shown = boundArticleQuantity(quantity, left);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    basket.clear();
    const state = stockState(article);
    if (!isPurchasable(article)) {
      setError(t(state.kind === 'expired' ? 'stock.expired' : 'stock.outOfStock'));
      return;
    }
    if (left === 0) {
      const full = articleQuantityBound(article) === 'line' ? 'product.mostInBasket' : 'product.allInBasket';
      setError(t(full, { count: inCart }));
      return;
    }
    if (shown < 1) {
      setError(t('product.quantityRequired'));
      return;
    }
    setError(null);
    setCapped(false);
    basket.add(merchandiseCartItem(article, shown));
    setQuantity(articleQuantityReset(article, articleCountInCart(useCartStore.getState().form, article)));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Suspense fallback={<div className={styles.stepperSpace} />}>
        <div className={styles.stepperSpace}>
          <QuantityStepper
            label={t('product.quantity')}
            value={shown}
            min={0}
            max={left}
            onChange={(value) => {
              setQuantity(boundArticleQuantity(value, left));
              setCapped(left > 0 && value > left);
              setError(null);
            }}
            decreaseLabel={t('product.fewer', { name: article.name })}
            increaseLabel={t('product.more', { name: article.name })}
            describedBy={[stockId, capped ? cappedId : null, error ? errorId : null]
              .filter(Boolean)
              .join(' ')}
            invalid={error !== null}
          />
        </div>
      </Suspense>
      <QuantityCapped id={cappedId} count={capped ? left : null} />
      <p className={styles.total} aria-live="polite">
        {t('product.total')} <Price cents={merchandiseCartItem(article, shown).totalPrice} />
      </p>
      {error && (
        <p id={errorId} className={styles.errors} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" className={styles.submit} aria-describedby={stockId}>
        {t('common:actions.addToCart')}
      </Button>
      <BasketOutcome result={basket.result} />
    </form>
  );
}
