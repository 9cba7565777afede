import { describe, expect, it } from 'vitest';
import { assetUrl, siteLink } from './site-links';

describe('assetUrl (SPEC §3 banners)', () => {
  const api = 'http://localhost:4000/';

  it('strips the public prefix and the width placeholder', () => {
    expect(assetUrl('http://localhost:4000/public/static/banners/{width}/impressionism.svg', api)).toBe(
      'http://localhost:4000/static/banners/impressionism.svg',
    );
    expect(assetUrl('public/static/banners/{width}/shop.svg', api)).toBe(
      'http://localhost:4000/static/banners/shop.svg',
    );
  });

  it('resolves /static paths against the API base, also below a path', () => {
    expect(assetUrl('/static/partners/radio.svg', api)).toBe(
      'http://localhost:4000/static/partners/radio.svg',
    );
    expect(assetUrl('/static/a.svg', 'https://api.museum.example/shop/')).toBe(
      'https://api.museum.example/shop/static/a.svg',
    );
  });

  it('drops empty and non-web addresses', () => {
    expect(assetUrl('', api)).toBeNull();
    expect(assetUrl('   ', api)).toBeNull();
    expect(assetUrl('javascript:alert(1)', api)).toBeNull();
  });
});

describe('siteLink', () => {
  it('puts a relative content link below the language prefix', () => {
    expect(siteLink('tickets/1', 'en')).toEqual({ kind: 'internal', path: '/en/tickets/1' });
    expect(siteLink('/de/merchandise', 'en')).toEqual({ kind: 'internal', path: '/de/merchandise' });
  });

  it('keeps web addresses as external links', () => {
    expect(siteLink('https://www.museum.example/', 'en')).toEqual({
      kind: 'external',
      url: 'https://www.museum.example/',
    });
  });

  it('refuses script and protocol-relative addresses', () => {
    expect(siteLink('javascript:alert(1)', 'en')).toBeNull();
    expect(siteLink('//evil.example/', 'en')).toBeNull();
    // Dot segments that parse to `//evil.example/`: a router link there would leave the shop.
    expect(siteLink('/.//evil.example/', 'en')).toBeNull();
    expect(siteLink('.//evil.example/', 'en')).toEqual({ kind: 'internal', path: '/en//evil.example/' });
    expect(siteLink('', 'en')).toBeNull();
  });
});
