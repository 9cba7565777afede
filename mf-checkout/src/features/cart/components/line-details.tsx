import { Price, useLocale } from '@museum/shared';
import {
  type AnnualPassLineFacts,
  type CartItem,
  describeAnnualPassLine,
  describeVoucherLine,
  formatCountry,
  formatDate,
  formatPrice,
  formatTime,
  guidedTourLineDetails,
  type TourLineAnswer,
  type TourLineDetails,
  type VoucherLineFacts,
} from '@museum/shared/domain';
import { useTranslation } from 'react-i18next';
import styles from './cart.module.css';

/** When a line is for: date, time and, when known, the end of the slot (SPEC §1 dd.MM.yyyy). */
function when(datetime: string, end: string | null): string {
  const time = formatTime(datetime);
  const until = end ? formatTime(end) : '';
  return `${formatDate(datetime)}, ${time}${until && until !== time ? ` – ${until}` : ''}`;
}

/**
 * A guided tour (issue 11 facts, `guidedTourLineDetails`): date and time, the tours per price and the tickets
 * with their counts, unit prices and components, and each answer under its question.
 */
function GuidedTourDetails({ details }: { details: TourLineDetails }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const row = (quantity: number, name: string, price: number) =>
    price > 0
      ? t('line.priced', { quantity, name, price: formatPrice(price, locale) })
      : t('line.component', { quantity, name });
  const answer = (line: TourLineAnswer) => {
    if (line.kind === 'options') return line.options.join(', ');
    if (line.kind === 'number') return new Intl.NumberFormat(locale).format(line.value);
    return line.text;
  };
  return (
    <ul className={styles.details}>
      {details.eventName && details.eventName !== details.tourName && <li>{details.eventName}</li>}
      <li>{t('line.dateTime', { date: formatDate(details.date), time: details.time })}</li>
      {details.tours.map((tour) => (
        <li key={`tour-${tour.id}`}>{row(tour.count, tour.name, tour.price)}</li>
      ))}
      {details.tickets.map((ticket) => (
        <li key={`ticket-${ticket.id}`}>
          {ticket.components.length > 0
            ? t('line.withComponents', {
                row: row(ticket.count, ticket.name, ticket.price),
                components: ticket.components
                  .map((component) =>
                    t('line.component', { quantity: component.count, name: component.name }),
                  )
                  .join(', '),
              })
            : row(ticket.count, ticket.name, ticket.price)}
        </li>
      ))}
      {details.answers.length > 0 && (
        <li>
          <span className={styles.answersTitle}>{t('line.answersTitle')}</span>
          <dl className={styles.answers}>
            {details.answers.map((line, index) => (
              // Two questions may share a label; their order in the line is the tour's order of questions.
              // biome-ignore lint/suspicious/noArrayIndexKey: answers have no id of their own here.
              <div key={index} className={styles.answer}>
                <dt>{line.question}</dt>
                <dd>{answer(line)}</dd>
              </div>
            ))}
          </dl>
        </li>
      )}
    </ul>
  );
}

/** An annual pass (issue 12 facts, `describeAnnualPassLine`): each holder and where the pass is sent. */
function AnnualPassDetails({ facts }: { facts: AnnualPassLineFacts }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  return (
    <ul className={styles.details}>
      {facts.owners.map((owner, index) => (
        // Owners have no id of their own; their place in the line is what identifies them.
        // biome-ignore lint/suspicious/noArrayIndexKey: the owners' order is the passes' order.
        <li key={index}>
          {owner.delivery.to === 'custom'
            ? t('line.ownerWithAddress', {
                name: owner.name,
                address: `${owner.delivery.address.street}, ${owner.delivery.address.zip} ${owner.delivery.address.city}, ${formatCountry(owner.delivery.address.country, locale)}`,
              })
            : t('line.owner', { name: owner.name })}
        </li>
      ))}
      {facts.ownersMissing > 0 && (
        <li className={styles.warning}>{t('line.ownersMissing', { count: facts.ownersMissing })}</li>
      )}
    </ul>
  );
}

/** A bought voucher (issue 12 facts, `describeVoucherLine`): the value of each voucher, chosen or fixed. */
function VoucherDetails({ facts }: { facts: VoucherLineFacts }) {
  const { t } = useTranslation('checkout');
  return (
    <ul className={styles.details}>
      <li>
        {facts.freeAmount ? t('line.freeAmount') : t('line.voucher')}: <Price cents={facts.value} />
      </li>
    </ul>
  );
}

/**
 * What identifies a cart line besides its name (issue 13 "Cart"): a ticket's event, date, time and family
 * components; a day ticket's day; a guided tour's, an annual pass's and a voucher's facts as the tours and
 * shop domains describe them (each fact computed once, in `@museum/shared/domain`); a voucher code's value,
 * what it pays and what is left of it.
 */
export function LineDetails({ item }: { item: CartItem }) {
  const { t } = useTranslation('checkout');
  switch (item.type) {
    case 'ticket': {
      const components = item.subtickets.filter((subticket) => subticket.count > 0);
      return (
        <ul className={styles.details}>
          <li>{item.eventName}</li>
          <li>{when(item.datetime, item.datetime_end)}</li>
          {components.length > 0 && (
            <li>
              {components
                .map((subticket) => t('line.component', { quantity: subticket.count, name: subticket.name }))
                .join(', ')}
            </li>
          )}
          {item.bookWithCostWarning && <li className={styles.warning}>{item.bookWithCostWarning}</li>}
        </ul>
      );
    }
    case 'dayTicket':
      return (
        <ul className={styles.details}>
          <li>{t('line.validAllDay', { date: formatDate(item.datetime) })}</li>
          <li>{t('line.tickets', { count: item.totalCount })}</li>
        </ul>
      );
    case 'guidedTour':
      return <GuidedTourDetails details={guidedTourLineDetails(item)} />;
    case 'annualPass': {
      const facts = describeAnnualPassLine(item);
      return facts ? <AnnualPassDetails facts={facts} /> : null;
    }
    case 'voucher': {
      const facts = describeVoucherLine(item);
      return facts ? <VoucherDetails facts={facts} /> : null;
    }
    case 'voucherCode':
      return (
        <ul className={styles.details}>
          <li>{t('line.code', { code: item.barcode })}</li>
          <li>
            {t('line.codeValue')} <Price cents={item.amount} /> · {t('line.codeUsed')}{' '}
            <Price cents={-item.discount} /> · {t('line.codeRemaining')} <Price cents={item.remaining} />
          </li>
        </ul>
      );
    default:
      return null;
  }
}
