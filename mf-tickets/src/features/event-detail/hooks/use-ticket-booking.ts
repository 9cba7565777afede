import { useCartStore, useMessageStore } from '@museum/shared';
import { trackAddToCart } from '@museum/shared/analytics';
import {
  basketHoldsPlacesAt,
  changeSubticketCount,
  changeTicketCount,
  emptySelection,
  itemQuantity,
  reconcileSelection,
  type SelectionChange,
  type SelectionError,
  selectionTicketCount,
  selectionTotal,
  type TicketSelection,
  ticketCartItems,
  ticketsBesideBasket,
  validateSelection,
} from '@museum/shared/domain';
import type { Event, Ticket } from '@museum/shared/wire';
import { useMemo, useState } from 'react';

export interface TicketBooking {
  selection: TicketSelection;
  /** Ticket id → places it could still take, after a count was refused (SPEC §5). */
  refused: Readonly<Record<number, number>>;
  /** What stops the booking, once the visitor has tried to add it. */
  errors: SelectionError[];
  total: number;
  count: number;
  /** How many tickets the last add put in the basket. */
  added: number | null;
  /** The basket already holds places at the chosen time: a refusal says they count. */
  basketHolds: boolean;
  /** The last add put nothing in the basket (it already held all it may of these tickets). */
  nothingAdded: boolean;
  changeCount: (ticketId: number, count: number) => void;
  changeSubticket: (ticketId: number, subticketId: number, count: number | null) => void;
  addToBasket: () => boolean;
}

/**
 * The booking form of one date and time: counts checked against the slot, family components, the total,
 * and adding the lines to the shared cart with the analytics event and a toast (SPEC §4, §5, §7).
 */
export function useTicketBooking(
  event: Pick<Event, 'id' | 'name'>,
  tickets: Ticket[],
  datetime: string | null,
): TicketBooking {
  const [selection, setSelection] = useState<TicketSelection>(() => emptySelection(tickets));
  const [forTickets, setForTickets] = useState(tickets);
  const [refused, setRefused] = useState<Record<number, number>>({});
  const [attempted, setAttempted] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const [nothingAdded, setNothingAdded] = useState(false);
  const basket = useCartStore((state) => state.form);
  // SPEC §5: the places the basket holds at a time count against it, as they will at the payment.
  const open = useMemo(() => ticketsBesideBasket(tickets, basket, event.id), [tickets, basket, event.id]);

  // Another date brings other tickets: the choices are kept, messages of the last date go (adjusting state
  // while rendering, so no render shows the old messages with the new tickets).
  if (forTickets !== tickets) {
    setForTickets(tickets);
    setSelection(reconcileSelection(tickets, selection));
    setRefused({});
    setAttempted(false);
    setAdded(null);
    setNothingAdded(false);
  }

  const apply = (ticketId: number, change: SelectionChange) => {
    setSelection(change.selection);
    setRefused((current) => {
      const { [ticketId]: _previous, ...others } = current;
      return change.rejected ? { ...others, [ticketId]: change.rejected.available } : others;
    });
    setAdded(null);
    setNothingAdded(false);
  };

  const errors = attempted ? validateSelection(open, selection, datetime) : [];

  return {
    selection,
    refused,
    errors,
    total: selectionTotal(tickets, selection),
    count: selectionTicketCount(tickets, selection),
    added,
    basketHolds: basketHoldsPlacesAt(basket, event.id, datetime, tickets),
    nothingAdded,
    changeCount: (ticketId, count) =>
      apply(ticketId, changeTicketCount(open, selection, ticketId, count, datetime)),
    changeSubticket: (ticketId, subticketId, count) =>
      apply(ticketId, changeSubticketCount(open, selection, ticketId, subticketId, count, datetime)),
    addToBasket: () => {
      // Checked against the basket as it is now (another tab may have filled it since the last render).
      const left = ticketsBesideBasket(tickets, useCartStore.getState().form, event.id);
      if (validateSelection(left, selection, datetime).length > 0) {
        setAttempted(true);
        setAdded(null);
        setNothingAdded(false);
        return false;
      }
      // The lines keep the places the API answered (ticketCartItems): the basket checks each line against them.
      let placed = 0;
      for (const item of ticketCartItems(event, tickets, selection, datetime)) {
        const outcome = useCartStore.getState().addToCart(item);
        if (outcome.kind === 'refused') continue;
        trackAddToCart(outcome.line);
        placed += outcome.kind === 'added' ? itemQuantity(outcome.line) : outcome.added;
      }
      // Only what went in is reported; nothing went in, nothing is confirmed and the choice stays.
      if (placed === 0) {
        setAdded(null);
        setNothingAdded(true);
        return false;
      }
      useMessageStore.getState().showToast({ key: 'common:cart.added' });
      setAdded(Math.min(placed, selectionTicketCount(tickets, selection)));
      setNothingAdded(false);
      setAttempted(false);
      setRefused({});
      setSelection(emptySelection(tickets));
      return true;
    },
  };
}
