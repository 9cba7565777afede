// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/i18n/languages.ts';
import { bootPage, loadingLabel } from './boot-pages.ts';

const indexHtml = readFileSync(new URL('../../shell/index.html', import.meta.url), 'utf8');

describe("the shell's page in each language (boot-pages)", () => {
  it("writes the language's lang and the spinner's label into the shell's index.html", () => {
    const page = bootPage(indexHtml, 'de', loadingLabel('de', null));
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('role="status" aria-label="Wird geladen …"');
    expect(page).toContain('<title>Museumsshop</title>');
    expect(page).toContain(
      '<meta name="description" content="Tickets, Führungen, Jahreskarten, Gutscheine und der Museumsshop – online." />',
    );
    expect(page).not.toContain('lang="en"');
    // Nothing else changes: the scripts, styles and their hashes in the policy stay those of index.html.
    expect(
      page
        .replace('lang="de"', 'lang="en"')
        .replace('Wird geladen …', 'Loading')
        .replace(
          'Tickets, Führungen, Jahreskarten, Gutscheine und der Museumsshop – online.',
          'Tickets, guided tours, annual passes, vouchers and the museum shop, online.',
        )
        .replace('<title>Museumsshop</title>', '<title>Museum shop</title>'),
    ).toBe(indexHtml);
  });

  it('keeps a title of its own, and takes a label as text', () => {
    const own = indexHtml.replace('<title>Museum shop</title>', '<title>Lindenhof</title>');
    const page = bootPage(own, 'sv', "Vänta $' $& $$");
    expect(page).toContain('<title>Lindenhof</title>');
    expect(page).toContain(`aria-label="Vänta $' $&amp; $$"`);
    expect(page.length).toBeLessThan(own.length + 20);
  });

  it('has a label and a description of its own in every language', () => {
    const labels = LANGUAGES.map((language) => loadingLabel(language, null));
    expect(new Set(labels).size).toBe(LANGUAGES.length);
    const descriptions = LANGUAGES.map(
      (language) =>
        /<meta name="description" content="([^"]+)"/.exec(bootPage(indexHtml, language, 'x'))?.[1],
    );
    expect(new Set(descriptions).size).toBe(LANGUAGES.length);
  });

  it("takes the museum's own wording first, and keeps it an attribute", () => {
    const overrides = { fr: { common: { status: { loading: 'Un instant, "s\'il vous plaît" <3' } } } };
    expect(loadingLabel('fr', overrides)).toBe('Un instant, "s\'il vous plaît" <3');
    expect(loadingLabel('it', overrides)).toBe('Caricamento…');
    expect(loadingLabel('fr', { fr: { common: { status: { loading: '  ' } } } })).toBe('Chargement…');
    expect(bootPage(indexHtml, 'fr', loadingLabel('fr', overrides))).toContain(
      'aria-label="Un instant, &quot;s\'il vous plaît&quot; &lt;3"',
    );
  });

  it('stops the build when index.html no longer says what it replaces (the page would stay English)', () => {
    expect(() => bootPage(indexHtml.replace('lang="en"', 'lang="de"'), 'fr', 'Chargement…')).toThrow(
      /<html lang="en">/,
    );
    expect(() => bootPage(`${indexHtml}<p aria-label="Loading"></p>`, 'fr', 'Chargement…')).toThrow(
      /exactly once/,
    );
  });
});
