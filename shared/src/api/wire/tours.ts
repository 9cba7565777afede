import { z } from 'zod/mini';
import { centsSchema, dateSchema, idNameSchema } from './common.ts';

export const tourPriceSchema = z.object({
  id: z.int(),
  name: z.string(),
  price: centsSchema,
  vat_value: z.number(),
  sequence_no: z.int(),
});
export type TourPrice = z.infer<typeof tourPriceSchema>;

export const tourTicketSchema = z.object({
  id: z.int(),
  name: z.string(),
  price: centsSchema,
  vat_value: z.number(),
  sequence_no: z.int(),
  subtickets: z.optional(
    z.array(
      z.object({
        id: z.int(),
        name: z.string(),
        price: centsSchema,
        /** People of this kind one ticket holds (a family: two adults); absent: up to max_participants. */
        max_quantity: z.optional(z.int()),
      }),
    ),
  ),
});
export type TourTicket = z.infer<typeof tourTicketSchema>;

/** schedule["HH:mm"]: how many tours (groups) start then, and prices that apply only then. */
export const tourScheduleEntrySchema = z.object({
  tours: z.int(),
  priceList: z.optional(z.record(z.string(), tourPriceSchema)),
});

export const tourQuestionSchema = z.object({
  id: z.int(),
  type: z.enum(['radio', 'select', 'checkbox', 'text', 'textarea', 'number']),
  label: z.string(),
  required: z.boolean(),
  /** Answers for radio, select and checkbox; empty otherwise. */
  options: z.array(idNameSchema),
  min: z.optional(z.int()),
  max: z.optional(z.int()),
});
export type TourQuestion = z.infer<typeof tourQuestionSchema>;

export const tourSchema = z.object({
  id: z.int(),
  /** Language of the tour (case-insensitive code) and its name in the request's language. */
  langIdentifier: z.string(),
  langName: z.string(),
  museumId: z.int(),
  venue: idNameSchema,
  custom_groups: z.array(idNameSchema),
  name: z.string(),
  eventName: z.string(),
  description: z.string(),
  image: z.nullable(z.string()),
  duration: z.int(),
  max_participants: z.int(),
  min_participants: z.int(),
  single_ticketing: z.union([z.literal(0), z.literal(1)]),
  book_complete_tour: z.union([z.literal(0), z.literal(1)]),
  booking_without_tickets: z.union([z.literal(0), z.literal(1)]),
  sequence_no: z.int(),
  /** Keyed by price id. */
  priceList: z.record(z.string(), tourPriceSchema),
  /** Keyed by ticket id. */
  tickets: z.record(z.string(), tourTicketSchema),
  /** Keyed by HH:mm; for the requested date (GET tour, tour/overview), empty in tour/select/event. */
  schedule: z.record(z.string(), tourScheduleEntrySchema),
  questions: z.array(tourQuestionSchema),
});
export type Tour = z.infer<typeof tourSchema>;

/** GET {lang}/tour/select/event */
export const tourSelectSchema = z.object({ tours: z.array(tourSchema) });
export type TourSelect = z.infer<typeof tourSelectSchema>;

/** GET {lang}/tour?tour={id}[&date=YYYY-MM-DD]: date = the day the schedule is for (null: no dates). */
export const tourDetailSchema = z.extend(tourSchema, { date: z.nullable(dateSchema) });
export type TourDetail = z.infer<typeof tourDetailSchema>;

/** GET {lang}/tour/overview?date=&lookahead=: date → tours with free places that day. */
export const tourOverviewSchema = z.record(z.string(), z.array(tourSchema));
export type TourOverview = z.infer<typeof tourOverviewSchema>;

/** GET {lang}/tour/attr */
export const tourAttrSchema = z.object({ category: z.array(idNameSchema) });
export type TourAttr = z.infer<typeof tourAttrSchema>;

export const tourCalendarSlotSchema = z.object({
  timeslotId: z.int(),
  /** Places (participants) left. */
  tickets: z.int(),
  /** Tours (groups) left, for tours booked complete. */
  tours: z.int(),
  soldout: z.boolean(),
});
/** GET {lang}/tour/calendar/tour/{id}/range/{start};{end}: date → HH:mm → slot. */
export const tourCalendarSchema = z.record(z.string(), z.record(z.string(), tourCalendarSlotSchema));
export type TourCalendar = z.infer<typeof tourCalendarSchema>;

/** GET {lang}/tour/soldout/tour/{id}/range/{start};{end}: dates on which every slot is sold out. */
export const tourSoldoutSchema = z.array(dateSchema);
/** GET {lang}/tour/soldoutTimeslots/tour/{id}/date/{date}: HH:mm → sold out. */
export const tourSoldoutTimeslotsSchema = z.record(z.string(), z.boolean());
/** GET {lang}/tour/lifetime/tour/{id}: first and last date with a slot; both null = not bookable. */
export const tourLifetimeSchema = z.object({ first: z.nullable(dateSchema), last: z.nullable(dateSchema) });
export type TourLifetime = z.infer<typeof tourLifetimeSchema>;
