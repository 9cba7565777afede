import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { initI18n } from '../i18n/i18n';
import { useCustomerStore } from '../stores/customer-store';
import { SERVER_ERROR_MESSAGE_MS, useMessageStore } from '../stores/message-store';
import { useSessionStore } from '../stores/session-store';
import { useWaitingStore } from '../stores/waiting-store';
import {
  ApiError,
  ApiUnavailableError,
  apiRequest,
  configureApi,
  globalErrorAction,
  parseRetryAfter,
  RELOAD_GUARD_MS,
  redactToken,
  setUnauthorizedHandler,
} from './client';

const JWT = 'aaa.bbb.ccc';
const customer = {
  salutation: 'ms',
  fname: 'Anna',
  lname: 'Schmidt',
  email: 'anna@example.com',
  phone: '',
  company: '',
  addrBilling: { name: 'Anna Schmidt', street: 'Allee 1', zip: '10115', city: 'Berlin', country: 'DE' },
  addrShipping: null,
  isGuest: false,
  send_invoice: true,
};

function answer(status: number, body: unknown): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

const request = (options: { handles?: number[]; withToken?: boolean } = {}) =>
  apiRequest('get', 'customer', { data: z.string(), ...options });

describe('globalErrorAction (SPEC §8)', () => {
  it.each([
    [401, 'login'],
    [403, 'login'],
    [500, 'serverError'],
    [503, 'reload'],
    [404, null],
    [410, null],
    [422, null],
  ])('%i → %s', (status, action) => {
    expect(globalErrorAction(status)).toBe(action);
  });
});

describe('apiRequest error handling (SPEC §8)', () => {
  const onUnauthorized = vi.fn();

  beforeEach(async () => {
    await initI18n('en');
    configureApi({ baseUrl: 'https://api.museum.example/', supportEmail: 'help@museum.example' });
    setUnauthorizedHandler(onUnauthorized);
    useSessionStore.setState({ jwt: JWT });
    useCustomerStore.setState({ customer });
    useMessageStore.setState({ message: null, toasts: [] });
    sessionStorage.clear();
    onUnauthorized.mockReset();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('asks {api}{lang}/{endpoint} with the token as `_` and keeps the waiting flag balanced', async () => {
    answer(200, { data: 'ok' });
    await expect(request({ withToken: true })).resolves.toBe('ok');
    const input = vi.mocked(fetch).mock.calls[0]?.[0];
    const url = new URL(input instanceof Request ? input.url : String(input));
    expect(`${url.origin}${url.pathname}`).toBe('https://api.museum.example/en/customer');
    expect(url.searchParams.get('_')).toBe(JWT);
    expect(useWaitingStore.getState().pending).toBe(0);
  });

  it('500: a danger message with the support address, shown for 15000 ms', async () => {
    vi.useFakeTimers();
    answer(500, { error: 'INTERNAL_ERROR' });
    await expect(request()).rejects.toBeInstanceOf(ApiError);
    expect(useMessageStore.getState().message).toEqual({
      tone: 'danger',
      content: { key: 'errors.server', values: { email: 'help@museum.example' } },
      timeout: SERVER_ERROR_MESSAGE_MS,
    });
    vi.advanceTimersByTime(SERVER_ERROR_MESSAGE_MS - 1);
    expect(useMessageStore.getState().message).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(useMessageStore.getState().message).toBeNull();
    expect(useWaitingStore.getState().pending).toBe(0);
  });

  it('401: to login, and the refused token and customer are forgotten', async () => {
    answer(401, { error: 'UNAUTHORIZED' });
    await expect(request({ withToken: true })).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(useSessionStore.getState().jwt).toBeNull();
    expect(useCustomerStore.getState().customer).toBeNull();
  });

  it('403: to login, the session stays (a guest may sign in as a customer)', async () => {
    answer(403, { error: 'FORBIDDEN' });
    await expect(request({ withToken: true })).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(useSessionStore.getState().jwt).toBe(JWT);
  });

  it('a status the caller handles itself stays out of the global handling', async () => {
    answer(401, { error: 'AUTH_LOGIN_FAILED' });
    await expect(request({ handles: [401] })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(useSessionStore.getState().jwt).toBe(JWT);
  });

  it('other statuses only reach the caller, with the error code and field errors', async () => {
    answer(422, { error: { email: 'EMAIL_INVALID', zip: ['ZIP_INVALID'] } });
    const error = await request().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ email: ['EMAIL_INVALID'], zip: ['ZIP_INVALID'] });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(useMessageStore.getState().message).toBeNull();
  });

  it('429: the wait the API asks for (Retry-After) reaches the caller', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: 'AUTH_TOO_MANY_ATTEMPTS' }), {
            status: 429,
            headers: { 'content-type': 'application/json', 'retry-after': '30' },
          }),
      ),
    );
    const error = await request({ handles: [429] }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, code: 'AUTH_TOO_MANY_ATTEMPTS', retryAfterSeconds: 30 });
    answer(429, { error: 'AUTH_TOO_MANY_ATTEMPTS' });
    await expect(request({ handles: [429] })).rejects.toMatchObject({ retryAfterSeconds: null });
  });

  it('503: reloads the page, but not again within the guard time', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    answer(503, { error: 'SERVICE_UNAVAILABLE' });
    await expect(request()).rejects.toMatchObject({ status: 503 });
    expect(reload).toHaveBeenCalledOnce();
    await expect(request()).rejects.toMatchObject({ status: 503 });
    expect(reload).toHaveBeenCalledOnce();
    expect(useMessageStore.getState().message?.content).toEqual({ key: 'errors.unavailable' });
    sessionStorage.setItem('museum:reloadedAt', String(Date.now() - RELOAD_GUARD_MS));
    await expect(request()).rejects.toMatchObject({ status: 503 });
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('no answer at all: the error names the problem but never the token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        // What Chromium throws when the API cannot be reached; the client names the request (with its URL) in the cause.
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await request({ withToken: true }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiUnavailableError);
    const cause = (error as ApiUnavailableError).cause as Error;
    expect(cause.message).toContain('[redacted]');
    expect(cause.message).not.toContain(JWT);
    expect(useWaitingStore.getState().pending).toBe(0);
  });
});

