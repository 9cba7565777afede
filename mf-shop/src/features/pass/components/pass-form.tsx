import { Button, Notice, Price, QuantityStepper } from '@museum/shared';
import { articleQuantityBound, isPurchasable, passCartItem } from '@museum/shared/domain';
import type { KeyName, Merchandise } from '@museum/shared/wire';
import { type FormEvent, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasketOutcome } from '../../../lib/basket-outcome';
import { QuantityCapped } from '../../../lib/quantity-capped';
import shop from '../../../lib/shop.module.css';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { usePassForm } from '../hooks/use-pass-form';
import { OwnerFields } from './owner-fields';
import styles from './pass-form.module.css';

interface PassFormProps {
  pass: Merchandise;
  countries: readonly KeyName[];
  stockId: string;
}

/**
 * SPEC §2 "Annual pass: card, owner name, address, option to send to a custom address": the number of passes,
 * one owner per pass (the list follows the number), and for each pass the choice of its own address.
 */
export function PassForm({ pass, countries, stockId }: PassFormProps) {
  const { t } = useTranslation('shop');
  const headingId = useId();
  const quantityErrorId = useId();
  const cappedId = useId();
  /** The visitor typed more passes than may be added: the field shows the most, and says so. */
  const [capped, setCapped] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const passes = usePassForm(pass, countries);
  const { form, limit, errors } = passes;
  const quantityError = errors.find(
    (error) => error.code === 'QUANTITY_REQUIRED' || error.code === 'QUANTITY_TOO_HIGH',
  );

  useFocusFirstInvalid(formRef, passes.attempts);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCapped(false);
    passes.submit();
  };

  if (!isPurchasable(pass)) return null;
  // The basket holds all the passes of this kind one may add: no quantity to choose, the visitor is told why
  // (all that are left, or the most one order may have when the stock is larger).
  if (limit === 0)
    return (
      <section aria-labelledby={headingId} className={styles.section}>
        <h2 id={headingId} className={styles.heading}>
          {t('pass.form.heading')}
        </h2>
        <Notice tone="info">
          {articleQuantityBound(pass) === 'line'
            ? t('pass.form.mostInBasket', { count: passes.inCart })
            : t('pass.form.allInBasket', { count: passes.inCart })}
        </Notice>
        <BasketOutcome result={passes.basket.result} takeFocus />
      </section>
    );
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('pass.form.heading')}
      </h2>
      <form ref={formRef} className={shop.form} onSubmit={submit} noValidate>
        <Suspense fallback={<div className={shop.stepperSpace} />}>
          <div className={shop.stepperSpace}>
            <QuantityStepper
              label={t('pass.form.quantity')}
              value={form.quantity}
              min={limit > 0 ? 1 : 0}
              max={limit}
              onChange={(value) => {
                setCapped(limit > 0 && value > limit);
                passes.setQuantity(value);
              }}
              decreaseLabel={t('pass.form.fewer')}
              increaseLabel={t('pass.form.more')}
              describedBy={[stockId, capped ? cappedId : null, quantityError ? quantityErrorId : null]
                .filter(Boolean)
                .join(' ')}
              invalid={quantityError !== undefined}
            />
          </div>
        </Suspense>
        <QuantityCapped id={cappedId} count={capped ? limit : null} />
        {quantityError && (
          <p id={quantityErrorId} className={shop.errors}>
            {quantityError.code === 'QUANTITY_TOO_HIGH'
              ? t('pass.errors.quantityTooHigh', { count: quantityError.max })
              : t('pass.errors.quantityRequired')}
          </p>
        )}
        <p className={styles.delivery}>{t('pass.form.delivery')}</p>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={form.hasCustomAddresses}
            onChange={(event) => passes.setHasCustomAddresses(event.target.checked)}
          />
          <span>{t('pass.form.hasCustomAddresses')}</span>
        </label>
        <ol className={styles.owners}>
          {form.owners.map((owner, index) => (
            // The list only grows or shrinks at its end (SPEC §5 resizing), so the position is the identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <OwnerFields
                index={index}
                owner={owner}
                customAddresses={form.hasCustomAddresses}
                countries={countries}
                errors={errors}
                passes={passes}
              />
            </li>
          ))}
        </ol>
        <p className={shop.total} aria-live="polite">
          {t('pass.form.total', { count: form.quantity })}{' '}
          <Price cents={passCartItem(pass, form).totalPrice} />
        </p>
        {errors.length > 0 && (
          <p role="alert" className={shop.errors}>
            {t('pass.errors.summary', { count: errors.length })}
          </p>
        )}
        <Button type="submit" className={shop.submit}>
          {t('common:actions.addToCart')}
        </Button>
        <BasketOutcome result={passes.basket.result} />
      </form>
    </section>
  );
}
