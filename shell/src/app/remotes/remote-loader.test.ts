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
    expect(fetchMock).toHaveBeenCalledWith(manifest, undefined);
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

describe('the scripts a manifest names', () => {
  const manifestUrl = 'https://tickets.museum.example/v2/mf-manifest.json';
  const manifest = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { path: './other', assets: { js: { sync: ['static/js/other.js'] } } },
      { path: './routes', assets: { js: { sync: ['static/js/async/routes.1a2b.js'] } } },
    ],
  };

  it('are the entry and the chunks of ./routes, beside the manifest when its public path is "auto"', async () => {
    const { manifestScripts } = await import('./remote-loader');
    expect(manifestScripts(manifestUrl, manifest)).toEqual([
      'https://tickets.museum.example/v2/remoteEntry.js',
      'https://tickets.museum.example/v2/static/js/async/routes.1a2b.js',
    ]);
    const cdn = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/t/' } };
    expect(manifestScripts(manifestUrl, cdn)[0]).toBe('https://cdn.example/t/remoteEntry.js');
  });

  it('are none, or fewer, when the manifest is not what a build writes', async () => {
    const { manifestScripts } = await import('./remote-loader');
    expect(manifestScripts(manifestUrl, null)).toEqual([]);
    expect(manifestScripts(manifestUrl, '<html>')).toEqual([]);
    expect(manifestScripts(manifestUrl, { metaData: { remoteEntry: { name: 'remoteEntry.js' } } })).toEqual(
      [],
    );
    const hostile = {
      metaData: { publicPath: 'javascript:alert(1)//', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    };
    expect(manifestScripts(manifestUrl, hostile)).toEqual([]);
    const many = {
      ...manifest,
      exposes: [
        { path: './routes', assets: { js: { sync: Array.from({ length: 500 }, (_, i) => `c${i}.js`) } } },
      ],
    };
    expect(manifestScripts(manifestUrl, many)).toHaveLength(9);
    const odd = { ...manifest, exposes: [{ path: './routes', assets: { js: { sync: [42, 'a.js'] } } }] };
    expect(manifestScripts(manifestUrl, odd)).toHaveLength(2);
  });

  it('are preloaded as soon as the prefetched manifest arrives, before the runtime takes it', async () => {
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify(manifest)));
    const loader = await loaderWith({ mf_tickets: manifestUrl });
    await loader.loadRemoteModule('mf_tickets');
    await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(2));
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')];
    expect(preloads.map((link) => link.href)).toEqual(loader.manifestScripts(manifestUrl, manifest));
    // The runtime still reads the whole manifest.
    expect(await (await loader.takePrefetchedManifest(manifestUrl))?.json()).toEqual(manifest);
  });
});
