import { href, PageTitle, useLanguage } from '@museum/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { ArticleImage } from '../../../lib/article-image';
import { LoadFailure } from '../../../lib/load-failure';
import { PriceWithVat } from '../../../lib/price-with-vat';
import styles from '../../../lib/shop.module.css';
import { StockStatus } from '../../../lib/stock-status';
import type { PassPageData } from '../loader';
import { PassForm } from './pass-form';

/** SPEC §2 single pass: the pass card, its price and state, and the form with one owner per pass. */
export function PassPage() {
  const { t } = useTranslation('shop');
  const language = useLanguage();
  const stockId = useId();
  const data = useLoaderData<PassPageData>();
  const back = (
    <p className={styles.back}>
      <Link to={href('passes', {}, language)} className={styles.backLink}>
        {t('pass.back')}
      </Link>
    </p>
  );
  if (data.status === 'failed')
    return (
      <section>
        {back}
        <PageTitle className={styles.pageTitle}>{t('pass.title')}</PageTitle>
        <LoadFailure message={t('pass.failed')} />
      </section>
    );
  const { pass, countries } = data;
  return (
    <article>
      {back}
      <div className={styles.product}>
        <ArticleImage path={pass.image} alt={t('image.passAlt', { name: pass.name })} eager />
        <div className={styles.details}>
          <PageTitle className={styles.title}>{pass.name}</PageTitle>
          <PriceWithVat cents={pass.price} vat={pass.vat_value} large />
          <StockStatus article={pass} id={stockId} />
          {pass.description && <p className={styles.description}>{pass.description}</p>}
        </div>
      </div>
      <PassForm pass={pass} countries={countries} stockId={stockId} />
    </article>
  );
}
