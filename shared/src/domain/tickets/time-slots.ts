import type { ScheduleEntry, Ticket } from '../../api/wire/events.ts';

/** A time a visitor can choose on a date; max_tickets is the most places any ticket has left then. */
export type TimeSlot = ScheduleEntry;

/** SPEC §3 modes: 1 timed entry and 5 own schedule are booked for a time; 3 is a day ticket. */
export function isTimedTicket(ticket: { mode: number }): boolean {
  return ticket.mode !== 3;
}

/**
 * The times to choose from on a date: the schedule entries of the timed tickets (modes 1 and 5), one per
 * start time, in order. Day tickets (mode 3) are valid the whole day and need no time.
 */
export function timedSlots(tickets: readonly Pick<Ticket, 'mode' | 'schedule'>[]): TimeSlot[] {
  const byStart = new Map<string, TimeSlot>();
  for (const ticket of tickets) {
    if (!isTimedTicket(ticket)) continue;
    for (const entry of ticket.schedule) {
      const seen = byStart.get(entry.datetime);
      if (!seen || seen.max_tickets < entry.max_tickets) byStart.set(entry.datetime, { ...entry });
    }
  }
  return [...byStart.values()].sort((a, b) => a.datetime.localeCompare(b.datetime));
}

/** `HH:mm:ss` of an API date-time: what stays the same when the visitor picks another date. */
export function clockTime(datetime: string): string {
  return datetime.slice(11);
}

export function isSlotSoldOut(slot: Pick<TimeSlot, 'max_tickets'>): boolean {
  return slot.max_tickets <= 0;
}

/**
 * SPEC §4 "Ticket flow": a single slot is chosen automatically; otherwise the slot at the clock time chosen
 * before is kept, else the first. A sold-out time cannot be booked, so "kept" and "first" mean among the
 * times with places left; when every time is sold out, the first is shown with its sold-out state.
 */
export function chooseTimeSlot(slots: readonly TimeSlot[], previous: string | null): TimeSlot | null {
  if (slots.length <= 1) return slots[0] ?? null;
  const open = slots.filter((slot) => !isSlotSoldOut(slot));
  if (previous) {
    const kept = open.find((slot) => clockTime(slot.datetime) === clockTime(previous));
    if (kept) return kept;
  }
  return open[0] ?? slots[0] ?? null;
}
