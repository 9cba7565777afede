import { ExternalLink, TextField, useConfigStore, useLanguage } from '@museum/shared';
import {
  type LegalLink,
  legalLinks,
  MAX_ACCOUNT_HOLDER,
  MAX_IBAN_INPUT,
  type PaymentForm,
  type PaymentFormErrors,
  paymentTypeName,
  type Wallet,
} from '@museum/shared/domain';
import { PAYART, type PaymentType } from '@museum/shared/wire';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './payment-method-fields.module.css';

interface PaymentMethodFieldsProps {
  form: PaymentForm;
  onChange: (form: PaymentForm) => void;
  /** The types the visitor may choose now (offeredPaymentTypes). */
  offered: readonly PaymentType[];
  errors: PaymentFormErrors;
  /** Field errors the API answered (`aux.iban`, `aux.accountHolder`), already translated. */
  serverErrors?: { accountHolder?: string[]; iban?: string[] };
}

function legalHref(links: readonly LegalLink[], page: LegalLink['page']): string | null {
  const link = links.find((candidate) => candidate.page === page);
  if (!link) return null;
  return link.kind === 'internal' ? link.path : link.url;
}

/**
 * SPEC §2 "Checkout": the payment type in the visitor's language, the card's wallets (Apple Pay, Google Pay),
 * the direct debit's account holder and IBAN, and the acceptance of terms and privacy with the links to them
 * and to the right of withdrawal (in a new tab: nothing typed here is lost).
 */
export function PaymentMethodFields({
  form,
  onChange,
  offered,
  errors,
  serverErrors = {},
}: PaymentMethodFieldsProps) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const remote = useConfigStore((state) => state.remote);
  const id = useId();
  const links = legalLinks(remote, language);
  const chosen = offered.find((type) => type.payartId === form.payart);
  const wallets = chosen?.payartId === PAYART.card ? (chosen.wallets ?? []) : [];
  const typeError = errors.payart ? t(`payment.errors.payart.${errors.payart}`) : null;
  const termsError = errors.terms ? t('payment.errors.terms') : null;
  const terms = legalHref(links, 'terms');
  const privacy = legalHref(links, 'data_protection');

  const choose = (payart: number) =>
    onChange({ ...form, payart, wallet: payart === PAYART.card ? form.wallet : null });

  return (
    <div className={styles.fields}>
      <fieldset className={styles.group} aria-describedby={typeError ? `${id}-type-error` : undefined}>
        <legend className={styles.legend}>{t('payment.method')}</legend>
        <div className={styles.options}>
          {offered.map((type) => (
            <label key={type.payartId} className={styles.option}>
              <input
                type="radio"
                name={`${id}-payart`}
                value={type.payartId}
                checked={form.payart === type.payartId}
                aria-invalid={typeError ? true : undefined}
                onChange={() => choose(type.payartId)}
              />
              <span>{paymentTypeName(type, language)}</span>
            </label>
          ))}
        </div>
        {typeError && (
          <p id={`${id}-type-error`} className={styles.error}>
            {typeError}
          </p>
        )}
      </fieldset>

      {wallets.length > 0 && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('payment.wallet.legend')}</legend>
          <div className={styles.options}>
            {([null, ...wallets] as (Wallet | null)[]).map((wallet) => (
              <label key={wallet ?? 'card'} className={styles.option}>
                <input
                  type="radio"
                  name={`${id}-wallet`}
                  checked={form.wallet === wallet}
                  onChange={() => onChange({ ...form, wallet })}
                />
                <span>{t(`payment.wallet.${wallet ?? 'CARD'}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {form.payart === PAYART.directDebit && (
        <div className={styles.group}>
          <TextField
            label={t('payment.directDebit.accountHolder')}
            name="accountHolder"
            autoComplete="name"
            required
            maxLength={MAX_ACCOUNT_HOLDER}
            value={form.accountHolder}
            onChange={(event) => onChange({ ...form, accountHolder: event.target.value })}
            errors={[
              ...(errors.accountHolder ? [t(`payment.errors.accountHolder.${errors.accountHolder}`)] : []),
              ...(serverErrors.accountHolder ?? []),
            ]}
          />
          <TextField
            label={t('payment.directDebit.iban')}
            name="iban"
            hint={t('payment.directDebit.ibanHint')}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            inputMode="text"
            required
            maxLength={MAX_IBAN_INPUT}
            value={form.iban}
            onChange={(event) => onChange({ ...form, iban: event.target.value })}
            errors={[
              ...(errors.iban ? [t(`payment.errors.iban.${errors.iban}`)] : []),
              ...(serverErrors.iban ?? []),
            ]}
          />
        </div>
      )}

      <div className={styles.terms}>
        <label className={styles.option}>
          <input
            type="checkbox"
            name="acceptTerms"
            checked={form.acceptTerms}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${id}-terms-error` : `${id}-terms-links`}
            onChange={(event) => onChange({ ...form, acceptTerms: event.target.checked })}
          />
          <span>{t('payment.acceptTerms')}</span>
        </label>
        {termsError && (
          <p id={`${id}-terms-error`} className={styles.error}>
            {termsError}
          </p>
        )}
        <ul id={`${id}-terms-links`} className={styles.links}>
          {terms && (
            <li>
              <ExternalLink href={terms}>{t('payment.links.terms')}</ExternalLink>
            </li>
          )}
          {privacy && (
            <li>
              <ExternalLink href={privacy}>{t('payment.links.privacy')}</ExternalLink>
            </li>
          )}
          {terms && (
            <li>
              <ExternalLink href={terms}>{t('payment.links.withdrawal')}</ExternalLink>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}
