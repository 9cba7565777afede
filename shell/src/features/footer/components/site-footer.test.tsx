import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../../testing/render-in-shop';
import { SiteFooter } from './site-footer';

const custom = (lang: string) => ({
  imprint: { url: `https://www.museum.example/${lang}/imprint`, title: `Imprint ${lang}` },
  terms: { url: `https://www.museum.example/${lang}/terms`, title: `Terms ${lang}` },
  data_protection: { url: `https://www.museum.example/${lang}/privacy`, title: `Privacy ${lang}` },
  shipping: { url: `https://www.museum.example/${lang}/shipping`, title: `Shipping ${lang}` },
});

const legalLinks = () =>
  within(screen.getByRole('navigation', { name: 'Legal information' })).getAllByRole('link');

afterEach(cleanup);

describe('SiteFooter legal links (SPEC §2)', () => {
  it("links the museum's own pages of the language in a new tab, without the default pages", async () => {
    await renderInShop(<SiteFooter />, {
      config: { custom_terms_links: { en: custom('en'), de: custom('de') } },
    });
    const links = await screen.findAllByRole('link', { name: /\(opens in a new tab\)$/ });
    expect(legalLinks().map((link) => link.textContent)).toEqual([
      'Imprint en (opens in a new tab)',
      'Terms en (opens in a new tab)',
      'Privacy en (opens in a new tab)',
      'Shipping en (opens in a new tab)',
    ]);
    for (const link of legalLinks()) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(links[0]?.getAttribute('href')).toBe('https://www.museum.example/en/imprint');
    expect(screen.queryByRole('link', { name: 'Accessibility statement' })).toBeNull();
  });

  it('leaves out the custom shipping link without merchandise', async () => {
    await renderInShop(<SiteFooter />, {
      config: { custom_terms_links: { en: custom('en') }, has_merchandise: false },
    });
    expect(legalLinks().map((link) => link.textContent)).not.toContain('Shipping en (opens in a new tab)');
    expect(legalLinks()).toHaveLength(3);
  });

  it("links the shop's static pages by default", async () => {
    await renderInShop(<SiteFooter />, { path: '/en/tickets' });
    expect(legalLinks().map((link) => link.getAttribute('href'))).toEqual([
      '/en/page/imprint',
      '/en/page/terms',
      '/en/page/data_protection',
      '/en/page/accessibility_statement',
      '/en/page/shipping',
    ]);
    expect(legalLinks()[0]?.getAttribute('target')).toBeNull();
  });
});
