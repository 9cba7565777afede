import { href, PageTitle, useLanguage } from '@museum/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { ArticleImage } from '../../../lib/article-image';
import { LoadFailure } from '../../../lib/load-failure';
import { PriceWithVat } from '../../../lib/price-with-vat';
import styles from '../../../lib/shop.module.css';
import { StockStatus } from '../../../lib/stock-status';
import type { ProductPageData } from '../loader';
import { ProductForm } from './product-form';

/** SPEC §2 product screen: picture, name, price with VAT, stock state, quantity and "Add to basket". */
export function ProductPage() {
  const { t } = useTranslation('shop');
  const language = useLanguage();
  const stockId = useId();
  const data = useLoaderData<ProductPageData>();
  const back = (
    <p className={styles.back}>
      <Link to={href('merchandise', {}, language)} className={styles.backLink}>
        {t('product.back')}
      </Link>
    </p>
  );
  if (data.status === 'failed')
    return (
      <section>
        {back}
        <PageTitle className={styles.pageTitle}>{t('product.title')}</PageTitle>
        <LoadFailure message={t('product.failed')} />
      </section>
    );
  const { article } = data;
  return (
    <article>
      {back}
      <div className={styles.product}>
        <ArticleImage path={article.image} alt={t('image.alt', { name: article.name })} eager />
        <div className={styles.details}>
          <PageTitle className={styles.title}>{article.name}</PageTitle>
          <PriceWithVat cents={article.price} vat={article.vat_value} large />
          <StockStatus article={article} id={stockId} />
          {article.description && <p className={styles.description}>{article.description}</p>}
          <ProductForm article={article} stockId={stockId} />
        </div>
      </div>
    </article>
  );
}
