import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../../testing/render-in-shop';
import { SiteLogo } from './site-logo';

afterEach(cleanup);

describe('SiteLogo (SPEC §2)', () => {
  it('leads to the language home', async () => {
    await renderInShop(<SiteLogo />, { path: '/de/tickets' });
    const logo = screen.getByRole('link', { name: 'Museum Lindenhof' });
    expect(logo.getAttribute('href')).toBe('/de/');
    expect(logo.getAttribute('target')).toBeNull();
  });

  it("leads to the museum's site in the language, in a new tab, when configured", async () => {
    await renderInShop(<SiteLogo />, {
      config: {
        logo_links_to_main_site: true,
        museum_per_language_urls: { en: 'https://www.museum.example/en/' },
      },
    });
    const logo = screen.getByRole('link', { name: 'Lindenhof Museum (opens in a new tab)' });
    expect(logo.getAttribute('href')).toBe('https://www.museum.example/en/');
    expect(logo.getAttribute('target')).toBe('_blank');
  });
});
