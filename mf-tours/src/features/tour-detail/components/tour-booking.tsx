import { Spinner } from '@museum/shared';
import { formatDate, monthOf } from '@museum/shared/domain';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNextTourDate } from '../hooks/use-next-tour-date';
import { useTourBooking } from '../hooks/use-tour-booking';
import { useTourCalendar } from '../hooks/use-tour-calendar';
import { useTourDay } from '../hooks/use-tour-day';
import type { BookableTour } from '../loader';
import { DateStep } from './date-step';
import { DayStatus } from './day-status';
import { TimeStep } from './time-step';
import { TourForm } from './tour-form';
import styles from './tour-page.module.css';

/** SPEC §4 guided tour detail: date → the date's times → participants, tickets and questions → basket. */
export function TourBooking({ page }: { page: BookableTour }) {
  const { t } = useTranslation('tours');
  const dateHeading = useId();
  const timeHeading = useId();
  const formHeading = useId();
  const calendar = useTourCalendar(
    page.tour.id,
    page.lifetime,
    page.today,
    page.calendar,
    monthOf(page.date),
  );
  const day = useTourDay(page.tour.id, { date: page.date, day: page.day }, calendar);
  const unavailable = day.status === 'soldOut' || day.status === 'unavailable';
  const next = useNextTourDate(
    page.tour.id,
    page.lifetime,
    page.today,
    calendar,
    unavailable ? day.date : null,
  );
  // Here, not in the form: the form is gone while another date loads, the visitor's choices are not.
  const booking = useTourBooking(page.tour, day);

  return (
    <div className={styles.booking}>
      <section aria-labelledby={dateHeading} className={styles.step}>
        {/* Focusable: a retry or "show the next date" below hands the focus here when it goes (keepFocusOnPage). */}
        <h2 id={dateHeading} className={styles.stepTitle} tabIndex={-1}>
          {t('date.heading')}
        </h2>
        <DateStep calendar={calendar} selected={day.date} onSelect={day.selectDate} today={page.today} />
        <p className={styles.chosenDate} role="status">
          {t('date.chosen', { date: formatDate(day.date) })}
        </p>
      </section>
      <div className={styles.step}>
        <DayStatus day={day} next={next} />
        {day.status === 'ready' && day.slot && (
          // Its own boundary: the widgets' first render here must not hide the calendar that has the focus.
          <Suspense fallback={<Spinner />}>
            <section aria-labelledby={timeHeading} className={styles.subStep}>
              <h2 id={timeHeading} className={styles.stepTitle}>
                {t('time.heading')}
              </h2>
              <TimeStep
                date={day.date}
                slots={day.slots}
                slot={day.slot}
                onSelect={day.selectTime}
                kind={page.tour}
              />
            </section>
            <section aria-labelledby={formHeading} className={styles.subStep}>
              <h2 id={formHeading} className={styles.stepTitle}>
                {t('form.heading')}
              </h2>
              <TourForm tour={page.tour} day={day} booking={booking} />
            </section>
          </Suspense>
        )}
      </div>
    </div>
  );
}
