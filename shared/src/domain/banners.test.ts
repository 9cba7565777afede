import { describe, expect, it } from 'vitest';
import { prepareBanners } from './banners';

const api = 'http://localhost:4000/';
const banner = (image: string, image_mobile: string, link = 'tickets/1') => ({
  image,
  image_mobile,
  title: ' Light and Shadow ',
  text: 'Impressionism',
  link,
});

describe('prepareBanners (SPEC §3 banners)', () => {
  it('cleans both images and the link', () => {
    const [first] = prepareBanners(
      [
        banner(
          'http://localhost:4000/public/static/banners/{width}/a.svg',
          'http://localhost:4000/public/static/banners/{width}/a-mobile.svg',
        ),
      ],
      api,
      'en',
    );
    expect(first).toEqual({
      image: 'http://localhost:4000/static/banners/a.svg',
      imageMobile: 'http://localhost:4000/static/banners/a-mobile.svg',
      title: 'Light and Shadow',
      text: 'Impressionism',
      link: { kind: 'internal', path: '/en/tickets/1' },
    });
  });

  it('lets one image stand in for the missing other and drops banners without images', () => {
    const banners = prepareBanners(
      [banner('public/static/banners/{width}/b.svg', ''), banner('', ''), banner('', 'static/c.svg', '')],
      api,
      'de',
    );
    expect(banners.map((b) => [b.image, b.imageMobile])).toEqual([
      ['http://localhost:4000/static/banners/b.svg', 'http://localhost:4000/static/banners/b.svg'],
      ['http://localhost:4000/static/c.svg', 'http://localhost:4000/static/c.svg'],
    ]);
    expect(banners[1]?.link).toBeNull();
  });

  it('gives a banner without a title no link (it would be a link without a name over the whole banner)', () => {
    const [untitled] = prepareBanners([{ ...banner('static/d.svg', ''), title: '  ' }], api, 'en');
    expect(untitled).toMatchObject({ title: '', link: null });
  });

  it('has nothing to show without banners', () => {
    expect(prepareBanners(undefined, api, 'en')).toEqual([]);
  });
});
