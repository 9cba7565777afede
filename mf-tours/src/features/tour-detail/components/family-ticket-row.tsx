import { Price, QuantityStepper, useLocale } from '@museum/shared';
import { formatPrice, type TourCountRefusal } from '@museum/shared/domain';
import type { TourTicket } from '@museum/shared/wire';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../model/messages';
import styles from './tour-page.module.css';

interface FamilyTicketRowProps {
  ticket: TourTicket;
  /** Component id → count. */
  counts: Readonly<Record<number, number>>;
  refused: TourCountRefusal | undefined;
  onChange: (subticketId: number, count: number) => void;
}

/**
 * A ticket with components (a family ticket): the visitor counts the people of each component; the ticket is
 * one ticket once any component has a count (SPEC §5).
 */
export function FamilyTicketRow({ ticket, counts, refused, onChange }: FamilyTicketRowProps) {
  const { t } = useTranslation('tours');
  const locale = useLocale();
  const priceId = useId();
  const noteId = useId();
  return (
    <fieldset className={styles.family} aria-describedby={`${priceId} ${noteId}`}>
      <legend className={styles.familyName}>{ticket.name}</legend>
      <p id={priceId} className={styles.price}>
        {t('form.familyPrice')} <Price cents={ticket.price} />
      </p>
      <div className={styles.components}>
        {(ticket.subtickets ?? []).map((subticket) => {
          // The bound is in the label: the + button stops there, and the visitor reads why.
          const name =
            subticket.max_quantity === undefined
              ? subticket.name
              : t('form.componentUpTo', { name: subticket.name, count: subticket.max_quantity });
          return (
            <QuantityStepper
              key={subticket.id}
              label={
                subticket.price > 0
                  ? t('form.componentPrice', { name, price: formatPrice(subticket.price, locale) })
                  : name
              }
              value={counts[subticket.id] ?? 0}
              max={subticket.max_quantity}
              onChange={(count) => onChange(subticket.id, count)}
              decreaseLabel={t('form.decrease', { name: `${ticket.name}, ${subticket.name}` })}
              increaseLabel={t('form.increase', { name: `${ticket.name}, ${subticket.name}` })}
              describedBy={noteId}
              invalid={refused !== undefined}
            />
          );
        })}
      </div>
      <p id={noteId} className={styles.refused} aria-live="polite">
        {refused ? refusalMessage(t, refused) : ''}
      </p>
    </fieldset>
  );
}
