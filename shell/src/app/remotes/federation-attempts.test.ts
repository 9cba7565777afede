import { type RemoteModule, SHARED_CONTRACT_VERSION, type ShopConfig } from '@museum/shared';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FEDERATION_RUNTIME_GLOBALS } from '../../../../shared/src/federation/runtime-globals';

const manifestUrl = 'https://tickets.museum.example/mf-manifest.json';
const manifest = { metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } } };
const routes: RemoteModule = {
  name: 'mf_tickets',
  version: '1.0.0',
  sharedContract: `^${SHARED_CONTRACT_VERSION}`,
  namespace: 'tickets',
  catalogues: {} as RemoteModule['catalogues'],
  routes: [],
};

// The runtime itself is the library's; what is under test is when the shell registers a remote with it.
const registerRemotes = vi.fn();
const loadRemote = vi.fn(async () => ({ default: routes }));
vi.mock('@module-federation/enhanced/runtime', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@module-federation/enhanced/runtime')>()),
  createInstance: () => ({ registerRemotes, loadRemote }),
}));
vi.mock('./shared-modules', () => ({ providedShared: () => ({}) }));

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  const page = globalThis as Record<string, unknown>;
  for (const global of Object.values(FEDERATION_RUNTIME_GLOBALS)) delete page[global];
});

it('an attempt whose manifest comes after its 15 s registers nothing; the retry registers the remote and loads it', async () => {
  let answerLate = () => {};
  // A manifest server that answers the first request only after the attempt's time is up, and ignores the abort.
  fetchMock.mockImplementationOnce(
    () =>
      new Promise((resolve) => {
        answerLate = () => resolve(new Response(JSON.stringify(manifest)));
      }),
  );
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(manifest)));
  const { loadRemoteModule, useManifests } = await import('./federation');
  useManifests({ mf_tickets: manifestUrl } as ShopConfig['remotes']);
  const loaded = loadRemoteModule('mf_tickets');

  await vi.advanceTimersByTimeAsync(15_000);
  expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  answerLate();
  await vi.advanceTimersByTimeAsync(0);
  expect(registerRemotes).not.toHaveBeenCalled();

  // The retry after the back-off.
  await vi.advanceTimersByTimeAsync(400);
  await expect(loaded).resolves.toBe(routes);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(registerRemotes).toHaveBeenCalledTimes(1);
  expect(registerRemotes).toHaveBeenCalledWith(
    // At an address of its own: a first request that hangs is not waited on again (entryForAttempt).
    [{ name: 'mf_tickets', entry: 'https://tickets.museum.example/remoteEntry.js?attempt=2' }],
    { force: true },
  );
  expect(loadRemote).toHaveBeenCalledWith('mf_tickets/routes');
});

it('asks for the entry at the address the manifest names first, and at one of its own after a failure', async () => {
  const { entryForAttempt } = await import('./federation');
  const entry = 'https://tickets.museum.example/remoteEntry.js';
  expect(entryForAttempt(entry, 0)).toBe(entry);
  expect(entryForAttempt(entry, 1)).toBe(`${entry}?attempt=2`);
  expect(entryForAttempt(`${entry}?v=3`, 2)).toBe(`${entry}?v=3&attempt=3`);
});