describe('a read asked for again while it is on its way', () => {
  beforeEach(() => {
    configureApi({ baseUrl: 'https://api.museum.example/', supportEmail: 'help@museum.example' });
    useSessionStore.setState({ jwt: null });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const info = (data: z.ZodMiniType, signal?: AbortSignal) =>
    apiRequest('get', 'shopinfo', { query: { shop: 179 }, data, signal });

  it('shares the answer: one request, each caller checks it against its own schema', async () => {
    answer(200, { data: 'meta' });
    const [text, number] = await Promise.allSettled([info(z.string()), info(z.number())]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(text).toEqual({ status: 'fulfilled', value: 'meta' });
    expect(number).toMatchObject({ status: 'rejected', reason: { code: 'API_CONTRACT_MISMATCH' } });
    expect(useWaitingStore.getState().pending).toBe(0);
  });

  it('asks again once the answer is there, for another address, with a caller’s signal, and for every POST', async () => {
    answer(200, { data: 'meta' });
    await info(z.string());
    await info(z.string());
    expect(fetch).toHaveBeenCalledTimes(2);

    await Promise.all([
      info(z.string()),
      apiRequest('get', 'shopinfo', { query: { shop: 180 }, data: z.string() }),
      info(z.string(), new AbortController().signal),
      apiRequest('post', 'shopinfo', { data: z.string() }),
      apiRequest('post', 'shopinfo', { data: z.string() }),
    ]);
    expect(fetch).toHaveBeenCalledTimes(7);
  });

  it('a failed read fails for everyone who waited for it, and the next one asks again', async () => {
    answer(404, { error: 'NOT_FOUND' });
    const both = await Promise.allSettled([info(z.string()), info(z.string())]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(both.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await info(z.string()).catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('parseRetryAfter (RFC 9110 §10.2.3)', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');

  it('reads delta-seconds and HTTP dates', () => {
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter(' 900 ', now)).toBe(900);
    expect(parseRetryAfter('Tue, 24 Nov 2026 10:02:00 GMT', now)).toBe(120);
  });

  it.each([null, '', 'soon', '-5', '0', 'Tue, 24 Nov 2026 09:00:00 GMT', '999999999'])(
    'has no wait for %j',
    (value) => {
      expect(parseRetryAfter(value, now)).toBeNull();
    },
  );
});

describe('redactToken', () => {
  it('removes the value of `_` wherever it is in the query', () => {
    expect(redactToken('GET https://api/en/customer?_=a.b.c&x=1')).toBe(
      'GET https://api/en/customer?_=[redacted]&x=1',
    );
    expect(redactToken('https://api/en/x?shop=179&_=a.b.c')).toBe('https://api/en/x?shop=179&_=[redacted]');
    expect(redactToken('nothing here')).toBe('nothing here');
  });
});
