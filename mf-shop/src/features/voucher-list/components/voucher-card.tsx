import { Button, buttonClassName, href, Price, useLanguage } from '@museum/shared';
import { isFreeAmountVoucher, voucherAmountBounds, voucherCartItem } from '@museum/shared/domain';
import type { Voucher } from '@museum/shared/wire';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArticleImage } from '../../../lib/article-image';
import { BasketOutcome } from '../../../lib/basket-outcome';
import styles from '../../../lib/shop.module.css';
import { useAddToBasket } from '../../../lib/use-add-to-basket';

/**
 * One voucher: a fixed voucher goes into the basket from here; for a free amount the visitor chooses the amount
 * on the voucher's page.
 */
export function VoucherCard({ voucher, eager = false }: { voucher: Voucher; eager?: boolean }) {
  const { t } = useTranslation('shop');
  const language = useLanguage();
  const headingId = useId();
  const basket = useAddToBasket();
  const free = isFreeAmountVoucher(voucher);
  const bounds = voucherAmountBounds(voucher);
  const page = href('voucher', { id: voucher.id }, language);
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <ArticleImage path={voucher.image} alt={t('image.voucherAlt', { name: voucher.name })} eager={eager} />
      <h2 id={headingId} className={styles.cardName}>
        <Link to={page} className={styles.cardLink}>
          {voucher.name}
        </Link>
      </h2>
      {voucher.description && <p className={`${styles.description} ${styles.grow}`}>{voucher.description}</p>}
      <p className={styles.price}>
        {free ? (
          <>
            {t('voucher.freeAmount')}: <Price cents={bounds.min} /> – <Price cents={bounds.max} />
          </>
        ) : (
          <Price cents={voucher.price} />
        )}
      </p>
      <div className={styles.cardActions}>
        {free ? (
          <Link to={page} className={buttonClassName('secondary')} aria-describedby={headingId}>
            {t('voucher.chooseAmount')}
          </Link>
        ) : (
          <Button
            onClick={() => basket.add(voucherCartItem(voucher, 1, voucher.price))}
            aria-describedby={headingId}
          >
            {t('common:actions.addToCart')}
          </Button>
        )}
        <BasketOutcome result={basket.result} />
      </div>
    </article>
  );
}
