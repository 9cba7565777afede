import type { FieldErrorCode, RuleErrorCode, StatusErrorCode } from '@museum/shared/wire';
import { isFieldErrorCode } from '@museum/shared/wire';
import { z } from 'zod';

/** Field errors as answered: field path → codes (`{ "c.email": ["EMAIL_INVALID"] }`). */
export type FieldErrors = Record<string, FieldErrorCode[]>;

export type ErrorBody =
  | { error: RuleErrorCode | StatusErrorCode; [extra: string]: unknown }
  | { error: FieldErrors }
  | { message: string };

export type ErrorStatus = 400 | 401 | 403 | 404 | 406 | 410 | 413 | 415 | 422 | 429;

/** An answer other than 200, thrown anywhere in a handler and rendered by the app's error handler. */
export class ApiError extends Error {
  readonly status: ErrorStatus;
  readonly body: ErrorBody;

  constructor(status: ErrorStatus, body: ErrorBody) {
    super('error' in body && typeof body.error === 'string' ? body.error : 'error');
    this.status = status;
    this.body = body;
  }
}

/**
 * 429: this client has had its share (login attempts, resets, anonymous writes); `Retry-After` says for how
 * long, which the app exposes to the shop's origin.
 */
export const tooManyAttempts = (c: { header: (name: string, value: string) => void }, retryAfter: number) => {
  c.header('Retry-After', String(retryAfter));
  return new ApiError(429, { error: 'AUTH_TOO_MANY_ATTEMPTS' });
};

/** The body of a status answered outside a handler (404, 413, 415, 500): `{ error: CODE }`. */
export const statusBody = (code: StatusErrorCode) => ({ error: code });

/** A business rule refused the request: 422 `{ error: CODE, …details }`. */
export const unprocessable = (code: RuleErrorCode, extra: Record<string, unknown> = {}) =>
  new ApiError(422, { error: code, ...extra });
export const fieldErrors = (errors: FieldErrors) => new ApiError(422, { error: errors });
export const fieldError = (field: string, code: FieldErrorCode) => fieldErrors({ [field]: [code] });
export const badRequest = (message: string) => new ApiError(400, { message });
export const unauthorized = () => new ApiError(401, { error: 'UNAUTHORIZED' });
export const forbidden = () => new ApiError(403, { error: 'FORBIDDEN' });
export const notFound = () => new ApiError(404, { error: 'NOT_FOUND' });
export const orderNotAvailable = () => new ApiError(406, { error: 'ORDER_NOT_AVAILABLE' });
export const cartGone = () => new ApiError(410, { error: 'CART_GONE' });

/** Collects field errors; `throwIfAny` answers them all at once (SPEC §5: every problem of a form). */
export function fieldErrorList() {
  const errors: FieldErrors = {};
  return {
    errors,
    add(field: string, code: FieldErrorCode) {
      const list = errors[field] ?? [];
      if (!list.includes(code)) list.push(code);
      errors[field] = list;
    },
    throwIfAny() {
      if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    },
  };
}

/** Zod issues as field errors: `{ "c.email": ["EMAIL_INVALID"] }`; messages are codes the client translates. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const list = fieldErrorList();
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    list.add(field, isFieldErrorCode(issue.message) ? issue.message : 'FIELD_INVALID');
  }
  return list.errors;
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
