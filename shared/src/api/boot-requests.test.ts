import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { LANGUAGES } from '../i18n/languages';
import { bootRequestPaths } from './boot-requests';
import { configureApi } from './client';
import { getRemoteConfig } from './endpoints/remote-config';
import { getStaticContent } from './endpoints/static-content';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('bootRequestPaths', () => {
  it.each(LANGUAGES)(
    'names exactly the requests the start makes in %s, as the client spells them (else a preload goes unused)',
    async (language) => {
      await initI18n(language);
      configureApi({ baseUrl: 'https://api.museum.example/', supportEmail: 'shop@museum.example' });
      const asked: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: URL | string) => {
          asked.push(String(url));
          return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
        }),
      );
      // The empty answers fail validation; only the addresses matter here.
      await Promise.allSettled([getRemoteConfig(), getStaticContent()]);
      // The header names them under the page's language: the client's API language must be the same.
      expect(asked).toEqual(
        bootRequestPaths().map((path) => `https://api.museum.example/${language}/${path}`),
      );
      expect(bootRequestPaths()).toEqual(['shopinfo/config?shop=179', 'content/static']);
    },
  );
});
