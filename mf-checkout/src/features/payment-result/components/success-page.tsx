import {
  Button,
  buttonClassName,
  href,
  Notice,
  PageTitle,
  useConfigStore,
  useLanguage,
} from '@museum/shared';
import { formatDate, type PlannedVisit } from '@museum/shared/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CheckoutProgress } from '../../../components/checkout-progress';
import { readSuccessState } from '../model/success-state';
import styles from './payment-result.module.css';

/**
 * SPEC §2 `checkout/success`: the booking id, "thank you for your order", "tickets also sent by e-mail" when
 * the booking has tickets, and (issue 13) a calendar file of the booked visits and tours in the visitor's
 * language. The cart was cleared when the booking was confirmed.
 */
export function SuccessPage() {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const location = useLocation();
  const success = readSuccessState(location.state);
  const meta = useConfigStore((state) => state.meta);
  const siteName = useConfigStore((state) => state.remote?.site_name ?? '');
  const [calendar, setCalendar] = useState<'idle' | 'preparing' | 'failed'>('idle');

  if (!success)
    return (
      <section className={styles.page}>
        <PageTitle>{t('success.title')}</PageTitle>
        <Notice tone="info">{t('success.nothing')}</Notice>
        <Link to={href('home', {}, language)} className={buttonClassName('secondary')}>
          {t('cart.continueShopping')}
        </Link>
      </section>
    );

  const describeVisit = (visit: PlannedVisit) =>
    visit.items.map((item) => t('line.component', { quantity: item.count, name: item.name })).join(', ');
  const visitWhen = (visit: PlannedVisit) =>
    visit.time === null
      ? t('line.validAllDay', { date: formatDate(visit.date) })
      : t('line.dateTime', { date: formatDate(visit.date), time: visit.time });

  const download = async () => {
    setCalendar('preparing');
    try {
      const { downloadCalendarFile } = await import('../model/calendar-download');
      const place = meta
        ? [meta.name, meta.address.street, `${meta.address.zip} ${meta.address.city}`.trim()]
            .filter(Boolean)
            .join(', ')
        : siteName;
      const done = downloadCalendarFile(success.visits, {
        bookingId: success.bookingId,
        location: place,
        timeZone: meta?.timezone,
        calendarName: t('success.calendarName', { siteName: meta?.name ?? siteName }),
        title: (visit) => visit.title,
        describe: (visit) => `${describeVisit(visit)}\n${t('success.bookingId', { id: success.bookingId })}`,
      });
      setCalendar(done ? 'idle' : 'failed');
    } catch {
      setCalendar('failed');
    }
  };

  return (
    <section className={styles.page}>
      <PageTitle>{t('success.title')}</PageTitle>
      <CheckoutProgress current="complete" />
      <Notice tone="success">
        <p>{t('success.thanks')}</p>
        <p>
          {t('success.bookingIdLabel')} <strong data-testid="booking-id">{success.bookingId}</strong>
        </p>
        {success.hasTickets && <p>{t('success.ticketsByMail')}</p>}
      </Notice>
      {success.visits.length > 0 && (
        <section aria-labelledby="success-visits" className={styles.review}>
          <h2 id="success-visits" className={styles.sectionTitle}>
            {t('success.visits')}
          </h2>
          <ul className={styles.visits}>
            {success.visits.map((visit) => (
              <li key={`${visit.kind}-${visit.title}-${visit.date}-${visit.time ?? ''}`}>
                <strong>{visit.title}</strong> · {visitWhen(visit)} · {describeVisit(visit)}
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            onClick={() => void download()}
            aria-disabled={calendar === 'preparing' || undefined}
          >
            {calendar === 'preparing' ? t('success.calendarPreparing') : t('success.calendar')}
          </Button>
          <p role="status" className={styles.status}>
            {calendar === 'failed' ? t('success.calendarFailed') : ''}
          </p>
        </section>
      )}
      <Link to={href('home', {}, language)} className={buttonClassName('secondary')}>
        {t('cart.continueShopping')}
      </Link>
    </section>
  );
}
