import { Button, errorMessage, fieldErrorMessages, Spinner, useCartStore, useRequest } from '@museum/shared';
import {
  type CartItem,
  canMoveToAnotherSlot,
  formatTime,
  lineAfterMove,
  nearestSlotWithPlaces,
  type PaymentRefusal,
} from '@museum/shared/domain';
import { isApiErrorCode } from '@museum/shared/wire';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../lib/use-message-text';
import { getTicketDay } from '../api/get-ticket-day';
import styles from './cart.module.css';

interface LineRefusalProps {
  id: string;
  item: CartItem;
  refusal: PaymentRefusal | null;
  fieldCodes: readonly string[];
  unprepared: boolean;
  /** The line went to another time (`HH:mm`), into `lineId` (itself, or the line of that time it joined). */
  onMoved: (lineId: string, time: string) => void;
}

/**
 * Why the API refused this line, next to it (SPEC §8), and for a timed ticket whose slot sold out the nearest
 * time of the same day with enough places, moved in one click (issue 13), every other line kept.
 */
export function LineRefusal({ id, item, refusal, fieldCodes, unprepared, onMoved }: LineRefusalProps) {
  const { t } = useTranslation('checkout');
  const text = useMessageText();
  const soldOut = refusal?.code === 'ITEM_SOLD_OUT' && canMoveToAnotherSlot(item) ? item : null;
  const day = soldOut ? soldOut.datetime.slice(0, 10) : null;
  const slots = useRequest(soldOut && day ? `${soldOut.eventId}:${day}:${soldOut.lineId}` : null, (signal) =>
    getTicketDay(soldOut?.eventId ?? 0, day ?? '', signal),
  );
  const schedule = slots.data?.tickets.find((ticket) => ticket.id === soldOut?.id)?.schedule ?? [];
  const nearest =
    soldOut && slots.status === 'ready'
      ? nearestSlotWithPlaces(soldOut, schedule, useCartStore.getState().form)
      : null;

  const messages: string[] = [];
  if (unprepared) messages.push(t('refusal.unprepared'));
  // The API refuses more bought vouchers than one order may have as out of stock, the bound as `available`
  // (api/src/services/pricing/demand.ts): vouchers have no stock, so the bound is what the visitor reads.
  const voucherBound =
    refusal?.code === 'ITEM_OUT_OF_STOCK' && item.type === 'voucher' ? refusal.details.available : undefined;
  if (voucherBound !== undefined) messages.push(t('refusal.vouchersPerOrder', { max: voucherBound }));
  else if (refusal) {
    const code = refusal.code;
    messages.push(text(errorMessage(isApiErrorCode(code) ? code : 'UNKNOWN')));
    // Places of a ticket or a tour; pieces of an article.
    if (refusal.details.available !== undefined)
      messages.push(
        t(code === 'ITEM_OUT_OF_STOCK' ? 'refusal.inStock' : 'refusal.available', {
          count: refusal.details.available,
        }),
      );
  }
  messages.push(...fieldErrorMessages(fieldCodes).map(text));

  const move = async () => {
    if (!soldOut || !nearest) return;
    // The same ticket at that time: the line itself, or the one it joins.
    const into = lineAfterMove(useCartStore.getState().form, soldOut, nearest.datetime);
    await useCartStore.getState().moveTicketLine(soldOut.lineId, nearest);
    onMoved(into, formatTime(nearest.datetime));
  };

  return (
    <div id={id} className={styles.refusal} tabIndex={-1} data-refusal="">
      <p role="alert" className={styles.refusalText}>
        {messages.join(' ')}
      </p>
      {soldOut && slots.status === 'loading' && <Spinner label={t('refusal.findingSlot')} />}
      {soldOut && slots.status === 'failed' && (
        <Button variant="secondary" onClick={slots.retry}>
          {t('refusal.retrySlot')}
        </Button>
      )}
      {soldOut && slots.status === 'ready' && nearest && (
        <Button variant="secondary" onClick={move}>
          {t('refusal.moveToSlot', { time: formatTime(nearest.datetime) })}
        </Button>
      )}
      {soldOut && slots.status === 'ready' && !nearest && <p>{t('refusal.noSlot')}</p>}
    </div>
  );
}
