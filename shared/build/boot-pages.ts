/**
 * The shell's page in each language: `/{language}/index.html`, index.html with the language's `lang` and the
 * boot spinner's label in that language. Until the scripts have run, the page is that HTML alone: a screen
 * reader on /de/ would otherwise read "Loading" with an English voice. The project's static server and the nginx
 * configuration serve it for every page under /{language}/; a host that cannot still serves index.html, in
 * English until the texts arrive.
 */
import { readFileSync } from 'node:fs';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { TextOverrides } from '../src/i18n/i18n.ts';
import { LANGUAGES, type Language } from '../src/i18n/languages.ts';

/** What index.html says in English: exactly one of each, or the build fails (the page would stay English). */
const HTML_LANG = '<html lang="en">';
const SPINNER_LABEL = 'aria-label="Loading"';
/**
 * The page's title until the shop names the page: the shell's build title (shell/rsbuild.config.ts), the first
 * thing a screen reader says of a page. Translated only while it is that default; a build with a title of its
 * own keeps it in every language.
 */
const TITLES: Record<Language, string> = {
  de: 'Museumsshop',
  en: 'Museum shop',
  fr: 'Boutique du musée',
  it: 'Negozio del museo',
  nl: 'Museumwinkel',
  es: 'Tienda del museo',
  sv: 'Museibutik',
  da: 'Museumsbutik',
};
const DEFAULT_TITLE = `<title>${TITLES.en}</title>`;

/**
 * What a search engine shows under the shop's pages (the shell's pages are one HTML page until the scripts
 * run): what the shop offers, in the words of its navigation in each language.
 */
const DESCRIPTIONS: Record<Language, string> = {
  de: 'Tickets, Führungen, Jahreskarten, Gutscheine und der Museumsshop – online.',
  en: 'Tickets, guided tours, annual passes, vouchers and the museum shop, online.',
  fr: 'Billets, visites guidées, cartes annuelles, bons cadeaux et la boutique du musée, en ligne.',
  it: 'Biglietti, visite guidate, abbonamenti annuali, buoni regalo e il negozio del museo, online.',
  nl: 'Tickets, rondleidingen, jaarkaarten, cadeaubonnen en de museumwinkel, online.',
  es: 'Entradas, visitas guiadas, pases anuales, vales regalo y la tienda del museo, en línea.',
  sv: 'Biljetter, guidade visningar, årskort, presentkort och museibutiken – online.',
  da: 'Billetter, omvisninger, årskort, gavekort og museumsbutikken – online.',
};
const DEFAULT_DESCRIPTION = `<meta name="description" content="${DESCRIPTIONS.en}" />`;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** index.html in one language. */
export function bootPage(html: string, language: Language, label: string): string {
  for (const marker of [HTML_LANG, SPINNER_LABEL]) {
    if (html.split(marker).length !== 2)
      throw new Error(`boot-pages: index.html must hold ${marker} exactly once`);
  }
  // Replacer functions: a `$&` or `$'` in a museum's own wording is text, not a replacement pattern.
  return html
    .replace(HTML_LANG, () => `<html lang="${language}">`)
    .replace(SPINNER_LABEL, () => `aria-label="${escapeHtml(label)}"`)
    .replace(DEFAULT_TITLE, () => `<title>${escapeHtml(TITLES[language])}</title>`)
    .replace(
      DEFAULT_DESCRIPTION,
      () => `<meta name="description" content="${escapeHtml(DESCRIPTIONS[language])}" />`,
    );
}

/** The spinner's label in one language: the museum's own wording (text overrides) before the shop's. */
export function loadingLabel(language: Language, overrides: TextOverrides | null): string {
  const catalogue = JSON.parse(
    readFileSync(new URL(`../src/i18n/locales/${language}.json`, import.meta.url), 'utf8'),
  ) as { status?: { loading?: unknown } };
  const own = overrides?.[language]?.common?.status;
  const overridden =
    typeof own === 'object' && own !== null ? (own as { loading?: unknown }).loading : undefined;
  // A blank override would be a spinner that says nothing: the shop's own text instead.
  const label =
    typeof overridden === 'string' && overridden.trim() !== '' ? overridden : catalogue.status?.loading;
  if (typeof label !== 'string' || label.trim() === '')
    throw new Error(`boot-pages: the ${language} texts have no status.loading`);
  return label;
}

/** The dev server's fallback: a path under /{language}/ loads that language's page. */
export function bootPageRewrites(): { from: RegExp; to: string }[] {
  return LANGUAGES.map((language) => ({
    // Matched against the path alone; a path with a dot (a file's) is left to the dev server's own fallback.
    from: new RegExp(`^/${language}(?:/[^.]*)?$`),
    to: `/${language}/index.html`,
  }));
}

export function pluginBootPages(overrides: TextOverrides | null): RsbuildPlugin {
  return {
    name: 'museum:boot-pages',
    setup(api) {
      api.processAssets({ stage: 'report' }, ({ compilation, sources }) => {
        const index = compilation.getAsset('index.html');
        if (!index) return;
        const html = index.source.source().toString();
        for (const language of LANGUAGES) {
          compilation.emitAsset(
            `${language}/index.html`,
            new sources.RawSource(bootPage(html, language, loadingLabel(language, overrides))),
          );
        }
      });
    },
  };
}
