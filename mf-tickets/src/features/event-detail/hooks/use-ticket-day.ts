import { useRequest } from '@museum/shared';
import {
  type CalendarDayState,
  calendarDayState,
  chooseTimeSlot,
  dayStateOfTickets,
  offeredTickets,
  type TimeSlot,
  timedSlots,
} from '@museum/shared/domain';
import type { Ticket, TicketCalendar, TicketCollect } from '@museum/shared/wire';
import { useState } from 'react';
import { getTicketCollect } from '../../../api/get-ticket-collect';

export type DayStatus = 'none' | 'loading' | 'ready' | 'failed' | Exclude<CalendarDayState, 'bookable'>;

export interface TicketDay {
  date: string | null;
  status: DayStatus;
  /** The tickets shown that day (SPEC §5: timed tickets without places are hidden). */
  tickets: Ticket[];
  slots: TimeSlot[];
  slot: TimeSlot | null;
  /** The last time the visitor had, kept by clock time on another date (SPEC §4). */
  lastTime: string | null;
}

/** The day a collect answer describes, with its time chosen as SPEC §4 "Ticket flow" says. */
function dayFromCollect(collect: TicketCollect, lastTime: string | null): TicketDay {
  const state = dayStateOfTickets(collect.tickets);
  const tickets = state === 'bookable' ? offeredTickets(collect.tickets) : [];
  const slots = timedSlots(tickets);
  const slot = chooseTimeSlot(slots, lastTime);
  return {
    date: collect.date,
    status: collect.date === null ? 'none' : state === 'bookable' ? 'ready' : state,
    tickets,
    slots,
    slot,
    lastTime: slot?.datetime ?? lastTime,
  };
}

export interface TicketDayState extends TicketDay {
  selectDate: (date: string) => void;
  selectSlot: (datetime: string) => void;
  retry: () => void;
}

/**
 * The chosen date and time: choosing a date loads its tickets and time slots (SPEC §4); a date the calendar
 * already knows to be sold out or without offer shows that state without a request.
 */
export function useTicketDay(
  eventId: number,
  first: TicketCollect,
  calendar: { counts: TicketCalendar; isKnown: (date: string) => boolean },
): TicketDayState {
  const [day, setDay] = useState<TicketDay>(() => dayFromCollect(first, null));
  /** The date whose tickets are to be loaded; null while the shown day needs no request. */
  const [pending, setPending] = useState<string | null>(null);
  const request = useRequest(
    pending,
    (signal) => getTicketCollect(eventId, pending, signal),
    (collect) => {
      setDay((current) => dayFromCollect({ ...collect, date: pending }, current.lastTime));
      setPending(null);
    },
  );

  const selectDate = (date: string) => {
    const known = calendar.isKnown(date) ? calendarDayState(calendar.counts, date) : 'bookable';
    setDay((current) => ({
      ...current,
      date,
      status: known === 'bookable' ? 'loading' : known,
      tickets: [],
      slots: [],
      slot: null,
    }));
    // A date known to be sold out or without offer needs no request (and cancels one in flight).
    setPending(known === 'bookable' ? date : null);
  };

  const selectSlot = (datetime: string) =>
    setDay((current) => {
      const slot = current.slots.find((candidate) => candidate.datetime === datetime) ?? current.slot;
      return { ...current, slot, lastTime: slot?.datetime ?? current.lastTime };
    });

  return {
    ...day,
    status: pending !== null && request.status === 'failed' ? 'failed' : day.status,
    selectDate,
    selectSlot,
    retry: request.retry,
  };
}
