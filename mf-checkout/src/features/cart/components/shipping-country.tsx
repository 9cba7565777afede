import { Button, Spinner, useCartStore, useConfigStore, useRequest } from '@museum/shared';
import { initialShippingCountry } from '@museum/shared/domain';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getCountries } from '../api/get-countries';
import styles from './cart.module.css';

/**
 * SPEC §4 "Shipping": an anonymous visitor with goods in the cart says where they go (the museum's default
 * country preselected), so that the shipping cost is known before paying.
 */
export function ShippingCountry({ missing }: { missing: boolean }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const errorId = `${id}-error`;
  const chosen = useCartStore((state) => state.shippingCountry);
  const defaultCountry = useConfigStore((state) => state.remote?.default_user_country_key ?? '');
  const countries = useRequest('countries', (signal) => getCountries(signal));
  const list = countries.data ?? [];
  const preselected = initialShippingCountry(chosen, defaultCountry, list);

  useEffect(() => {
    if (preselected && preselected !== chosen) useCartStore.getState().setShippingCountry(preselected);
  }, [preselected, chosen]);

  if (countries.status === 'failed')
    return (
      <div className={styles.shippingCountry}>
        <p role="alert">{t('shipping.countriesFailed')}</p>
        <Button variant="secondary" onClick={countries.retry}>
          {t('retry')}
        </Button>
      </div>
    );
  if (countries.status !== 'ready') return <Spinner label={t('shipping.loading')} />;
  return (
    <div className={styles.shippingCountry}>
      <label htmlFor={id} className={styles.label}>
        {t('shipping.country')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={preselected ?? ''}
        // WCAG 3.3.1: the field says it lacks a country, and which (the payment step says so too).
        aria-invalid={missing || undefined}
        aria-describedby={missing ? errorId : undefined}
        onChange={(event) => useCartStore.getState().setShippingCountry(event.target.value || null)}
      >
        {!preselected && <option value="">{t('shipping.chooseCountry')}</option>}
        {list.map((country) => (
          <option key={country.key} value={country.key}>
            {country.name}
          </option>
        ))}
      </select>
      {missing && (
        <p id={errorId} className={styles.summaryError}>
          {t('shipping.countryRequired')}
        </p>
      )}
    </div>
  );
}
