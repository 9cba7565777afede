import { type ShopConfig, useConfigStore, useContentStore } from '@museum/shared';
import type { Banner } from '@museum/shared/wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NARROW_BANNER_MEDIA, preloadFirstBanner } from './preload-first-banner';

const API = 'https://api.museum.example/';
const banner = (image: string, imageMobile: string): Banner => ({
  image,
  image_mobile: imageMobile,
  title: 'Impressionism',
  text: '',
  link: '',
});

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    media: link.getAttribute('media'),
    fetchpriority: link.getAttribute('fetchpriority'),
  }));

function withHomeBanners(banners: Banner[]): void {
  useConfigStore.getState().setShopConfig({ api: API } as ShopConfig);
  useContentStore.getState().setContent({ banners: { home: banners }, cookie_warning: '', social_media: [] });
}

beforeEach(() => {
  document.head.replaceChildren();
});
afterEach(() => {
  document.head.replaceChildren();
});

describe('preloadFirstBanner', () => {
  it('asks for the first banner only, each image under the media query its <picture> uses it with', () => {
    withHomeBanners([
      banner('/static/banners/first.svg', '/static/banners/first-mobile.svg'),
      banner('/static/banners/second.svg', '/static/banners/second-mobile.svg'),
    ]);
    preloadFirstBanner('en');
    expect(preloads()).toEqual([
      {
        href: `${API}static/banners/first-mobile.svg`,
        as: 'image',
        media: NARROW_BANNER_MEDIA,
        fetchpriority: 'high',
      },
      {
        href: `${API}static/banners/first.svg`,
        as: 'image',
        media: `not all and ${NARROW_BANNER_MEDIA}`,
        fetchpriority: 'high',
      },
    ]);
  });

  it('asks once for a banner with one image, and never twice', () => {
    withHomeBanners([banner('/static/banners/only.svg', '')]);
    preloadFirstBanner('en');
    preloadFirstBanner('de');
    expect(preloads()).toEqual([
      { href: `${API}static/banners/only.svg`, as: 'image', media: null, fetchpriority: 'high' },
    ]);
  });

  it('asks for nothing without banners, or for an image that is not on http(s)', () => {
    withHomeBanners([]);
    preloadFirstBanner('en');
    withHomeBanners([banner('javascript:alert(1)', '')]);
    preloadFirstBanner('en');
    expect(preloads()).toEqual([]);
  });
});
