import { Price, QuantityStepper } from '@museum/shared';
import type { TicketCapacity } from '@museum/shared/domain';
import type { Ticket } from '@museum/shared/wire';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../model/refusal-message';
import styles from './event-page.module.css';

interface TicketRowProps {
  ticket: Ticket;
  /** The places the ticket draws from at the chosen time; null when it is not offered then. */
  capacity: TicketCapacity | null;
  count: number;
  /** Places it could still take, when the last change was refused. */
  refused: number | undefined;
  /** The basket already holds places at this time (they count against the refusal). */
  basketHolds: boolean;
  onChange: (count: number) => void;
}

/** One ticket with its price, a stepper, its book-with-cost warning and why a count was refused. */
export function TicketRow({ ticket, capacity, count, refused, basketHolds, onChange }: TicketRowProps) {
  const { t } = useTranslation('tickets');
  const priceId = useId();
  const warningId = useId();
  const noteId = useId();
  if (!capacity || capacity.places <= 0) {
    return (
      <div className={styles.row}>
        <p className={styles.ticketName}>{ticket.name}</p>
        <p className={styles.price}>
          <Price cents={ticket.price} />
        </p>
        <p className={styles.unavailable}>
          {capacity ? t('event.tickets.soldOutAtThisTime') : t('event.tickets.notAtThisTime')}
        </p>
      </div>
    );
  }
  const warning = ticket.book_with_cost ? ticket.book_with_cost_warn : null;
  return (
    <div className={styles.row}>
      <QuantityStepper
        label={ticket.name}
        value={count}
        onChange={onChange}
        decreaseLabel={t('event.tickets.decrease', { name: ticket.name })}
        increaseLabel={t('event.tickets.increase', { name: ticket.name })}
        describedBy={[priceId, warning ? warningId : null, noteId].filter(Boolean).join(' ')}
        invalid={refused !== undefined}
      />
      <p id={priceId} className={styles.price}>
        <Price cents={ticket.price} />
      </p>
      {warning && (
        <p id={warningId} className={styles.warning}>
          {warning}
        </p>
      )}
      <p id={noteId} className={styles.refused} aria-live="polite">
        {refused !== undefined ? refusalMessage(t, refused, basketHolds) : ''}
      </p>
    </div>
  );
}
