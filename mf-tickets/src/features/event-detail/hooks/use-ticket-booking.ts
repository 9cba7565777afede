import { useCartStore, useMessageStore } from '@museum/shared';
import { trackAddOutcome } from '@museum/shared/analytics';
import {
  basketHoldsPlacesAt,
  basketPlaces,
  changeSubticketCount,
  changeTicketCount,
  emptySelection,
  quantityAdded,
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
  /** Whether the basket already holds places this ticket draws from at the chosen time: its refusal says they count. */
  basketHolds: (ticketId: number) => boolean;
  /** The last add could not put all of the choice in the basket (a line holds at most MAX_LINE_COUNT). */
  notAllAdded: boolean;
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
  const [forTime, setForTime] = useState(datetime);
  const [refused, setRefused] = useState<Record<number, number>>({});
  const [attempted, setAttempted] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const [notAllAdded, setNotAllAdded] = useState(false);
  const basket = useCartStore((state) => state.form);
  // SPEC §5: the places the basket holds at a time count against it, as they will at the payment.
  const held = useMemo(() => basketPlaces(basket, event.id), [basket, event.id]);
  const open = useMemo(() => ticketsBesideBasket(tickets, held), [tickets, held]);

  // Another date brings other tickets: the choices are kept, messages of the last date go (adjusting state
  // while rendering, so no render shows the old messages with the new tickets). Another time of the same date
  // keeps its tickets, but "only 2 places are left" was said of the last time: its messages go too.
  if (forTickets !== tickets || forTime !== datetime) {
    if (forTickets !== tickets) setSelection(reconcileSelection(tickets, selection));
    setForTickets(tickets);
    setForTime(datetime);
    setRefused({});
    setAttempted(false);
    setAdded(null);
    setNotAllAdded(false);
  }

  const apply = (ticketId: number, change: SelectionChange) => {
    setSelection(change.selection);
    setRefused((current) => {
      const { [ticketId]: _previous, ...others } = current;
      return change.rejected ? { ...others, [ticketId]: change.rejected.available } : others;
    });
    setAdded(null);
    setNotAllAdded(false);
  };

  const errors = attempted ? validateSelection(open, selection, datetime) : [];

  return {
    selection,
    refused,
    errors,
    total: selectionTotal(tickets, selection),
    count: selectionTicketCount(tickets, selection),
    added,
    basketHolds: (ticketId) => {
      const ticket = tickets.find((candidate) => candidate.id === ticketId);
      return ticket !== undefined && basketHoldsPlacesAt(held, ticket, datetime);
    },
    notAllAdded,
    changeCount: (ticketId, count) =>
      apply(ticketId, changeTicketCount(open, selection, ticketId, count, datetime)),
    changeSubticket: (ticketId, subticketId, count) =>
      apply(ticketId, changeSubticketCount(open, selection, ticketId, subticketId, count, datetime)),
    addToBasket: () => {
      // Checked against the basket as it is now (another tab may have filled it since the last render).
      const left = ticketsBesideBasket(tickets, basketPlaces(useCartStore.getState().form, event.id));
      if (validateSelection(left, selection, datetime).length > 0) {
        setAttempted(true);
        setAdded(null);
        setNotAllAdded(false);
        return false;
      }
      // The lines keep the places the API answered (ticketCartItems): the basket checks each line against them,
      // and holds at most MAX_LINE_COUNT in a line, the one limit the check above leaves to it.
      let placed = 0;
      let short = false;
      for (const item of ticketCartItems(event, tickets, selection, datetime)) {
        const outcome = useCartStore.getState().addToCart(item);
        short ||= outcome.kind === 'refused' || outcome.kind === 'capped';
        if (outcome.kind === 'refused') continue;
        trackAddOutcome(outcome);
        placed += quantityAdded(outcome);
      }
      setNotAllAdded(short);
      // Only what went in is reported; nothing went in, nothing is confirmed and the choice stays.
      if (placed === 0) {
        setAdded(null);
        return false;
      }
      useMessageStore.getState().showToast({ key: 'common:cart.added' });
      setAdded(Math.min(placed, selectionTicketCount(tickets, selection)));
      setAttempted(false);
      setRefused({});
      setSelection(emptySelection(tickets));
      return true;
    },
  };
}
