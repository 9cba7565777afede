import { href, PageTitle, Price, useLanguage } from '@museum/shared';
import { isFreeAmountVoucher, voucherAmountBounds } from '@museum/shared/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { ArticleImage } from '../../../lib/article-image';
import { LoadFailure } from '../../../lib/load-failure';
import styles from '../../../lib/shop.module.css';
import type { VoucherPageData } from '../loader';
import { VoucherForm } from './voucher-form';

/** SPEC §2 single voucher: picture, name, value (fixed, or the free amount's range) and the purchase form. */
export function VoucherPage() {
  const { t } = useTranslation('shop');
  const language = useLanguage();
  const data = useLoaderData<VoucherPageData>();
  const back = (
    <p className={styles.back}>
      <Link to={href('vouchers', {}, language)} className={styles.backLink}>
        {t('voucher.back')}
      </Link>
    </p>
  );
  if (data.status === 'failed')
    return (
      <section>
        {back}
        <PageTitle className={styles.pageTitle}>{t('voucher.title')}</PageTitle>
        <LoadFailure message={t('voucher.failed')} />
      </section>
    );
  const { voucher } = data;
  const bounds = voucherAmountBounds(voucher);
  return (
    <article>
      {back}
      <div className={styles.product}>
        <ArticleImage path={voucher.image} alt={t('image.voucherAlt', { name: voucher.name })} eager />
        <div className={styles.details}>
          <PageTitle className={styles.title}>{voucher.name}</PageTitle>
          <p className={styles.priceLarge}>
            {isFreeAmountVoucher(voucher) ? (
              <>
                {t('voucher.freeAmount')}: <Price cents={bounds.min} /> – <Price cents={bounds.max} />
              </>
            ) : (
              <Price cents={voucher.price} />
            )}
          </p>
          {voucher.description && <p className={styles.description}>{voucher.description}</p>}
          <VoucherForm voucher={voucher} />
        </div>
      </div>
    </article>
  );
}
