import ky, { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { z } from 'zod/mini';
import { currentLanguage } from '../i18n/i18n';
import { apiLanguage, LOCALES } from '../i18n/languages';
import { useCustomerStore } from '../stores/customer-store';
import { SERVER_ERROR_MESSAGE_MS, useMessageStore } from '../stores/message-store';
import { useSessionStore } from '../stores/session-store';
import { useWaitingStore } from '../stores/waiting-store';
import { type ApiErrorCode, isApiErrorCode } from './wire/error-codes.ts';

/** Shop id of SPEC §7/§9, sent where the spec names a `shop` parameter. */
export const SHOP_ID = 179;

interface ApiSettings {
  /** `{api}` of SPEC §7, ending in a slash. */
  baseUrl: string;
  supportEmail: string;
  /** How long one request may take, answer body included (default 15 s; `requestTimeoutMs` of shop.config). */
  timeoutMs?: number;
}

/** A request that has not been answered in full by then ends in `API_TIMEOUT`, never in an endless wait. */
export const DEFAULT_API_TIMEOUT_MS = 15_000;

let settings: ApiSettings | null = null;
let onUnauthorized: (() => void) | null = null;

/** Called once at boot by the shell (or a remote's standalone frame) with the deploy-time configuration. */
export function configureApi(next: ApiSettings): void {
  settings = next;
}

export function getSupportEmail(): string {
  return settings?.supportEmail ?? '';
}

/** The shell hands in how to reach the login page, since only it owns the router (SPEC §8 401/403). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/**
 * The body the API sends with an error status (SPEC §8): an error code or field errors, or a message, and the
 * details a cart refusal carries (`item`, `available`, `reason`…), kept for the caller to read with its schema.
 */
const errorBodySchema = z.catch(
  z.looseObject({
    error: z.optional(
      z.union([z.string(), z.record(z.string(), z.union([z.string(), z.array(z.string())]))]),
    ),
    message: z.optional(z.string()),
  }),
  {},
);

export type ApiErrorBody = z.infer<typeof errorBodySchema>;

/** An answer the shop understood but that is not a success: carries the status and the body's error. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  constructor(status: number, body: ApiErrorBody) {
    super(`API answered ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /**
   * The error code of the body (`VOUCHER_NOW_IS_AFTER_VALID_TO`, …) when it is one of the codes the API
   * documents (wire `ApiErrorCode`); an unknown code is null, so nothing unexpected reaches the visitor.
   */
  get code(): ApiErrorCode | null {
    const code = this.body.error;
    return typeof code === 'string' && isApiErrorCode(code) ? code : null;
  }

  /** SPEC §5: field errors, a single string wrapped into a list. */
  get fieldErrors(): Record<string, string[]> {
    const error = this.body.error;
    if (typeof error !== 'object' || error === null) return {};
    return Object.fromEntries(
      Object.entries(error).map(([field, messages]) => [
        field,
        Array.isArray(messages) ? messages : [messages],
      ]),
    );
  }
}

/** Why no usable answer came: no connection (offline, DNS, CORS), none in time, or one off the contract. */
export type ApiUnavailableCode = 'API_UNREACHABLE' | 'API_TIMEOUT' | 'API_CONTRACT_MISMATCH';

/** No answer at all (offline, DNS, CORS, timeout) or an answer that does not match the contract. */
export class ApiUnavailableError extends Error {
  readonly code: ApiUnavailableCode;
  constructor(code: ApiUnavailableCode, cause?: unknown) {
    super(code, { cause });
    this.name = 'ApiUnavailableError';
    this.code = code;
  }
}

type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions<T> {
  /** Schema of the response's `data` (any zod 4 schema: `zod/mini` or classic). */
  data: z.core.$ZodType<T>;
  /** GET data goes into the query string (SPEC §7). */
  query?: Record<string, QueryValue>;
  /** Non-GET data goes into the JSON body (SPEC §7). */
  body?: unknown;
  /** Send the JWT as query parameter `_` (SPEC §6: payment, customer and password calls). */
  withToken?: boolean;
  /** Statuses the caller handles itself, so the global 401/500 handling stays out of the way. */
  handles?: readonly number[];
  signal?: AbortSignal;
}

function endpointUrl(endpoint: string): string {
  if (!settings) throw new Error('configureApi() must run before the first request');
  const language = apiLanguage(LOCALES[currentLanguage()]);
  return `${settings.baseUrl}${language}/${endpoint.replace(/^\/+/, '')}`;
}

function searchParams(query: Record<string, QueryValue> | undefined, withToken: boolean): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  if (withToken) {
    const jwt = useSessionStore.getState().jwt;
    if (jwt) params.set('_', jwt);
  }
  return params;
}

/** SPEC §8: what the whole shop does for an error status, whoever asked. */
export type GlobalErrorAction = 'login' | 'serverError' | 'reload' | null;

export function globalErrorAction(status: number): GlobalErrorAction {
  if (status === 401 || status === 403) return 'login';
  if (status === 500) return 'serverError';
  if (status === 503) return 'reload';
  return null;
}

