import { describe, expect, it } from 'vitest';
import { remoteConfig } from '../testing/remote-config';
import { legalLinks, partnerGroups, socialIcons } from './footer-links';

const link = (lang: string, page: string) => ({
  url: `https://www.museum.example/${lang}/${page}`,
  title: `${page} (${lang})`,
});

const custom = {
  en: {
    imprint: link('en', 'imprint'),
    terms: link('en', 'terms'),
    data_protection: link('en', 'privacy'),
    shipping: link('en', 'shipping'),
  },
  de: { imprint: link('de', 'impressum'), terms: { url: 'javascript:alert(1)', title: 'AGB' } },
};

describe('legalLinks (SPEC §2 footer)', () => {
  it('shows the default static pages with the accessibility statement for EUR and shipping with merchandise', () => {
    expect(legalLinks(remoteConfig(), 'en')).toEqual([
      { page: 'imprint', kind: 'internal', path: '/en/page/imprint' },
      { page: 'terms', kind: 'internal', path: '/en/page/terms' },
      { page: 'data_protection', kind: 'internal', path: '/en/page/data_protection' },
      { page: 'accessibility_statement', kind: 'internal', path: '/en/page/accessibility_statement' },
      { page: 'shipping', kind: 'internal', path: '/en/page/shipping' },
    ]);
  });

  it('leaves out the accessibility statement for other currencies and shipping without merchandise', () => {
    const pages = legalLinks(remoteConfig({ currency: 'CHF', has_merchandise: false }), 'de').map(
      (link) => link.page,
    );
    expect(pages).toEqual(['imprint', 'terms', 'data_protection']);
  });

  it('uses the custom links of the language instead, shipping only with merchandise', () => {
    const remote = remoteConfig({ custom_terms_links: custom });
    expect(legalLinks(remote, 'en')).toEqual([
      { page: 'imprint', kind: 'external', ...custom.en.imprint },
      { page: 'terms', kind: 'external', ...custom.en.terms },
      { page: 'data_protection', kind: 'external', ...custom.en.data_protection },
      { page: 'shipping', kind: 'external', ...custom.en.shipping },
    ]);
    const withoutShop = remoteConfig({ custom_terms_links: custom, has_merchandise: false });
    expect(legalLinks(withoutShop, 'en').map((l) => l.page)).not.toContain('shipping');
  });

  it('falls back to the preferred language and drops unsafe custom links', () => {
    const remote = remoteConfig({ custom_terms_links: custom, prefered_language: 'de' });
    expect(legalLinks(remote, 'fr')).toEqual([{ page: 'imprint', kind: 'external', ...custom.de.imprint }]);
  });
});

describe('socialIcons (SPEC §3 footer data)', () => {
  it('sorts by sequence_no ascending and names the networks', () => {
    const icons = socialIcons([
      { name: 'instagram', link: 'https://instagram.example/m', sequence_no: 2 },
      { name: 'Facebook', link: 'https://facebook.example/m', sequence_no: 1 },
      { name: 'youtube', link: 'https://youtube.example/m', sequence_no: 3 },
      { name: 'evil', link: 'javascript:alert(1)', sequence_no: 0 },
    ]);
    expect(icons).toEqual([
      { network: 'facebook', label: 'Facebook', url: 'https://facebook.example/m' },
      { network: 'instagram', label: 'Instagram', url: 'https://instagram.example/m' },
      { network: 'youtube', label: 'YouTube', url: 'https://youtube.example/m' },
    ]);
  });
});

describe('partnerGroups (SPEC §2 footer)', () => {
  it('names each group in the language and resolves its logos against the API', () => {
    const groups = partnerGroups(
      [
        {
          name: { de: 'Gefördert von', en: 'Funded by' },
          logos: [
            { image: '/static/partners/kultur-stiftung.svg', url: 'https://kultur.example/' },
            { image: '/static/partners/stadt_berlin.svg' },
            { image: '' },
          ],
        },
        { name: { de: 'Leer' }, logos: [] },
      ],
      'en',
      'http://localhost:4000/',
    );
    expect(groups).toEqual([
      {
        name: 'Funded by',
        logos: [
          {
            image: 'http://localhost:4000/static/partners/kultur-stiftung.svg',
            name: 'Kultur Stiftung',
            url: 'https://kultur.example/',
          },
          {
            image: 'http://localhost:4000/static/partners/stadt_berlin.svg',
            name: 'Stadt Berlin',
            url: null,
          },
        ],
      },
    ]);
  });
});
