import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { initI18n } from '../i18n/i18n';
import { useWaitingStore } from '../stores/waiting-store';
import { apiGet, apiHangs, setUpMuseumApi, TEST_API } from '../testing/museum-api';
import { ApiUnavailableError, apiRequest, configureApi } from './client';

const api = setUpMuseumApi();

beforeAll(() => initI18n('en'));
afterEach(() => useWaitingStore.setState({ pending: 0 }));

const request = (signal?: AbortSignal) => apiRequest('get', 'event/select', { data: z.string(), signal });

describe('every request has a deadline (a hanging API never leaves the visitor waiting)', () => {
  it('ends a request that gets no answer in API_TIMEOUT, and the waiting flag goes off', async () => {
    configureApi({ baseUrl: TEST_API, supportEmail: 'shop@museum.example', timeoutMs: 300 });
    api.use(apiGet('event/select', apiHangs));
    const pending = request();
    expect(useWaitingStore.getState().pending).toBe(1);
    await expect(pending).rejects.toMatchObject({ name: 'ApiUnavailableError', code: 'API_TIMEOUT' });
    expect(useWaitingStore.getState().pending).toBe(0);
  });

  it('also ends one whose headers came but whose body never does', async () => {
    configureApi({ baseUrl: TEST_API, supportEmail: 'shop@museum.example', timeoutMs: 300 });
    api.use(
      apiGet(
        'event/select',
        () =>
          new Response(new ReadableStream({ start: () => undefined }), {
            status: 200,
            headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
          }),
      ),
    );
    await expect(request()).rejects.toBeInstanceOf(ApiUnavailableError);
    expect(useWaitingStore.getState().pending).toBe(0);
  });

  it('ends a read that shares one already on its way in API_TIMEOUT too, when the first deadline ends both', async () => {
    configureApi({ baseUrl: TEST_API, supportEmail: 'shop@museum.example', timeoutMs: 300 });
    api.use(apiGet('event/select', apiHangs));
    const first = request();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = request();
    expect(useWaitingStore.getState().pending).toBe(2);
    await expect(first).rejects.toMatchObject({ name: 'ApiUnavailableError', code: 'API_TIMEOUT' });
    await expect(second).rejects.toMatchObject({ name: 'ApiUnavailableError', code: 'API_TIMEOUT' });
    expect(useWaitingStore.getState().pending).toBe(0);
  });

  it('lets the caller abort (a newer request) without reporting a failure', async () => {
    configureApi({ baseUrl: TEST_API, supportEmail: 'shop@museum.example', timeoutMs: 5000 });
    api.use(apiGet('event/select', apiHangs));
    const controller = new AbortController();
    const pending = request(controller.signal);
    controller.abort();
    const error = await pending.catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(ApiUnavailableError);
    expect(useWaitingStore.getState().pending).toBe(0);
  });

  it('answers in time are unaffected', async () => {
    configureApi({ baseUrl: TEST_API, supportEmail: 'shop@museum.example', timeoutMs: 300 });
    api.use(apiGet('event/select', 'on time'));
    await expect(request()).resolves.toBe('on time');
  });
});
