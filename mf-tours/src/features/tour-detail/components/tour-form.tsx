import { Button, href, Notice, Price, useLanguage } from '@museum/shared';
import {
  hasComponents,
  isSecondClickOfAdd,
  minimumGroupSize,
  ticketsMustEqualTours,
  tourKind,
  tourTickets,
} from '@museum/shared/domain';
import type { TourDetail } from '@museum/shared/wire';
import { type FormEvent, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TourBooking } from '../hooks/use-tour-booking';
import type { TourDayState } from '../hooks/use-tour-day';
import { tourErrorMessage } from '../model/messages';
import { CountRow } from './count-row';
import { FamilyTicketRow } from './family-ticket-row';
import { GroupQuestions } from './group-questions';
import styles from './tour-page.module.css';

interface TourFormProps {
  tour: TourDetail;
  day: TourDayState;
  booking: TourBooking;
}

/**
 * SPEC §3 "Tour form": tours per price, tickets per id (with components), the group questions, the total and
 * "Add to basket"; SPEC §5's rules apply as the visitor counts, their messages beside the row and, on adding,
 * in a summary that takes the focus.
 */
export function TourForm({ tour, day, booking }: TourFormProps) {
  const { t } = useTranslation('tours');
  const language = useLanguage();
  const tickets = useMemo(() => tourTickets(tour), [tour]);
  const summaryRef = useRef<HTMLDivElement>(null);
  const kind = tourKind(tour);
  const minimum = minimumGroupSize(tour);
  const hasErrors = booking.errors.length > 0;

  // After a refused add, the summary of what to fix takes the focus (and is read out as an alert).
  const focusSummary = useRef(false);
  useEffect(() => {
    if (!focusSummary.current || !hasErrors) return;
    focusSummary.current = false;
    summaryRef.current?.focus();
  });

  // When the last add was (isSecondClickOfAdd: a double click's second press finds the form emptied).
  const addedAt = useRef(Number.NEGATIVE_INFINITY);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSecondClickOfAdd(booking.tours === 0, addedAt.current, performance.now())) return;
    if (booking.addToBasket()) {
      addedAt.current = performance.now();
      return;
    }
    // Already shown (the same refusal again, which need not render anew): focused now; else once it renders.
    if (summaryRef.current) summaryRef.current.focus();
    else focusSummary.current = true;
  };

  const ticketsHint = ticketsMustEqualTours(tour)
    ? t('form.ticketsHint.equal')
    : tour.booking_without_tickets === 1
      ? t('form.ticketsHint.optional')
      : t('form.ticketsHint.group', { minimum: minimum ?? 0, maximum: tour.max_participants });

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <fieldset className={styles.rows}>
        <legend className={styles.rowsTitle}>{t(`form.tours.${kind}`)}</legend>
        <p className={styles.hint}>{t(`form.toursHint.${kind}`, { maximum: tour.max_participants })}</p>
        <ul className={styles.list}>
          {day.prices.map((price) => (
            <li key={price.id} className={styles.row}>
              <CountRow
                name={price.name}
                price={price.price}
                count={booking.form.tours[price.id] ?? 0}
                refused={booking.refused[`price:${price.id}`]}
                onChange={(count) => booking.changeTours(price.id, count)}
              />
            </li>
          ))}
        </ul>
      </fieldset>
      {tickets.length > 0 && (
        <fieldset className={styles.rows}>
          <legend className={styles.rowsTitle}>{t('form.tickets')}</legend>
          <p className={styles.hint}>{ticketsHint}</p>
          <ul className={styles.list}>
            {tickets.map((ticket) => (
              <li key={ticket.id} className={styles.row}>
                {hasComponents(ticket) ? (
                  <FamilyTicketRow
                    ticket={ticket}
                    counts={booking.form.subtickets[ticket.id] ?? {}}
                    refused={booking.refused[`ticket:${ticket.id}`]}
                    onChange={(subticketId, count) => booking.changeComponent(ticket.id, subticketId, count)}
                  />
                ) : (
                  <CountRow
                    name={ticket.name}
                    price={ticket.price}
                    count={booking.form.tickets[ticket.id] ?? 0}
                    refused={booking.refused[`ticket:${ticket.id}`]}
                    onChange={(count) => booking.changeTicket(ticket.id, count)}
                  />
                )}
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {tour.questions.length > 0 && (
        <GroupQuestions questions={tour.questions} booking={booking} errors={booking.errors} />
      )}
      <p className={styles.summary} aria-live="polite" data-testid="tour-total">
        <span>
          {t(`form.summary.${kind}`, { count: booking.tours })}
          {tickets.length > 0 && ` · ${t('form.summary.tickets', { count: booking.tickets })}`}
        </span>
        <span>
          {t('form.summary.total')} <Price cents={booking.total} className={styles.total} />
        </span>
      </p>
      {hasErrors && (
        <div role="alert" className={styles.errors} ref={summaryRef} tabIndex={-1}>
          <p className={styles.errorsTitle}>{t('form.errors.heading')}</p>
          <ul>
            {booking.errors.map((error) => (
              <li key={JSON.stringify(error)}>{tourErrorMessage(t, kind, tour.questions, error)}</li>
            ))}
          </ul>
        </div>
      )}
      <Button type="submit" className={styles.add}>
        {t('common:actions.addToCart')}
      </Button>
      {booking.added !== null && (
        <Notice tone="success">
          {t(`form.added.${kind}`, { count: booking.added })}{' '}
          <Link to={href('checkout', {}, language)}>{t('form.toBasket')}</Link>
        </Notice>
      )}
    </form>
  );
}
