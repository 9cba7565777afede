import { type StockState, stockState } from '@museum/shared/domain';
import type { Merchandise } from '@museum/shared/wire';
import { useTranslation } from 'react-i18next';
import styles from './shop.module.css';

const TONE: Record<StockState['kind'], string | undefined> = {
  expired: styles.unavailable,
  outOfStock: styles.unavailable,
  low: styles.low,
  inStock: styles.available,
};

/** SPEC §3/§4: the sold-out flag, "item out of stock", "item no longer available", or how many are left. */
export function StockStatus({
  article,
  id,
}: {
  article: Pick<Merchandise, 'stock' | 'sold_out' | 'expired'>;
  id?: string;
}) {
  const { t } = useTranslation('shop');
  const state = stockState(article);
  const text = state.kind === 'low' ? t('stock.low', { count: state.left }) : t(`stock.${state.kind}`);
  return (
    <p id={id} className={`${styles.stock} ${TONE[state.kind] ?? ''}`}>
      {text}
    </p>
  );
}
