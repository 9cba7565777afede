import { z } from 'zod/mini';
import { centsSchema, dateSchema, dateTimeSchema, idNameSchema } from './common.ts';

/** One entry of GET {lang}/event/select (a map keyed by event id). */
export const eventSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  image: z.nullable(z.string()),
  venue: idNameSchema,
  custom_groups: z.array(idNameSchema),
  sequence_no: z.int(),
  sorting_datetime: dateTimeSchema,
  start: dateSchema,
  /** Last day of the event's lifetime; before today means the event has expired. */
  end: dateSchema,
  expired: z.boolean(),
});
export type Event = z.infer<typeof eventSchema>;
export const eventMapSchema = z.record(z.string(), eventSchema);
export type EventMap = z.infer<typeof eventMapSchema>;

export const subticketSchema = z.object({
  id: z.int(),
  name: z.string(),
  price: centsSchema,
  vat_value: z.number(),
  min_quantity: z.int(),
  max_quantity: z.int(),
});
export type Subticket = z.infer<typeof subticketSchema>;

/** A bookable time of a ticket on the requested date; max_tickets = places left. */
export const scheduleEntrySchema = z.object({
  datetime: dateTimeSchema,
  datetime_end: dateTimeSchema,
  max_tickets: z.int(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

/** Modes: 1 timed entry (slots shared by the event's tickets), 3 day ticket, 5 own schedule. */
export const ticketSchema = z.object({
  id: z.int(),
  eventId: z.int(),
  name: z.string(),
  mode: z.union([z.literal(1), z.literal(3), z.literal(5)]),
  price: centsSchema,
  vat_value: z.number(),
  group_id: z.nullable(z.int()),
  group_name: z.nullable(z.string()),
  family: z.boolean(),
  subtickets: z.array(subticketSchema),
  schedule: z.array(scheduleEntrySchema),
  print_separately: z.boolean(),
  unique_barcode: z.boolean(),
  scan_separately: z.boolean(),
  book_with_cost: z.boolean(),
  book_with_cost_warn: z.nullable(z.string()),
  sequence_no: z.int(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const timeslotSchema = z.object({
  datetime: dateTimeSchema,
  datetime_end: dateTimeSchema,
  max_tickets: z.int(),
});
export type Timeslot = z.infer<typeof timeslotSchema>;

/**
 * GET {lang}/ticket/collect/event/{eventId}[/date/{date}]. Without a date the next date with free
 * places is used (date is null when there is none).
 */
export const ticketCollectSchema = z.object({
  date: z.nullable(dateSchema),
  tickets: z.array(ticketSchema),
  timeslot: z.array(timeslotSchema),
});
export type TicketCollect = z.infer<typeof ticketCollectSchema>;

/**
 * GET {lang}/ticket/calendar/event/{id}/range/{start};{end}[?deep=1]: date → places left (deep=1) or
 * 1/0 (bookable/sold out). Dates without any offer are absent.
 */
export const ticketCalendarSchema = z.record(z.string(), z.int());
export type TicketCalendar = z.infer<typeof ticketCalendarSchema>;

/** GET {lang}/ticket/lifetime?event={id} */
export const ticketLifetimeSchema = z.object({ start: dateSchema, end: dateSchema });
export type TicketLifetime = z.infer<typeof ticketLifetimeSchema>;
