import { z } from 'zod/mini';

/** A text per interface language code (de, en, fr, it, nl, es, sv, da). */
export const i18nSchema = z.record(z.string(), z.string());
/** YYYY-MM-DD (museum local date). */
export const dateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** YYYY-MM-DD HH:mm:ss (museum local time, Europe/Berlin). */
export const dateTimeSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/));
/** HH:mm, the key of tour schedules and calendars. */
export const timeSchema = z.string().check(z.regex(/^\d{2}:\d{2}$/));
/** Money is always integer cents. */
export const centsSchema = z.int();

export const idNameSchema = z.object({ id: z.int(), name: z.string() });
export type IdName = z.infer<typeof idNameSchema>;

/** Every 200 answer is `{ data }`. Accepts any zod 4 schema (mini or classic). */
export const envelope = <T extends z.core.$ZodType>(data: T) => z.object({ data });

/** 422 `{ error: CODE }` or `{ error: { field: [CODE…] } }`; 401/403/404/406/410 `{ error: CODE }`. */
export const errorBodySchema = z.object({
  error: z.union([z.string(), z.record(z.string(), z.array(z.string()))]),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
/** 400 `{ message }`. */
export const messageBodySchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBodySchema>;
