import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

/**
 * Every catalogue of every package is complete in all eight languages (STYLE: incomplete languages are caught
 * by a check, not by visitors): the same keys as English, the same {{placeholders}}, and the plural forms
 * each language's grammar asks for.
 */
const WORKSPACE = join(import.meta.dirname, '..', '..', '..');
const CATALOGUE_DIRS = [
  'shared/src/i18n/locales',
  'shared/src/i18n/api-errors',
  'shared/src/voucher-code/locales',
  ...readdirSync(WORKSPACE)
    .filter((dir) => dir.startsWith('mf-'))
    .map((dir) => `${dir}/src/locales`),
];

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') entries.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) entries.set(inner, text);
  }
  return entries;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Keys without plural suffixes, and which plural bases exist. */
function baseKeys(entries: Map<string, string>): { plain: string[]; plurals: string[] } {
  const plain: string[] = [];
  const plurals = new Set<string>();
  for (const key of entries.keys()) {
    if (PLURAL_SUFFIX.test(key)) plurals.add(key.replace(PLURAL_SUFFIX, ''));
    else plain.push(key);
  }
  return { plain: plain.sort(), plurals: [...plurals].sort() };
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

function load(dir: string, language: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(WORKSPACE, dir, `${language}.json`), 'utf8')) as Catalogue);
}

describe.each(CATALOGUE_DIRS)('catalogues in %s', (dir) => {
  const english = load(dir, 'en');
  const englishKeys = baseKeys(english);

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every key, placeholder and plural form',
    (language) => {
      const catalogue = load(dir, language);
      const keys = baseKeys(catalogue);
      expect(keys.plain).toEqual(englishKeys.plain);
      expect(keys.plurals).toEqual(englishKeys.plurals);
      for (const key of englishKeys.plain) {
        expect(placeholders(catalogue.get(key) ?? ''), `${language}: ${key}`).toEqual(
          placeholders(english.get(key) ?? ''),
        );
        expect(catalogue.get(key)?.trim(), `${language}: ${key} is empty`).not.toBe('');
      }
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const base of englishKeys.plurals) {
        const wanted = placeholders(english.get(`${base}_other`) ?? '');
        for (const category of categories) {
          const key = `${base}_${category}`;
          expect(catalogue.has(key), `${language}: ${key}`).toBe(true);
          const text = catalogue.get(key) ?? '';
          expect(text.trim(), `${language}: ${key} is empty`).not.toBe('');
          // A singular may spell its number out ("ein Ticket"); every other form shows the count, and no
          // form drops or invents another value.
          const expected = category === 'one' ? wanted.filter((name) => name !== 'count') : wanted;
          const found = placeholders(text);
          expect(
            found.filter((name) => !(category === 'one' && name === 'count')),
            `${language}: ${key}`,
          ).toEqual(expected);
        }
      }
    },
  );

  it('English has the plural forms English needs', () => {
    for (const base of englishKeys.plurals) {
      expect(english.has(`${base}_one`) && english.has(`${base}_other`), base).toBe(true);
    }
  });
});
