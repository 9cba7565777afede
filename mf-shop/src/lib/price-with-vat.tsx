import { Price, useLocale } from '@museum/shared';
import { taxIncluded } from '@museum/shared/domain';
import { useTranslation } from 'react-i18next';
import styles from './shop.module.css';

/** A price with the VAT it includes (SPEC §3 vat_value; §9: the tax is the total over one plus the rate). */
export function PriceWithVat({ cents, vat, large = false }: { cents: number; vat: number; large?: boolean }) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    vat / 100,
  );
  return (
    <p className={large ? styles.priceLarge : styles.price}>
      <Price cents={cents} />{' '}
      <span className={styles.vat}>
        {vat > 0 ? (
          <>
            {t('price.vat', { rate })} (<Price cents={taxIncluded(cents, vat)} />)
          </>
        ) : (
          t('price.noVat')
        )}
      </span>
    </p>
  );
}
