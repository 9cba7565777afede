import { Button, href, Notice, Price, useLanguage } from '@museum/shared';
import {
  formatDate,
  formatTime,
  isFamilyTicket,
  isSecondClickOfAdd,
  isTimedTicket,
  MAX_LINE_COUNT,
  type SelectionError,
  ticketCapacity,
} from '@museum/shared/domain';
import type { Ticket } from '@museum/shared/wire';
import { type FormEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TicketBooking } from '../hooks/use-ticket-booking';
import { refusalMessage } from '../model/refusal-message';
import styles from './event-page.module.css';
import { FamilyTicketRow } from './family-ticket-row';
import { TicketRow } from './ticket-row';

interface TicketFormProps {
  booking: TicketBooking;
  date: string;
  tickets: Ticket[];
  /** The chosen time slot; null for day tickets only. */
  datetime: string | null;
}

/** Tickets in the order of the API, under their ticket group when there are several. */
function byGroup(tickets: readonly Ticket[]): { key: string; name: string | null; tickets: Ticket[] }[] {
  const groups: { key: string; name: string | null; tickets: Ticket[] }[] = [];
  for (const ticket of tickets) {
    const key = String(ticket.group_id ?? 'none');
    const group = groups.find((candidate) => candidate.key === key);
    if (group) group.tickets.push(ticket);
    else groups.push({ key, name: ticket.group_name, tickets: [ticket] });
  }
  return groups;
}

/** Quantities, family components, the total and "Add to basket" (SPEC §5 event tickets, §7). */
export function TicketForm({ booking, date, tickets, datetime }: TicketFormProps) {
  const { t } = useTranslation('tickets');
  const language = useLanguage();
  const groups = byGroup(tickets);
  const dayEntry = tickets.find((ticket) => !isTimedTicket(ticket))?.schedule[0];
  const nameOf = (ticketId: number) => tickets.find((ticket) => ticket.id === ticketId)?.name ?? '';

  const message = (error: SelectionError): string => {
    switch (error.code) {
      case 'NOTHING_CHOSEN':
        return t('event.errors.nothingChosen');
      case 'TIME_REQUIRED':
        return t('event.errors.timeRequired');
      case 'SUBTICKET_REQUIRED': {
        const ticket = tickets.find((candidate) => candidate.id === error.ticketId);
        const component = ticket?.subtickets.find((candidate) => candidate.id === error.subticketId);
        return t('event.errors.subticketRequired', {
          ticket: ticket?.name ?? '',
          component: component?.name ?? '',
        });
      }
      case 'FAMILY_EMPTY':
        return t('event.errors.familyEmpty', { ticket: nameOf(error.ticketId) });
      case 'NOT_AVAILABLE':
        return t('event.errors.notAvailable', { ticket: nameOf(error.ticketId) });
      case 'OVER_CAPACITY':
        return refusalMessage(t, error.available, booking.basketHolds(error.ticketId));
    }
  };

  // After a refused add, the summary of what to fix takes the focus, each time: a refusal repeated word for
  // word would not be read out again by the alert alone (as the tour form does).
  const summaryRef = useRef<HTMLDivElement>(null);
  const focusSummary = useRef(false);
  const hasErrors = booking.errors.length > 0 || booking.notAllAdded;
  useEffect(() => {
    if (!focusSummary.current || !hasErrors) return;
    focusSummary.current = false;
    summaryRef.current?.focus();
  });

  // When the last add was (isSecondClickOfAdd: a double click's second press finds the form emptied).
  const addedAt = useRef(Number.NEGATIVE_INFINITY);
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (isSecondClickOfAdd(booking.count === 0, addedAt.current, performance.now())) return;
    if (booking.addToBasket()) {
      addedAt.current = performance.now();
      return;
    }
    // Already shown (the same refusal again, which need not render anew): focused now; else once it renders.
    if (summaryRef.current) summaryRef.current.focus();
    else focusSummary.current = true;
  };

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      {dayEntry && (
        <p className={styles.allDay}>
          {t('event.time.allDay', {
            date: formatDate(date),
            start: formatTime(dayEntry.datetime),
            end: formatTime(dayEntry.datetime_end),
          })}
        </p>
      )}
      {groups.map((group) => (
        <div key={group.key} className={styles.group}>
          {groups.length > 1 && group.name && <h3 className={styles.groupTitle}>{group.name}</h3>}
          <ul className={styles.tickets}>
            {group.tickets.map((ticket) => (
              <li key={ticket.id} className={styles.ticket}>
                {isFamilyTicket(ticket) ? (
                  <FamilyTicketRow
                    ticket={ticket}
                    capacity={ticketCapacity(ticket, datetime)}
                    selection={booking.selection}
                    refused={booking.refused[ticket.id]}
                    basketHolds={booking.basketHolds(ticket.id)}
                    missing={booking.errors.flatMap((error) =>
                      error.code === 'SUBTICKET_REQUIRED' && error.ticketId === ticket.id
                        ? [error.subticketId]
                        : [],
                    )}
                    onCountChange={(count) => booking.changeCount(ticket.id, count)}
                    onComponentChange={(subticketId, count) =>
                      booking.changeSubticket(ticket.id, subticketId, count)
                    }
                  />
                ) : (
                  <TicketRow
                    ticket={ticket}
                    capacity={ticketCapacity(ticket, datetime)}
                    count={booking.selection.counts[ticket.id] ?? 0}
                    refused={booking.refused[ticket.id]}
                    basketHolds={booking.basketHolds(ticket.id)}
                    onChange={(count) => booking.changeCount(ticket.id, count)}
                  />
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className={styles.summary} aria-live="polite" data-testid="ticket-total">
        <span>{t('event.summary.tickets', { count: booking.count })}</span>
        <span>
          {t('event.summary.total')} <Price cents={booking.total} className={styles.total} />
        </span>
      </p>
      {hasErrors && (
        <div role="alert" className={styles.errors} ref={summaryRef} tabIndex={-1}>
          <p className={styles.errorsTitle}>{t('event.errors.heading')}</p>
          <ul>
            {booking.errors.map((error) => (
              <li key={JSON.stringify(error)}>{message(error)}</li>
            ))}
            {booking.notAllAdded && <li>{t('event.summary.notAllAdded', { max: MAX_LINE_COUNT })}</li>}
          </ul>
        </div>
      )}
      <Button type="submit" className={styles.add}>
        {t('common:actions.addToCart')}
      </Button>
      {booking.added !== null && (
        <Notice tone="success">
          {t('event.summary.added', { count: booking.added })}{' '}
          <Link to={href('checkout', {}, language)}>{t('event.summary.toBasket')}</Link>
        </Notice>
      )}
    </form>
  );
}
