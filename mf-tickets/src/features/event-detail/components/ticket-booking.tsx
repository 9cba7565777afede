import { Spinner } from '@museum/shared';
import { formatDate } from '@museum/shared/domain';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTicketBooking } from '../hooks/use-ticket-booking';
import { useTicketCalendar } from '../hooks/use-ticket-calendar';
import { useTicketDay } from '../hooks/use-ticket-day';
import type { BookableEvent } from '../loader';
import { DateStep } from './date-step';
import { DayStatus } from './day-status';
import styles from './event-page.module.css';
import { TicketForm } from './ticket-form';
import { TimeStep } from './time-step';

/** SPEC §4 "Ticket flow": date → tickets and time slots of that date → quantities → basket. */
export function TicketBooking({ page }: { page: BookableEvent }) {
  const { t } = useTranslation('tickets');
  const dateHeading = useId();
  const timeHeading = useId();
  const ticketsHeading = useId();
  const calendar = useTicketCalendar(page.event.id, page.lifetime, page.today, page.calendar);
  const day = useTicketDay(page.event.id, page.first, calendar);
  const datetime = day.slot?.datetime ?? null;
  // Here, not in the form: the form is gone while another date loads, the visitor's choices are not.
  const booking = useTicketBooking(page.event, day.tickets, datetime);

  return (
    <div className={styles.booking}>
      <section aria-labelledby={dateHeading} className={styles.step}>
        {/* Focusable: a retry below hands the focus here when it goes (keepFocusOnPage). */}
        <h2 id={dateHeading} className={styles.stepTitle} tabIndex={-1}>
          {t('event.date.heading')}
        </h2>
        <DateStep calendar={calendar} selected={day.date} onSelect={day.selectDate} today={page.today} />
        <p className={styles.chosenDate} role="status">
          {day.date ? t('event.date.chosen', { date: formatDate(day.date) }) : ''}
        </p>
      </section>
      <div className={styles.step}>
        <DayStatus day={day} />
        {day.status === 'ready' && day.date && (
          // Its own boundary: the widgets' first render here must not hide the calendar that has the focus.
          <Suspense fallback={<Spinner />}>
            {day.slots.length > 0 && (
              <section aria-labelledby={timeHeading} className={styles.subStep}>
                <h2 id={timeHeading} className={styles.stepTitle}>
                  {t('event.time.heading')}
                </h2>
                <TimeStep date={day.date} slots={day.slots} slot={day.slot} onSelect={day.selectSlot} />
              </section>
            )}
            <section aria-labelledby={ticketsHeading} className={styles.subStep}>
              <h2 id={ticketsHeading} className={styles.stepTitle}>
                {t('event.tickets.heading')}
              </h2>
              <TicketForm booking={booking} date={day.date} tickets={day.tickets} datetime={datetime} />
            </section>
          </Suspense>
        )}
      </div>
    </div>
  );
}
