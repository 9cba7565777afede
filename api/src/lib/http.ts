import { z } from 'zod';

export type ErrorBody =
  | { error: string; [extra: string]: unknown }
  | { error: Record<string, string[]> }
  | { message: string };

/** An answer other than 200, thrown anywhere in a handler and rendered by the app's error handler. */
export class ApiError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 406 | 410 | 413 | 422 | 429;
  readonly body: ErrorBody;

  constructor(status: ApiError['status'], body: ErrorBody) {
    super(
      typeof (body as { error?: unknown }).error === 'string'
        ? String((body as { error: string }).error)
        : 'error',
    );
    this.status = status;
    this.body = body;
  }
}

export const unprocessable = (code: string, extra: Record<string, unknown> = {}) =>
  new ApiError(422, { error: code, ...extra });
export const fieldErrors = (errors: Record<string, string[]>) => new ApiError(422, { error: errors });
export const badRequest = (message: string) => new ApiError(400, { message });
export const unauthorized = () => new ApiError(401, { error: 'UNAUTHORIZED' });
export const forbidden = () => new ApiError(403, { error: 'FORBIDDEN' });
export const notFound = () => new ApiError(404, { error: 'NOT_FOUND' });

const CODE = /^[A-Z][A-Z0-9_]+$/;

/** Zod issues as field errors: `{ "c.email": ["EMAIL_INVALID"] }`; messages are codes the client translates. */
export function zodFieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    const message = CODE.test(issue.message) ? issue.message : 'FIELD_INVALID';
    const list = out[field] ?? [];
    if (!list.includes(message)) list.push(message);
    out[field] = list;
  }
  return out;
}

/** Per-parse error map: a missing value is FIELD_REQUIRED, anything else FIELD_INVALID unless the schema names a code. */
const errorMap = (issue: { input?: unknown; code?: string }) =>
  issue.input === undefined && issue.code === 'invalid_type' ? 'FIELD_REQUIRED' : 'FIELD_INVALID';

/** Any zod 4 schema: the route-local ones (classic `zod`) and the shared wire contract (`zod/mini`). */
export function parseOr422<T extends z.core.$ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = z.safeParse(schema, value, { error: errorMap });
  if (!result.success) throw fieldErrors(zodFieldErrors(result.error));
  return result.data;
}
