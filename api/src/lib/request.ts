import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { SHOP_ID } from '../context.ts';
import {
  ApiError,
  badRequest,
  fieldErrorList,
  fieldErrors,
  notFound,
  parseOr422,
  statusBody,
} from './http.ts';
import { isLang, pick, tr } from './i18n.ts';
import { isSafeText } from './text.ts';

/** The success envelope (SPEC §7): always 200 { data }. */
export const ok = (c: Context, data: unknown) => c.json({ data }, 200);

/** A 400's message reaches whoever sent the request as it is: in the request's language. */
const NOT_JSON = tr(
  'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'The request body is not valid JSON.',
  'Le corps de la requête n’est pas un JSON valide.',
  'Il corpo della richiesta non è un JSON valido.',
  'De inhoud van het verzoek is geen geldige JSON.',
  'El cuerpo de la solicitud no es un JSON válido.',
  'Begärans innehåll är inte giltig JSON.',
  'Forespørgslens indhold er ikke gyldig JSON.',
);

/** Deeper than any request of the contract (a cart's subtickets sit at depth 8). */
const MAX_JSON_DEPTH = 16;

/**
 * Every POST body is JSON with `Content-Type: application/json` (parameters such as charset allowed).
 * A cross-site form can send only text/plain, form or multipart bodies without a CORS preflight: those
 * answer 415 before any handler runs, even when the body is empty.
 */
export const requireJson: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'POST') return next();
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return c.json(statusBody('UNSUPPORTED_MEDIA_TYPE'), 415);
  return next();
};

/** Nesting depth of a JSON text, counted without parsing it (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') deepest = Math.max(deepest, ++depth);
    else if (ch === '}' || ch === ']') depth -= 1;
  }
  return deepest;
}

/** Field errors for every string of a parsed body that holds control or bidi-override characters. */
function unsafeTexts(value: unknown, path: string, list: ReturnType<typeof fieldErrorList>, depth = 0): void {
  if (depth > MAX_JSON_DEPTH) return;
  if (typeof value === 'string') {
    if (!isSafeText(value)) list.add(path || '_', 'CHARACTERS_INVALID');
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => {
      unsafeTexts(v, path ? `${path}.${i}` : String(i), list, depth + 1);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) unsafeTexts(v, path ? `${path}.${k}` : k, list, depth + 1);
  }
}

/**
 * The JSON body validated by schema: malformed or too deeply nested JSON is a 400 with a message; text
 * with control characters (NUL…), bidi overrides or broken Unicode anywhere is 422 CHARACTERS_INVALID at
 * its path (names end up in mails, invoices and the museum's systems); bad fields are a 422.
 */
export async function body<T extends z.core.$ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    if (jsonDepth(text) > MAX_JSON_DEPTH) throw new RangeError('nesting');
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    const lang = c.req.param('lang') ?? '';
    throw badRequest(pick(NOT_JSON, isLang(lang) ? lang : 'en'));
  }
  const texts = fieldErrorList();
  unsafeTexts(raw, '', texts);
  texts.throwIfAny();
  return parseOr422(schema, raw);
}

/** body(), with field errors renamed (e.g. without the `c.` prefix of the customer form). */
export async function bodyRenamed<T extends z.core.$ZodType>(
  c: Context,
  schema: T,
  rename: (field: string) => string,
): Promise<z.infer<T>> {
  try {
    return await body(c, schema);
  } catch (error) {
    if (error instanceof ApiError && 'error' in error.body && typeof error.body.error === 'object') {
      const renamed = Object.entries(error.body.error).map(([k, v]) => [rename(k), v] as const);
      throw fieldErrors(Object.fromEntries(renamed));
    }
    throw error;
  }
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
