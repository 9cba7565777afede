import type { Context } from 'hono';
import type { z } from 'zod';
import { SHOP_ID } from '../context.ts';
import { badRequest, fieldErrors, notFound, parseOr422 } from './http.ts';

/** The success envelope (SPEC §7): always 200 { data }. */
export const ok = (c: Context, data: unknown) => c.json({ data }, 200);

/** The JSON body validated by schema; malformed JSON is a 400 with a message, bad fields a 422. */
export async function body<T extends z.core.$ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  return parseOr422(schema, raw);
}

export function query<T extends z.core.$ZodType>(c: Context, schema: T): z.infer<T> {
  return parseOr422(schema, c.req.query());
}

/** `shop` names the museum shop; this API serves shop 179 only. */
export function requireShop(c: Context): void {
  const shop = c.req.query('shop');
  if (shop === undefined || shop === '') throw fieldErrors({ shop: ['FIELD_REQUIRED'] });
  if (shop !== SHOP_ID) throw notFound();
}

/** A positive integer path or query parameter, else 404 (an id that cannot exist). */
export function idParam(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw notFound();
  return Number(value);
}
