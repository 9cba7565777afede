import { QuantityStepper, useLocale } from '@museum/shared';
import {
  formatPrice,
  isFixedSubticket,
  type TicketCapacity,
  type TicketSelection,
  ticketUnitPrice,
} from '@museum/shared/domain';
import type { Subticket, Ticket } from '@museum/shared/wire';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../model/refusal-message';
import styles from './event-page.module.css';

interface FamilyTicketRowProps {
  ticket: Ticket;
  capacity: TicketCapacity | null;
  selection: TicketSelection;
  refused: number | undefined;
  /** The basket already holds places at this time (they count against the refusal). */
  basketHolds: boolean;
  /** Components still without a chosen quantity, once the visitor tried to add (SPEC §5). */
  missing: readonly number[];
  onCountChange: (count: number) => void;
  onComponentChange: (subticketId: number, count: number | null) => void;
}

/**
 * A family ticket: how many, and for each component how many people (SPEC §5: presets at the minimum, a
 * min == max component fixed by the rule, a quantity required for every component).
 */
export function FamilyTicketRow(props: FamilyTicketRowProps) {
  const { ticket, capacity, selection, refused, basketHolds, missing, onCountChange, onComponentChange } =
    props;
  const { t } = useTranslation('tickets');
  const locale = useLocale();
  const priceId = useId();
  const noteId = useId();
  const counts = selection.subtickets[ticket.id] ?? {};
  const bookable = capacity !== null && capacity.places > 0;
  return (
    <fieldset className={styles.family}>
      <legend className={styles.ticketName}>{ticket.name}</legend>
      <p id={priceId} className={styles.price}>
        {t('event.tickets.familyPrice', { price: formatPrice(ticketUnitPrice(ticket, selection), locale) })}
      </p>
      {bookable ? (
        <QuantityStepper
          label={t('event.tickets.familyCount')}
          value={selection.counts[ticket.id] ?? 0}
          onChange={onCountChange}
          decreaseLabel={t('event.tickets.decrease', { name: ticket.name })}
          increaseLabel={t('event.tickets.increase', { name: ticket.name })}
          describedBy={`${priceId} ${noteId}`}
          invalid={refused !== undefined}
        />
      ) : (
        <p className={styles.unavailable}>
          {capacity ? t('event.tickets.soldOutAtThisTime') : t('event.tickets.notAtThisTime')}
        </p>
      )}
      <p className={styles.componentsTitle}>{t('event.tickets.familyParts')}</p>
      <div className={styles.components}>
        {ticket.subtickets.map((subticket) =>
          isFixedSubticket(ticket, subticket) ? (
            <p key={subticket.id} className={styles.component}>
              <span>{subticket.name}</span>
              <span className={styles.fixed}>
                {t('event.tickets.fixed', { count: counts[subticket.id] ?? 0 })}
              </span>
            </p>
          ) : (
            <ComponentSelect
              key={subticket.id}
              ticket={ticket}
              subticket={subticket}
              value={counts[subticket.id] ?? null}
              missing={missing.includes(subticket.id)}
              priceLabel={
                subticket.price > 0
                  ? t('event.tickets.eachPrice', { price: formatPrice(subticket.price, locale) })
                  : null
              }
              onChange={(count) => onComponentChange(subticket.id, count)}
            />
          ),
        )}
      </div>
      <p id={noteId} className={styles.refused} aria-live="polite">
        {refused !== undefined ? refusalMessage(t, refused, basketHolds) : ''}
      </p>
    </fieldset>
  );
}

interface ComponentSelectProps {
  ticket: Ticket;
  subticket: Subticket;
  value: number | null;
  missing: boolean;
  priceLabel: string | null;
  onChange: (count: number | null) => void;
}

function ComponentSelect({ ticket, subticket, value, missing, priceLabel, onChange }: ComponentSelectProps) {
  const { t } = useTranslation('tickets');
  const id = useId();
  const errorId = useId();
  const options: number[] = [];
  for (let count = subticket.min_quantity; count <= subticket.max_quantity; count += 1) options.push(count);
  return (
    <div className={styles.component}>
      <label htmlFor={id}>
        {subticket.name}
        {priceLabel && <span className={styles.componentPrice}> ({priceLabel})</span>}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? errorId : undefined}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{t('event.tickets.choose')}</option>
        {options.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
      {missing && (
        <p id={errorId} className={styles.fieldError}>
          {t('event.errors.subticketRequired', { ticket: ticket.name, component: subticket.name })}
        </p>
      )}
    </div>
  );
}
