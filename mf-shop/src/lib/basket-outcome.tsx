import { href, Notice, useLanguage } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BasketResult } from './use-add-to-basket';

/** The message of the last "Add to basket", with the way to the basket once something went in. */
export function BasketOutcome({ result }: { result: BasketResult | null }) {
  const { t } = useTranslation('shop');
  const language = useLanguage();
  if (!result) return null;
  const { outcome, name } = result;
  const toBasket = <Link to={href('checkout', {}, language)}>{t('basket.toBasket')}</Link>;
  switch (outcome.kind) {
    case 'added':
    case 'merged':
      return (
        <Notice tone="success">
          {t('basket.added', { count: outcome.kind === 'added' ? result.wanted : outcome.added, name })}{' '}
          {toBasket}
        </Notice>
      );
    case 'capped':
      return (
        <Notice tone="warning">
          {t('basket.capped', { count: outcome.added, max: outcome.max, name })} {toBasket}
        </Notice>
      );
    case 'refused':
      return (
        <Notice tone="warning">
          {outcome.reason === 'noneLeft' ? t('basket.noneLeft', { name }) : t('basket.refused', { name })}{' '}
          {toBasket}
        </Notice>
      );
  }
}
