import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteEntry } from './federation';

const manifestUrl = 'https://tickets.museum.example/v2/mf-manifest.json';
const manifest = {
  metaData: {
    globalName: 'mf_tickets',
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
  },
  exposes: [{ path: './routes', assets: { js: { sync: ['static/js/async/routes.1a2b.js'] } } }],
};

const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(manifest)));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('a remote registered with the runtime', () => {
  it('is registered by the entry its manifest names, with its global and type (the runtime reads no manifest)', async () => {
    expect(await remoteEntry('mf_tickets', manifestUrl)).toEqual({
      name: 'mf_tickets',
      entry: 'https://tickets.museum.example/v2/remoteEntry.js',
      entryGlobalName: 'mf_tickets',
      type: 'global',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // As every manifest the shell reads, its scripts are preloaded as it arrives.
    await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(2));
  });

  it('follows a public path to a CDN, and leaves global and type to the runtime when the manifest names none', async () => {
    fetchMock.mockImplementationOnce(
      async () =>
        new Response(
          JSON.stringify({
            metaData: { publicPath: 'https://cdn.example/t/', remoteEntry: { name: 'remoteEntry.js' } },
          }),
        ),
    );
    expect(await remoteEntry('mf_tickets', manifestUrl)).toEqual({
      name: 'mf_tickets',
      entry: 'https://cdn.example/t/remoteEntry.js',
    });
  });

  it('is registered as it is when it is configured by its remoteEntry.js, and nothing is fetched', async () => {
    const entry = 'https://tickets.museum.example/remoteEntry.js';
    expect(await remoteEntry('mf_tickets', entry)).toEqual({ name: 'mf_tickets', entry });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is refused when its manifest fails or names no http(s) entry (the attempt fails and is retried)', async () => {
    fetchMock.mockImplementationOnce(async () => new Response('gone', { status: 404 }));
    await expect(remoteEntry('mf_tickets', manifestUrl)).rejects.toThrow(/answered 404/);
    const hostile = {
      metaData: { publicPath: 'javascript:alert(1)//', remoteEntry: { name: 'remoteEntry.js' } },
    };
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify(hostile)));
    await expect(remoteEntry('mf_tickets', manifestUrl)).rejects.toThrow(/no http\(s\) entry/);
    fetchMock.mockImplementationOnce(async () => new Response('null'));
    await expect(remoteEntry('mf_tickets', manifestUrl)).rejects.toThrow(/no http\(s\) entry/);
    fetchMock.mockImplementationOnce(async () => new Response('<html>'));
    await expect(remoteEntry('mf_tickets', manifestUrl)).rejects.toThrow();
  });
});
