import { z } from 'zod/mini';
import { wrapFieldErrors } from '../domain/account/field-errors';
import { currentLanguage } from '../i18n/i18n';
import { apiLanguage, LOCALES } from '../i18n/languages';
import { useCustomerStore } from '../stores/customer-store';
import { SERVER_ERROR_MESSAGE_MS, useMessageStore } from '../stores/message-store';
import { useSessionStore } from '../stores/session-store';
import { useWaitingStore } from '../stores/waiting-store';
import type { ApiErrorCode } from './wire/error-codes.ts';

export { SHOP_ID } from './boot-requests.ts';

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
const ERROR_CODE_SHAPE = /^[A-Z][A-Z0-9_]{0,63}$/;

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  /**
   * The seconds the API asks to wait (`Retry-After` of a 429, e.g. a login while this client is locked out),
   * when it sent one the browser may read; null otherwise.
   */
  readonly retryAfterSeconds: number | null;
  constructor(status: number, body: ApiErrorBody, retryAfterSeconds: number | null = null) {
    super(`API answered ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /**
   * The error code of the body (`VOUCHER_NOW_IS_AFTER_VALID_TO`, …) when it has the shape of one (capitals,
   * digits, underscores), else null: compare it with the codes a caller expects. Whether it is one of the codes
   * the API documents is `isApiErrorCode` (wire), which `describeApiError` applies, so a code the shop does not
   * know reads as UNKNOWN. The list of codes stays out of the singleton (it would be on every page).
   */
  get code(): ApiErrorCode | null {
    const code = this.body.error;
    return typeof code === 'string' && ERROR_CODE_SHAPE.test(code) ? (code as ApiErrorCode) : null;
  }

  /** SPEC §5: field errors, a single string wrapped into a list. */
  get fieldErrors(): Record<string, string[]> {
    return wrapFieldErrors(this.body.error);
  }
}

/** Longest wait read from Retry-After; anything beyond is not a wait a visitor should be told about. */
const MAX_RETRY_AFTER_SECONDS = 24 * 60 * 60;

/** `Retry-After` as seconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  const seconds = /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : (Date.parse(trimmed) - now) / 1000;
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_RETRY_AFTER_SECONDS) return null;
  return Math.ceil(seconds);
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

/**
 * A read's 503 reloads the page, but not again within this time: an API in maintenance must not cause a reload
 * loop. (A POST's 503 never reloads: see apiRequest.)
 */
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

/**
 * The caller's signal (a newer request, a page left) and the deadline, as one signal for the whole request.
 * Linked by hand rather than AbortSignal.any, which not every fetch implementation honours.
 */
function requestSignal(callerSignal: AbortSignal | undefined, deadline: AbortSignal): AbortSignal {
  if (!callerSignal) return deadline;
  const controller = new AbortController();
  for (const signal of [callerSignal, deadline]) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/** Reads are tried once more on these statuses (a gateway hiccup); a 500 is a bug and a 503 reloads. */
const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 502, 504]);
const RETRY_DELAY_MS = 300;

/** An answer with an error status, and the body it came with (read within the same deadline). */
class HttpStatusError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly retryAfter: string | null;
  constructor(status: number, body: unknown, retryAfter: string | null) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }
}

/**
 * Settles with the promise, or rejects as soon as the signal aborts: the deadline ends a request even where a
 * fetch implementation does not honour its signal (some ignore an abort that comes before the request left).
 */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * The request itself, on the platform's fetch: GET data in the query string, otherwise a JSON body (SPEC §7);
 * one more try for a read that lost its connection or met a gateway hiccup. `signal` carries the deadline and
 * covers the answer's body too, so a server that sends headers and then nothing cannot hang the page.
 * (A client library did the same for 8 kB of JavaScript on every page; this is the part the shop uses.)
 */
async function send(
  method: 'get' | 'post',
  url: URL,
  options: RequestOptions<unknown>,
  signal: AbortSignal,
): Promise<unknown> {
  const init: RequestInit =
    method === 'get'
      ? { method: 'GET', headers: { accept: 'application/json' }, signal }
      : {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify(options.body ?? {}),
          signal,
        };
  const attempts = method === 'get' ? 2 : 1;
  for (let attempt = 1; ; attempt++) {
    const last = attempt >= attempts;
    let response: Response;
    try {
      response = await abortable(fetch(url, init), signal);
    } catch (error) {
      if (signal.aborted) throw error;
      // Name the request for the log (redactedCause removes the token from it).
      if (last)
        throw new TypeError(`${init.method} ${url.href}: ${error instanceof Error ? error.message : error}`);
      await pause(RETRY_DELAY_MS, signal);
      continue;
    }
    if (response.ok) return abortable(response.json(), signal);
    if (!last && RETRY_STATUSES.has(response.status)) {
      await pause(RETRY_DELAY_MS, signal);
      continue;
    }
    const body: unknown = await abortable(response.json(), signal).catch(() => ({}));
    throw new HttpStatusError(response.status, body, response.headers.get('retry-after'));
  }
}

/**
 * Reads on their way, by address (token included): a read asked for again before the answer is there shares it
 * instead of sending a second request: two packages that want the same data at once (the museum's meta data,
 * say) ask the API once; the client is part of the singleton, so it sees both. Only reads without a caller's
 * signal share, so a caller that leaves can never abort another's answer; each caller still checks the answer
 * against its own schema.
 */
const readsOnTheirWay = new Map<string, Promise<unknown>>();

function sendOnce(
  method: 'get' | 'post',
  endpoint: string,
  options: RequestOptions<unknown>,
  signal: AbortSignal,
): Promise<unknown> {
  const url = new URL(endpointUrl(endpoint));
  url.search = searchParams(options.query, options.withToken ?? false).toString();
  if (method !== 'get' || options.signal) return send(method, url, options, signal);
  const onItsWay = readsOnTheirWay.get(url.href);
  if (onItsWay) return abortable(onItsWay, signal);
  const answer = send(method, url, options, signal).finally(() => readsOnTheirWay.delete(url.href));
  readsOnTheirWay.set(url.href, answer);
  return answer;
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
    body = await sendOnce(method, endpoint, options, requestSignal(options.signal, deadline));
  } catch (error) {
    if (error instanceof HttpStatusError) {
      const status = error.status;
      // A read's 503 reloads the page (SPEC §8); a submission's is the caller's to say on its form (a reload
      // would throw away what the visitor entered): describeApiError makes it SERVICE_UNAVAILABLE.
      if (!options.handles?.includes(status) && (method === 'get' || status !== 503))
        handleStatusGlobally(status);
      throw new ApiError(status, errorBodySchema.parse(error.body), parseRetryAfter(error.retryAfter));
    }
    if (options.signal?.aborted) throw error;
    // A shared read ends with the deadline of the caller that sent it, which comes first.
    if (deadline.aborted || (error instanceof Error && error.name === 'TimeoutError'))
      throw new ApiUnavailableError('API_TIMEOUT', redactedCause(error));
    // fetch rejects with a TypeError when there is no answer at all (offline, DNS, CORS).
    if (error instanceof TypeError) throw new ApiUnavailableError('API_UNREACHABLE', redactedCause(error));
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
