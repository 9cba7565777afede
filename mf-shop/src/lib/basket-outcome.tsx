import { href, Notice, useLanguage } from '@museum/shared';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BasketResult } from './use-add-to-basket';

/**
 * The message of the last "Add to basket", with the way to the basket once something went in. A press that
 * was refused or capped brings the focus to the message, every time: the same words again in a live region
 * are not read out a second time (review). `takeFocus`: the form it belongs to was replaced (the basket is
 * full now), so if the focus went with the form's button, the message takes it whatever the press did.
 */
export function BasketOutcome({
  result,
  takeFocus = false,
}: {
  result: BasketResult | null;
  takeFocus?: boolean;
}) {
  const message = useRef<HTMLDivElement>(null);
  // Every press makes a new result, so this runs once per press.
  useEffect(() => {
    if (!result) return;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if ((takeFocus && focusLost) || (result.outcome.kind !== 'added' && result.outcome.kind !== 'merged'))
      message.current?.focus();
  }, [result, takeFocus]);
  if (!result) return null;
  return (
    <div ref={message} tabIndex={-1}>
      <OutcomeNotice result={result} />
    </div>
  );
}

function OutcomeNotice({ result }: { result: BasketResult }): ReactNode {
  const { t } = useTranslation('shop');
  const language = useLanguage();
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
    case 'vouchersPerOrder':
      return (
        <Notice tone="warning">
          {outcome.added === 0
            ? t('basket.vouchersPerOrder', { held: outcome.inBasket, max: outcome.max })
            : t('basket.vouchersPerOrderCapped', { count: outcome.added, max: outcome.max, name })}{' '}
          {toBasket}
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
