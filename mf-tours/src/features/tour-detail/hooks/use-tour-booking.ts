import { useCartStore, useMessageStore } from '@museum/shared';
import { trackAddOutcome } from '@museum/shared/analytics';
import {
  changeTourCount,
  changeTourSubticketCount,
  changeTourTicketCount,
  chooseOption,
  EMPTY_TOUR_FORM,
  guidedTourCartItem,
  reconcileTourPrices,
  type TourCountRefusal,
  type TourForm,
  type TourFormChange,
  type TourFormError,
  ticketCount,
  toggleOption,
  tourCount,
  tourFormTotal,
  tourTickets,
  typeAnswer,
  validateTourForm,
} from '@museum/shared/domain';
import type { TourDetail, TourQuestion } from '@museum/shared/wire';
import { useMemo, useState } from 'react';
import type { TourDayState } from './use-tour-day';

/** Which row a refusal belongs to: a price, a ticket, or a ticket's components. */
export type RowKey = `price:${number}` | `ticket:${number}`;

export interface TourBooking {
  form: TourForm;
  /** Row → what it could still take, after a change was ignored or capped (SPEC §5 overbooking). */
  refused: Readonly<Partial<Record<RowKey, TourCountRefusal>>>;
  /** What stops the booking, once the visitor has tried to add it. */
  errors: TourFormError[];
  total: number;
  tours: number;
  tickets: number;
  /** The participants or groups the last add put in the basket. */
  added: number | null;
  changeTours: (priceId: number, count: number) => void;
  changeTicket: (ticketId: number, count: number) => void;
  changeComponent: (ticketId: number, subticketId: number, count: number) => void;
  chooseOption: (questionId: number, optionId: number | null) => void;
  toggleOption: (question: TourQuestion, optionId: number, checked: boolean) => void;
  typeAnswer: (question: TourQuestion, text: string) => void;
  /** Validates, and on success adds the tour to the basket; false when something stops it. */
  addToBasket: () => boolean;
}

/**
 * The tour form of one date and time (SPEC §3 "Tour form"): counts checked against the time's places and the
 * tour's rules (SPEC §5), the group questions, the total, and adding the tour to the shared cart with the
 * analytics event and a toast (SPEC §7).
 */
export function useTourBooking(tour: TourDetail, day: TourDayState): TourBooking {
  const tickets = useMemo(() => tourTickets(tour), [tour]);
  const [form, setForm] = useState<TourForm>(EMPTY_TOUR_FORM);
  const [forPrices, setForPrices] = useState(day.prices);
  const [refused, setRefused] = useState<Partial<Record<RowKey, TourCountRefusal>>>({});
  const [attempted, setAttempted] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const addToCart = useCartStore((state) => state.addToCart);
  const { prices, capacity, slot } = day;

  // Another time may offer other prices (its own list): the counts follow, adjusted while rendering so that no
  // render shows counts for prices that are gone. While a date loads there are no prices: the last list stays
  // the one to compare with, so the evening fee still takes over the day fee's count after the load.
  if (forPrices !== prices && prices.length > 0) {
    setForPrices(prices);
    setForm(reconcileTourPrices(form, forPrices, prices));
    setRefused({});
    setAdded(null);
  }

  const validate = (current: TourForm) =>
    validateTourForm({ tour, prices, tickets, questions: tour.questions, capacity, form: current });

  const apply = (key: RowKey | null, change: TourFormChange) => {
    setForm(change.form);
    if (key)
      setRefused((current) => {
        const { [key]: _previous, ...others } = current;
        return change.refused ? { ...others, [key]: change.refused } : others;
      });
    setAdded(null);
  };

  const answer = (next: TourForm['answers']) =>
    apply(null, { form: { ...form, answers: next }, refused: null });
  const room = capacity ?? { tickets: 0, tours: 0 };

  return {
    form,
    refused,
    errors: attempted ? validate(form) : [],
    total: tourFormTotal(form, prices, tickets),
    tours: tourCount(form, prices),
    tickets: ticketCount(form, tickets),
    added,
    changeTours: (priceId, count) =>
      apply(`price:${priceId}`, changeTourCount(tour, prices, room, form, priceId, count)),
    changeTicket: (ticketId, count) =>
      apply(`ticket:${ticketId}`, changeTourTicketCount(tour, prices, tickets, form, ticketId, count)),
    changeComponent: (ticketId, subticketId, count) =>
      apply(
        `ticket:${ticketId}`,
        changeTourSubticketCount(tour, prices, tickets, form, ticketId, subticketId, count),
      ),
    chooseOption: (questionId, optionId) => answer(chooseOption(form.answers, questionId, optionId)),
    toggleOption: (question, optionId, checked) =>
      answer(toggleOption(form.answers, question, optionId, checked)),
    typeAnswer: (question, text) => answer(typeAnswer(form.answers, question, text)),
    addToBasket: () => {
      if (!slot || validate(form).length > 0) {
        setAttempted(true);
        setAdded(null);
        return false;
      }
      const item = guidedTourCartItem({
        tour,
        date: day.date,
        time: slot.time,
        prices,
        tickets,
        questions: tour.questions,
        form,
      });
      const outcome = addToCart(item);
      if (outcome.kind === 'refused') return false;
      trackAddOutcome(outcome);
      useMessageStore.getState().showToast({ key: 'common:cart.added' });
      setAdded(item.totalCount);
      setAttempted(false);
      setRefused({});
      setForm(EMPTY_TOUR_FORM);
      return true;
    },
  };
}
