import { useCartStore, useRequest } from '@museum/shared';
import {
  chooseTourTime,
  type TourCapacity,
  type TourTimeSlot,
  tourPlacesInCart,
  tourPricesAt,
  toursLeftAt,
  tourTimeSlots,
} from '@museum/shared/domain';
import type { TourPrice } from '@museum/shared/wire';
import { useMemo, useState } from 'react';
import { loadTourDay, type TourDayData } from '../loader';
import type { TourCalendarState } from './use-tour-calendar';

/** SPEC §4 availability of the chosen date: loading, bookable (ready), sold out, no tour that day, failed. */
export type TourDayStatus = 'loading' | 'ready' | 'soldOut' | 'unavailable' | 'failed';

export interface TourDayState {
  date: string;
  status: TourDayStatus;
  /** The times of the date; their places and groups less what the basket holds of each. */
  slots: TourTimeSlot[];
  slot: TourTimeSlot | null;
  /** The prices the chosen time offers (its own list, else the tour's). */
  prices: TourPrice[];
  /** What is left at the chosen time, less what the basket holds of it; null when it cannot be booked. */
  capacity: TourCapacity | null;
  selectDate: (date: string) => void;
  selectTime: (time: string) => void;
  retry: () => void;
}

const NO_PRICES: TourPrice[] = [];

/**
 * The chosen date and time (SPEC §4 guided tour detail): choosing a date loads its schedule and its sold-out
 * time slots; a date the calendar knows to be sold out or without tour needs no request. A single time is
 * chosen automatically, else the time chosen before while it is offered, else the first.
 */
export function useTourDay(
  tourId: number,
  initial: { date: string; day: TourDayData | null },
  calendar: TourCalendarState,
): TourDayState {
  const [date, setDate] = useState(initial.date);
  const [loaded, setLoaded] = useState<TourDayData | null>(initial.day);
  const [time, setTime] = useState<string | null>(null);
  const lines = useCartStore((state) => state.form);
  const known = calendar.isKnown(date);
  const state = known ? calendar.dayState(date) : null;
  const day = loaded?.date === date ? loaded : null;
  const request = useRequest(
    state === 'bookable' && !day ? `${tourId}:${date}` : null,
    (signal) => loadTourDay(tourId, date, signal),
    setLoaded,
  );
  // Each time with what it has left for this visitor: the places, and the groups of the chosen date's schedule
  // (as the API counts them), less what their basket already holds there. The times say what the form allows.
  const slots = useMemo(
    () =>
      day
        ? tourTimeSlots(calendar.known.calendar[date], day.soldOutTimes).map((candidate) => {
            const inCart = tourPlacesInCart(lines, { tourId, date, time: candidate.time });
            return {
              ...candidate,
              tickets: Math.max(0, candidate.tickets - inCart.participants),
              tours: Math.max(0, toursLeftAt(day.tour.schedule, candidate.time) - inCart.groups),
            };
          })
        : [],
    [day, calendar.known.calendar, date, lines, tourId],
  );
  const slot = chooseTourTime(slots, time);
  const slotTime = slot?.time ?? null;
  const prices = useMemo(() => (day ? tourPricesAt(day.tour, slotTime) : NO_PRICES), [day, slotTime]);

  let status: TourDayStatus;
  if (state === null) status = calendar.failed ? 'failed' : 'loading';
  else if (state !== 'bookable') status = state;
  else if (!day) status = request.status === 'failed' ? 'failed' : 'loading';
  else status = slots.some((candidate) => !candidate.soldOut) ? 'ready' : 'soldOut';

  const capacity: TourCapacity | null =
    status === 'ready' && slot && !slot.soldOut ? { tickets: slot.tickets, tours: slot.tours } : null;

  return {
    date,
    status,
    slots,
    slot,
    prices,
    capacity,
    selectDate: (next) => {
      setDate(next);
      calendar.showMonth(next.slice(0, 7));
    },
    selectTime: setTime,
    retry: state === null ? calendar.retry : request.retry,
  };
}
