import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyResponse } from 'ky';
import { z } from 'zod/mini';
import { currentLanguage } from '../i18n/i18n';
import { apiLanguage, LOCALES } from '../i18n/languages';
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

/** SPEC §8: what the whole shop does for a status, whoever asked. */
function handleStatusGlobally(status: number): void {
  if (status === 401 || status === 403) {
    onUnauthorized?.();
  } else if (status === 500) {
    useMessageStore.getState().showMessage({
      tone: 'danger',
      content: { key: 'errors.server', values: { email: getSupportEmail() } },
      timeout: SERVER_ERROR_MESSAGE_MS,
    });
  } else if (status === 503) {
    window.location.reload();
  }
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
      retry: method === 'get' ? 1 : 0,
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
      throw new ApiUnavailableError('API_UNREACHABLE', error);
    throw error;
  }
  try {
    const parsed = z.object({ data: options.data }).safeParse(await response.json());
    if (!parsed.success) throw new ApiUnavailableError('API_CONTRACT_MISMATCH', parsed.error);
    return parsed.data.data;
  } catch (error) {
    if (error instanceof ApiUnavailableError) throw error;
    throw new ApiUnavailableError('API_CONTRACT_MISMATCH', error);
  } finally {
    endRequest();
  }
}

/** True for every failure the API client reports (an error status, no answer, or an answer off-contract). */
export function isApiFailure(error: unknown): error is ApiError | ApiUnavailableError {
  return error instanceof ApiError || error instanceof ApiUnavailableError;
}
