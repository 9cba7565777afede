import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loadRemoteModuleInChunk = vi.fn(async (name: string) => ({ name }));
vi.mock('./federation', () => ({
  useManifests: () => undefined,
  loadRemoteModule: (name: string) => loadRemoteModuleInChunk(name),
}));

const fetchMock = vi.fn(async () => new Response('{}'));

beforeEach(() => {
  vi.resetModules();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

async function loaderWith(remotes: Record<string, string>) {
  const loader = await import('./remote-loader');
  loader.registerShopRemotes(remotes as Parameters<typeof loader.registerShopRemotes>[0]);
  return loader;
}

describe('the first remote load', () => {
  it('asks for the manifest beside the federation chunk and hands it to the runtime once', async () => {
    const manifest = 'https://tickets.museum.example/mf-manifest.json';
    const loader = await loaderWith({ mf_tickets: manifest });
    await loader.loadRemoteModule('mf_tickets');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(manifest);
    expect(loader.takePrefetchedManifest(manifest)).toBeInstanceOf(Promise);
    // A retry, or a second instance, asks the network again.
    expect(loader.takePrefetchedManifest(manifest)).toBeUndefined();
  });

  it('preloads, never fetches, a remote registered by its remoteEntry.js (a script, which a CSP may not allow to fetch)', async () => {
    const entry = 'https://tickets.museum.example/remoteEntry.js';
    const loader = await loaderWith({ mf_tickets: entry });
    await loader.loadRemoteModule('mf_tickets');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(loader.takePrefetchedManifest(entry)).toBeUndefined();
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')];
    expect(preloads.map((link) => link.href)).toEqual([entry]);
  });

  it('does not prefetch again once the federation chunk is there (the runtime asks itself)', async () => {
    const loader = await loaderWith({
      mf_tickets: 'https://tickets.museum.example/mf-manifest.json',
      mf_shop: 'https://shop.museum.example/mf-manifest.json',
    });
    await loader.loadRemoteModule('mf_tickets');
    await loader.loadRemoteModule('mf_shop');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
