import { Price, QuantityStepper } from '@museum/shared';
import type { TourCountRefusal } from '@museum/shared/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../model/messages';
import styles from './tour-page.module.css';

interface CountRowProps {
  name: string;
  /** Price of one, in cents. */
  price: number;
  count: number;
  /** Set when the last change was ignored or capped. */
  refused: TourCountRefusal | undefined;
  onChange: (count: number) => void;
}

/** One price or ticket with a stepper, its price and why a count was refused. */
export function CountRow({ name, price, count, refused, onChange }: CountRowProps) {
  const { t } = useTranslation('tours');
  const priceId = useId();
  const noteId = useId();
  return (
    <div className={styles.countRow}>
      <QuantityStepper
        label={name}
        value={count}
        onChange={onChange}
        decreaseLabel={t('form.decrease', { name })}
        increaseLabel={t('form.increase', { name })}
        describedBy={`${priceId} ${noteId}`}
        invalid={refused !== undefined}
      />
      <p id={priceId} className={styles.price}>
        {t('form.each')} <Price cents={price} />
      </p>
      <p id={noteId} className={styles.refused} aria-live="polite">
        {refused ? refusalMessage(t, refused) : ''}
      </p>
    </div>
  );
}