/** A 503 reloads the page, but not again within this time: an API in maintenance must not cause a reload loop. */
export const RELOAD_GUARD_MS = 30_000;
const RELOADED_AT_KEY = 'museum:reloadedAt';

function reloadUnlessJustReloaded(): void {
  let last = 0;
  try {
    last = Number(window.sessionStorage.getItem(RELOADED_AT_KEY)) || 0;
    if (Date.now() - last >= RELOAD_GUARD_MS)
      window.sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    // Without storage there is no loop protection: tell the visitor instead of reloading.
    last = Date.now();
  }
  if (Date.now() - last < RELOAD_GUARD_MS) {
    useMessageStore.getState().showMessage({ tone: 'warning', content: { key: 'errors.unavailable' } });
    return;
  }
  window.location.reload();
}

function handleStatusGlobally(status: number): void {
  switch (globalErrorAction(status)) {
    case 'login':
      // 401: the token is invalid or expired; keeping it would show a signed-in header that the API refuses.
      if (status === 401) {
        useSessionStore.getState().clearJwt();
        useCustomerStore.getState().clearCustomer();
      }
      onUnauthorized?.();
      break;
    case 'serverError':
      useMessageStore.getState().showMessage({
        tone: 'danger',
        content: { key: 'errors.server', values: { email: getSupportEmail() } },
        timeout: SERVER_ERROR_MESSAGE_MS,
      });
      break;
    case 'reload':
      reloadUnlessJustReloaded();
      break;
    default:
  }
}

/** Security: the JWT travels as `_` in the query; an error that names the URL must not carry it to a log. */
export function redactToken(text: string): string {
  return text.replace(/([?&]_=)[^&#\s]*/g, '$1[redacted]');
}

function redactedCause(error: unknown): Error {
  const cause = error instanceof Error ? error : new Error(String(error));
  const redacted = new Error(redactToken(cause.message));
  redacted.name = cause.name;
  return redacted;
}

/** The caller's signal (a newer request, a page left) and the deadline, as one signal for the whole request. */
function requestSignal(callerSignal: AbortSignal | undefined, deadline: AbortSignal): AbortSignal {
  return callerSignal ? AbortSignal.any([callerSignal, deadline]) : deadline;
}

async function send(
  method: 'get' | 'post',
  endpoint: string,
  options: RequestOptions<unknown>,
  signal: AbortSignal,
): Promise<unknown> {
  const response = await ky(endpointUrl(endpoint), {
    method,
    searchParams: searchParams(options.query, options.withToken ?? false),
    json: method === 'get' ? undefined : (options.body ?? {}),
    // One more try for reads on a lost connection or a gateway hiccup; a 500 is a bug and a 503 reloads.
    retry: method === 'get' ? { limit: 1, statusCodes: [408, 502, 504] } : 0,
    // The deadline in `signal` covers the whole request, the answer's body included (ky's own timeout
    // would stop at the headers, and a server that sends headers and then nothing would hang the page).
    timeout: false,
    signal,
  });
  return response.json();
}

/**
 * One request to the museum API: `{api}{lang}/{endpoint}`, waiting flag on and off around it, a deadline for
 * the whole of it, the answer checked against the contract once, here, and errors mapped as SPEC §8 says.
 * A request the caller aborted rejects with the abort (callers that abort ignore it).
 */
export async function apiRequest<T>(
  method: 'get' | 'post',
  endpoint: string,
  options: RequestOptions<T>,
): Promise<T> {
  const { beginRequest, endRequest } = useWaitingStore.getState();
  const deadline = AbortSignal.timeout(settings?.timeoutMs ?? DEFAULT_API_TIMEOUT_MS);
  beginRequest();
  let body: unknown;
  try {
    body = await send(method, endpoint, options, requestSignal(options.signal, deadline));
  } catch (error) {
    if (isHTTPError(error)) {
      const status = error.response.status;
      if (!options.handles?.includes(status)) handleStatusGlobally(status);
      throw new ApiError(status, errorBodySchema.parse(error.data));
    }
    if (options.signal?.aborted) throw error;
    if (deadline.aborted || isTimeoutError(error))
      throw new ApiUnavailableError('API_TIMEOUT', redactedCause(error));
    if (isNetworkError(error) || error instanceof TypeError)
      throw new ApiUnavailableError('API_UNREACHABLE', redactedCause(error));
    // An answer that is not JSON at all.
    if (error instanceof SyntaxError)
      throw new ApiUnavailableError('API_CONTRACT_MISMATCH', redactedCause(error));
    throw error;
  } finally {
    endRequest();
  }
  const parsed = z.object({ data: options.data }).safeParse(body);
  if (!parsed.success) throw new ApiUnavailableError('API_CONTRACT_MISMATCH', redactedCause(parsed.error));
  return parsed.data.data;
}

/** True for every failure the API client reports (an error status, no answer, or an answer off-contract). */
export function isApiFailure(error: unknown): error is ApiError | ApiUnavailableError {
  return error instanceof ApiError || error instanceof ApiUnavailableError;
}
