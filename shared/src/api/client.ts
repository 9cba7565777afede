import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyResponse } from 'ky';
import { z } from 'zod/mini';
import { currentLanguage } from '../i18n/i18n';
import { apiLanguage, LOCALES } from '../i18n/languages';
import { useCustomerStore } from '../stores/customer-store';
import { SERVER_ERROR_MESSAGE_MS, useMessageStore } from '../stores/message-store';
import { useSessionStore } from '../stores/session-store';
import { useWaitingStore } from '../stores/waiting-store';

/** Shop id of SPEC §7/§9, sent where the spec names a `shop` parameter. */
export const SHOP_ID = 179;

interface ApiSettings {
  /** `{api}` of SPEC §7, ending in a slash. */
  baseUrl: string;
  supportEmail: string;
}

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

/** The body the API sends with an error status (SPEC §8): an error code or field errors, or a message. */
const errorBodySchema = z.catch(
  z.object({
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

  /** The error code (`VOUCHER_UNKNOWN_ERROR`, …) when the body has one. */
  get code(): string | null {
    return typeof this.body.error === 'string' ? this.body.error : null;
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

/** No answer at all (offline, DNS, CORS, timeout) or an answer that does not match the contract. */
export class ApiUnavailableError extends Error {
  readonly code: 'API_UNREACHABLE' | 'API_CONTRACT_MISMATCH';
  constructor(code: 'API_UNREACHABLE' | 'API_CONTRACT_MISMATCH', cause?: unknown) {
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

/**
 * One request to the museum API: `{api}{lang}/{endpoint}`, waiting flag on and off around it, the answer
 * checked against the contract once, here, and errors mapped as SPEC §8 says.
 */
export async function apiRequest<T>(
  method: 'get' | 'post',
  endpoint: string,
  options: RequestOptions<T>,
): Promise<T> {
  const { beginRequest, endRequest } = useWaitingStore.getState();
  beginRequest();
  let response: KyResponse;
  try {
    response = await ky(endpointUrl(endpoint), {
      method,
      searchParams: searchParams(options.query, options.withToken ?? false),
      json: method === 'get' ? undefined : (options.body ?? {}),
      // One more try for reads on a lost connection or a gateway hiccup; a 500 is a bug and a 503 reloads.
      retry: method === 'get' ? { limit: 1, statusCodes: [408, 502, 504] } : 0,
      timeout: 30_000,
      signal: options.signal,
    });
  } catch (error) {
    endRequest();
    if (isHTTPError(error)) {
      const status = error.response.status;
      if (!options.handles?.includes(status)) handleStatusGlobally(status);
      throw new ApiError(status, errorBodySchema.parse(error.data));
    }
    if (isNetworkError(error) || isTimeoutError(error))
      throw new ApiUnavailableError('API_UNREACHABLE', redactedCause(error));
    throw error;
  }
  try {
    const parsed = z.object({ data: options.data }).safeParse(await response.json());
    if (!parsed.success) throw new ApiUnavailableError('API_CONTRACT_MISMATCH', redactedCause(parsed.error));
    return parsed.data.data;
  } catch (error) {
    if (error instanceof ApiUnavailableError) throw error;
    throw new ApiUnavailableError('API_CONTRACT_MISMATCH', redactedCause(error));
  } finally {
    endRequest();
  }
}

/** True for every failure the API client reports (an error status, no answer, or an answer off-contract). */
export function isApiFailure(error: unknown): error is ApiError | ApiUnavailableError {
  return error instanceof ApiError || error instanceof ApiUnavailableError;
}
