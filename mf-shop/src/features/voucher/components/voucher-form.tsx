import { Button, Notice, Price, QuantityStepper, TextField, useLocale } from '@museum/shared';
import { formatPrice, MAX_VOUCHERS_PER_CART, type VoucherAmountError } from '@museum/shared/domain';
import type { Voucher } from '@museum/shared/wire';
import { type FormEvent, Suspense, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BasketOutcome } from '../../../lib/basket-outcome';
import { QuantityCapped } from '../../../lib/quantity-capped';
import styles from '../../../lib/shop.module.css';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { useVoucherForm } from '../hooks/use-voucher-form';

/** Quantity, the amount of a free-amount voucher, the total and "Add to basket". */
export function VoucherForm({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const form = useVoucherForm(voucher);
  const formRef = useRef<HTMLFormElement>(null);
  const cappedId = useId();
  const quantityErrorId = useId();
  const { amountError } = form;

  useFocusFirstInvalid(formRef, form.attempts);

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
    form.submit();
  };

  // The order holds all the vouchers it may: no quantity to choose, the visitor is told why.
  if (form.left === 0)
    return (
      <div className={styles.form}>
        <Notice tone="info">
          {t('basket.vouchersPerOrder', { held: form.inCart, max: MAX_VOUCHERS_PER_CART })}
        </Notice>
        <BasketOutcome result={form.basket.result} takeFocus />
      </div>
    );
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {form.free && (
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
      )}
      <Suspense fallback={<div className={styles.stepperSpace} />}>
        <div className={styles.stepperSpace}>
          <QuantityStepper
            label={t('voucher.quantity')}
            value={form.count}
            min={1}
            max={form.left}
            onChange={form.setCount}
            decreaseLabel={t('voucher.fewer', { name: voucher.name })}
            increaseLabel={t('voucher.more', { name: voucher.name })}
            describedBy={
              [form.capped ? cappedId : null, form.quantityMissing ? quantityErrorId : null]
                .filter(Boolean)
                .join(' ') || undefined
            }
            invalid={form.quantityMissing}
          />
        </div>
      </Suspense>
      <QuantityCapped id={cappedId} count={form.capped ? form.left : null} />
      {form.quantityMissing && (
        <p id={quantityErrorId} className={styles.errors}>
          {t('voucher.errors.quantityRequired')}
        </p>
      )}
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
