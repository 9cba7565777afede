import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type BootPreloads,
  bootPreloadLink,
  isBootPreloads,
  languageOfPath,
  readBootPreloads,
  remoteOfPath,
} from '../../scripts/lib/boot-preloads.mjs';

const preloads: BootPreloads = {
  texts: { de: ['/static/js/async/g.22dfe7755e.js'], en: ['/static/js/async/2m.a9b3614bd6.js'] },
  api: ['shopinfo/config?shop=179', 'content/static'],
  remotes: { mf_tickets: ['tickets'], mf_shop: ['merchandise', 'product'] },
};

describe('the start requests a page announces (scripts/lib/boot-preloads.mjs)', () => {
  it('finds the language of a page path, and only a language the build has texts for', () => {
    expect(languageOfPath(preloads, '/de/tickets/1')).toBe('de');
    expect(languageOfPath(preloads, '/en')).toBe('en');
    expect(languageOfPath(preloads, '/')).toBeNull();
    expect(languageOfPath(preloads, '/xx/tickets')).toBeNull();
    expect(languageOfPath(preloads, '/logout')).toBeNull();
    expect(languageOfPath(preloads, '/constructor/')).toBeNull();
  });

  it('names the texts as a script, the API calls as CORS fetches, joined as the client joins them, and a connection for the pictures', () => {
    expect(bootPreloadLink(preloads, 'de', 'https://api.museum.example/v1')).toBe(
      [
        '</static/js/async/g.22dfe7755e.js>; rel=preload; as=script',
        '<https://api.museum.example/v1/de/shopinfo/config?shop=179>; rel=preload; as=fetch; crossorigin',
        '<https://api.museum.example/v1/de/content/static>; rel=preload; as=fetch; crossorigin',
        // <img>s ask with credentials, on connections apart from the CORS reads: no `crossorigin`.
        '<https://api.museum.example>; rel=preconnect',
      ].join(', '),
    );
  });

  it('names the API as the client parses it: in ASCII, whatever the configuration spells', () => {
    expect(bootPreloadLink(preloads, 'de', 'https://API.museum.example:443/v1')).toContain(
      '<https://api.museum.example/v1/de/content/static>',
    );
    expect(bootPreloadLink(preloads, 'de', 'https://museum.example/ä/')).toContain(
      '<https://museum.example/%C3%A4/de/content/static>',
    );
    expect(bootPreloadLink(preloads, 'de', 'https://музей.example/')).toContain(
      '<https://xn--e1adhj9a.example/de/content/static>',
    );
    expect(bootPreloadLink(preloads, 'de', 'https://api.museum.example/a b/')).toContain(
      '<https://api.museum.example/a%20b/de/content/static>',
    );
    // A line break ends no header line: the URL parser drops it, as it does for the client.
    expect(bootPreloadLink(preloads, 'de', 'https://api.museum.example/\r\nSet-Cookie: x=1/')).toContain(
      '<https://api.museum.example/Set-Cookie:%20x=1/de/content/static>',
    );
  });

  it('announces no API call for an address that is no http(s) URL or would break the header', () => {
    const textsOnly = '</static/js/async/g.22dfe7755e.js>; rel=preload; as=script';
    for (const api of [
      undefined,
      42,
      'not a url',
      'javascript:alert(1)/',
      'https://api.museum.example/>; rel=prefetch, <https://evil.example/',
      // nginx would read it as a variable.
      'https://api.museum.example/$host/',
    ])
      expect(bootPreloadLink(preloads, 'de', api), String(api)).toBe(textsOnly);
  });

  it("finds the remote whose page a path is, below the language's prefix only", () => {
    expect(remoteOfPath(preloads, '/de/tickets/1')).toBe('mf_tickets');
    expect(remoteOfPath(preloads, '/en/tickets')).toBe('mf_tickets');
    expect(remoteOfPath(preloads, '/en/product/7?x=1')).toBe('mf_shop');
    expect(remoteOfPath(preloads, '/en/')).toBeNull();
    expect(remoteOfPath(preloads, '/en/page/shipping')).toBeNull();
    expect(remoteOfPath(preloads, '/tickets')).toBeNull();
    expect(remoteOfPath(preloads, '/en/constructor')).toBeNull();
    expect(remoteOfPath({ texts: preloads.texts, api: preloads.api }, '/en/tickets')).toBeNull();
  });

  it("names a remote's manifest as the shell fetches it, its scripts' connection, and an entry as the runtime's script loads it", () => {
    const start = bootPreloadLink(preloads, 'de', 'https://api.museum.example/');
    expect(
      bootPreloadLink(
        preloads,
        'de',
        'https://api.museum.example/',
        'https://tickets.museum.example/mf-manifest.json',
      ),
    ).toBe(
      `${start}, <https://tickets.museum.example/mf-manifest.json>; rel=preload; as=fetch; crossorigin, ` +
        // The remote's scripts come without `crossorigin`: a connection of their own, opened beside the manifest.
        '<https://tickets.museum.example>; rel=preconnect',
    );
    expect(
      bootPreloadLink(
        preloads,
        'de',
        'https://api.museum.example/',
        'https://cdn.museum.example/t/v2/remoteEntry.js',
      ),
    ).toBe(`${start}, <https://cdn.museum.example/t/v2/remoteEntry.js>; rel=preload; as=script`);
    for (const remote of [
      undefined,
      null,
      42,
      '/mf-manifest.json',
      'javascript:alert(1)//mf-manifest.json',
      'https://tickets.museum.example/a>; rel=prefetch, <https://evil.example/mf-manifest.json',
      'https://tickets.museum.example/$host/mf-manifest.json',
    ])
      expect(bootPreloadLink(preloads, 'de', 'https://api.museum.example/', remote), String(remote)).toBe(
        start,
      );
  });

  it('reads the build file, and nothing from a build without one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'museum-boot-preloads-'));
    expect(readBootPreloads(dir)).toBeNull();
    writeFileSync(join(dir, 'boot-preloads.json'), JSON.stringify(preloads));
    expect(readBootPreloads(dir)).toEqual(preloads);
    for (const broken of [
      { texts: {}, api: [1] },
      { texts: null, api: [] },
      { texts: { 'de"': ['/a.js'] }, api: [] },
      { texts: { de: ['/a.js>; rel=prefetch'] }, api: [] },
      { texts: { de: ['/a.js'] }, api: ['content/$host'] },
      { texts: { de: ['/a.js'] }, api: [], remotes: [] },
      { texts: { de: ['/a.js'] }, api: [], remotes: { mf_tickets: ['tickets|.*'] } },
      { texts: { de: ['/a.js'] }, api: [], remotes: { '"mf': ['tickets'] } },
    ]) {
      writeFileSync(join(dir, 'boot-preloads.json'), JSON.stringify(broken));
      expect(() => readBootPreloads(dir), JSON.stringify(broken)).toThrow(/not a boot-preloads file/);
      expect(isBootPreloads(broken), JSON.stringify(broken)).toBe(false);
    }
    expect(isBootPreloads(preloads)).toBe(true);
  });
});
