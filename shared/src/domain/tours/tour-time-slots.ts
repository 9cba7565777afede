import type { TourCalendar, TourDetail, TourPrice } from '../../api/wire/tours.ts';

/** One start time of a tour on a date (SPEC §3 "Calendar entries per date and time"). */
export interface TourTimeSlot {
  /** HH:mm */
  time: string;
  timeslotId: number;
  /** Participants (places) left. */
  tickets: number;
  /** Tours (groups) left. */
  tours: number;
  soldOut: boolean;
}

/**
 * The times of a date: the calendar's entries, in order, each sold out when the calendar or the sold-out
 * time slots (SPEC §7 tour/soldoutTimeslots, loaded when the date is chosen, so fresher) say so, or when
 * no place is left.
 */
export function tourTimeSlots(
  day: Readonly<TourCalendar[string]> | undefined,
  soldOutTimes: Readonly<Record<string, boolean>> = {},
): TourTimeSlot[] {
  return Object.entries(day ?? {})
    .map(([time, slot]) => ({
      time,
      timeslotId: slot.timeslotId,
      tickets: Math.max(0, slot.tickets),
      tours: Math.max(0, slot.tours),
      soldOut: slot.soldout || soldOutTimes[time] === true || slot.tickets <= 0,
    }))
    .sort((a, b) => a.time.localeCompare(b.time));
}

/**
 * SPEC §4 guided tour detail: a single time slot is chosen automatically; otherwise the time chosen before is
 * kept if it is still offered, else the first. A sold-out time cannot be booked, so "offered" and "first"
 * mean among the times with places left; when every time is sold out, the first is shown with its state.
 */
export function chooseTourTime(slots: readonly TourTimeSlot[], previous: string | null): TourTimeSlot | null {
  if (slots.length <= 1) return slots[0] ?? null;
  const open = slots.filter((slot) => !slot.soldOut);
  const kept = previous === null ? undefined : open.find((slot) => slot.time === previous);
  return kept ?? open[0] ?? slots[0] ?? null;
}

/**
 * The prices the chosen time offers (SPEC §3 schedule: a time may have its own priceList): that list when
 * the schedule gives one (the Thursday evening fee), else the tour's priceList; by sequence_no. The API sells
 * only these at that time, so only these can be chosen.
 */
export function tourPricesAt(
  tour: Pick<TourDetail, 'priceList' | 'schedule'>,
  time: string | null,
): TourPrice[] {
  const own = time === null ? undefined : tour.schedule[time]?.priceList;
  const list = own && Object.keys(own).length > 0 ? own : tour.priceList;
  return Object.values(list).sort((a, b) => a.sequence_no - b.sequence_no || a.id - b.id);
}

/**
 * SPEC §5 "the schedule's tours value for the time": the tours (groups) left at that time, as the schedule
 * of the chosen date says (GET tour with the date); a time it does not list is sold out and has none.
 */
export function toursLeftAt(schedule: Readonly<TourDetail['schedule']>, time: string): number {
  return Math.max(0, schedule[time]?.tours ?? 0);
}
