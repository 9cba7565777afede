import { Button, Price, QuantityStepper, TextField, useLocale } from '@museum/shared';
import { formatPrice, type VoucherAmountError } from '@museum/shared/domain';
import type { Voucher } from '@museum/shared/wire';
import { type FormEvent, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BasketOutcome } from '../../../lib/basket-outcome';
import styles from '../../../lib/shop.module.css';
import { useVoucherForm } from '../hooks/use-voucher-form';

/** Quantity, the amount of a free-amount voucher, the total and "Add to basket". */
export function VoucherForm({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const form = useVoucherForm(voucher);
  const amountRef = useRef<HTMLDivElement>(null);
  const { amountError } = form;

  const message = (error: VoucherAmountError): string => {
    switch (error.code) {
      case 'AMOUNT_REQUIRED':
        return t('voucher.errors.required');
      case 'AMOUNT_INVALID':
        return t('voucher.errors.invalid');
      case 'AMOUNT_TOO_LOW':
        return t('voucher.errors.tooLow', { min: formatPrice(error.min, locale) });
      case 'AMOUNT_TOO_HIGH':
        return t('voucher.errors.tooHigh', { max: formatPrice(error.max, locale) });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.submit()) amountRef.current?.querySelector('input')?.focus();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {form.free && (
        <div ref={amountRef}>
          <TextField
            label={t('voucher.amount')}
            hint={t('voucher.amountHint', {
              min: formatPrice(form.bounds.min, locale),
              max: formatPrice(form.bounds.max, locale),
            })}
            value={form.amountText}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            required
            errors={amountError ? [message(amountError)] : []}
            onChange={(event) => form.setAmountText(event.target.value)}
            onBlur={form.settle}
          />
        </div>
      )}
      <Suspense fallback={<div className={styles.stepperSpace} />}>
        <div className={styles.stepperSpace}>
          <QuantityStepper
            label={t('voucher.quantity')}
            value={form.count}
            min={1}
            max={form.maxCount}
            onChange={form.setCount}
            decreaseLabel={t('voucher.fewer', { name: voucher.name })}
            increaseLabel={t('voucher.more', { name: voucher.name })}
          />
        </div>
      </Suspense>
      <p className={styles.total} aria-live="polite">
        {t('voucher.total')} {form.total === null ? '–' : <Price cents={form.total} />}
      </p>
      <Button type="submit" className={styles.submit}>
        {t('common:actions.addToCart')}
      </Button>
      <BasketOutcome result={form.basket.result} />
    </form>
  );
}
