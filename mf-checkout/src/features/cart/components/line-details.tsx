import { Price } from '@museum/shared';
import { type CartItem, formatDate, formatTime } from '@museum/shared/domain';
import { useTranslation } from 'react-i18next';
import styles from './cart.module.css';

/** When a line is for: date, time and, when known, the end of the slot (SPEC §1 dd.MM.yyyy). */
function when(datetime: string, end: string | null): string {
  const time = formatTime(datetime);
  const until = end ? formatTime(end) : '';
  return `${formatDate(datetime)}, ${time}${until && until !== time ? ` – ${until}` : ''}`;
}

/**
 * What identifies a cart line besides its name (issue 13 "Cart"): a ticket's event, date, time and family
 * components; a day ticket's day; a guided tour's date, time, tours and participants; an annual pass's owners;
 * a voucher's value; a voucher code's value, what it pays and what is left of it.
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
      return (
        <ul className={styles.details}>
          {item.eventName && item.eventName !== item.name && <li>{item.eventName}</li>}
          <li>{t('line.dateTime', { date: formatDate(item.date), time: item.time })}</li>
          {item.tours
            .filter((row) => row.count > 0)
            .map((row) => (
              <li key={`tour-${row.id}`}>{t('line.component', { quantity: row.count, name: row.name })}</li>
            ))}
          {item.tickets
            .filter((row) => row.count > 0)
            .map((row) => (
              <li key={`ticket-${row.id}`}>{t('line.component', { quantity: row.count, name: row.name })}</li>
            ))}
          {item.answers.length > 0 && <li>{t('line.answers', { count: item.answers.length })}</li>}
        </ul>
      );
    case 'annualPass':
      return (
        <ul className={styles.details}>
          {(item.owners ?? []).map((owner, index) => (
            // Owners have no id of their own; their place in the line is what identifies them.
            // biome-ignore lint/suspicious/noArrayIndexKey: the owners' order is the passes' order.
            <li key={index}>
              {owner.address
                ? t('line.ownerWithAddress', {
                    name: owner.name,
                    address: `${owner.address.street}, ${owner.address.zip} ${owner.address.city}, ${owner.address.country}`,
                  })
                : t('line.owner', { name: owner.name })}
            </li>
          ))}
        </ul>
      );
    case 'voucher':
      return (
        <ul className={styles.details}>
          <li>
            {item.variable_amount ? t('line.freeAmount') : t('line.voucher')}: <Price cents={item.price} />
          </li>
        </ul>
      );
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
