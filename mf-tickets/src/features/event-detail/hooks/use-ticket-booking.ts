import { useCartStore, useMessageStore } from '@museum/shared';
import { trackAddToCart } from '@museum/shared/analytics';
import {
  changeSubticketCount,
  changeTicketCount,
  emptySelection,
  reconcileSelection,
  type SelectionChange,
  type SelectionError,
  selectionTicketCount,
  selectionTotal,
  type TicketSelection,
  ticketCartItems,
  validateSelection,
} from '@museum/shared/domain';
import type { Event, Ticket } from '@museum/shared/wire';
import { useState } from 'react';

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
  const addItem = useCartStore((state) => state.addItem);

  // Another date brings other tickets: the choices are kept, messages of the last date go (adjusting state
  // while rendering, so no render shows the old messages with the new tickets).
  if (forTickets !== tickets) {
    setForTickets(tickets);
    setSelection(reconcileSelection(tickets, selection));
    setRefused({});
    setAttempted(false);
    setAdded(null);
  }

  const apply = (ticketId: number, change: SelectionChange) => {
    setSelection(change.selection);
    setRefused((current) => {
      const { [ticketId]: _previous, ...others } = current;
      return change.rejected ? { ...others, [ticketId]: change.rejected.available } : others;
    });
    setAdded(null);
  };

  const errors = attempted ? validateSelection(tickets, selection, datetime) : [];

  return {
    selection,
    refused,
    errors,
    total: selectionTotal(tickets, selection),
    count: selectionTicketCount(tickets, selection),
    added,
    changeCount: (ticketId, count) =>
      apply(ticketId, changeTicketCount(tickets, selection, ticketId, count, datetime)),
    changeSubticket: (ticketId, subticketId, count) =>
      apply(ticketId, changeSubticketCount(tickets, selection, ticketId, subticketId, count, datetime)),
    addToBasket: () => {
      if (validateSelection(tickets, selection, datetime).length > 0) {
        setAttempted(true);
        setAdded(null);
        return false;
      }
      const lines = ticketCartItems(event, tickets, selection, datetime).flatMap((item) => {
        const line = addItem(item);
        return line ? [line] : [];
      });
      for (const line of lines) trackAddToCart(line);
      useMessageStore.getState().showToast({ key: 'common:cart.added' });
      setAdded(selectionTicketCount(tickets, selection));
      setAttempted(false);
      setRefused({});
      setSelection(emptySelection(tickets));
      return true;
    },
  };
}
