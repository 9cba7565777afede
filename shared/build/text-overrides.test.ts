import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTextOverrides, textOverrideProblems } from './text-overrides.ts';

describe('build-time text overrides (SPEC §1 customisation hook)', () => {
  it('takes per language and namespace the texts a museum words its own way', () => {
    expect(
      textOverrideProblems({
        de: { common: { cookies: { text: 'Wir verwenden nur notwendige Cookies.' } } },
        en: { tickets: { list: { title: 'Exhibitions' } } },
      }),
    ).toEqual([]);
  });

  it('names every problem: an unknown language, a text that is no text, a key or nesting it cannot be', () => {
    expect(
      textOverrideProblems({
        pl: { common: {} },
        de: { common: { title: 3, 'a b': 'x' }, 'not a namespace': {} },
        en: { common: { a: { b: { c: { d: { e: { f: { g: 'deep' } } } } } } } },
        fr: 'tout',
      }),
    ).toEqual([
      "pl is not one of the shop's languages (de, en, fr, it, nl, es, sv, da)",
      'de.common.title must be a text or an object of texts',
      'de.common.a b: a key is letters, digits, _ or -',
      'de.not a namespace is not a namespace name',
      'en.common.a.b.c.d.e.f is nested deeper than 6 levels',
      'fr must be an object of namespaces',
    ]);
    expect(textOverrideProblems([])).toHaveLength(1);
  });

  it('reads nothing without MUSEUM_TEXT_OVERRIDES, and stops the build on a wrong file', () => {
    expect(readTextOverrides('')).toBeNull();
    const dir = mkdtempSync(join(tmpdir(), 'museum-texts-'));
    writeFileSync(join(dir, 'ok.json'), JSON.stringify({ nl: { common: { cart: { title: 'Mandje' } } } }));
    expect(readTextOverrides(join(dir, 'ok.json'))).toEqual({
      nl: { common: { cart: { title: 'Mandje' } } },
    });
    writeFileSync(join(dir, 'broken.json'), '{ "nl": ');
    expect(() => readTextOverrides(join(dir, 'broken.json'))).toThrow(/is not JSON/);
    writeFileSync(join(dir, 'wrong.json'), JSON.stringify({ xx: {} }));
    expect(() => readTextOverrides(join(dir, 'wrong.json'))).toThrow(/xx is not one of the shop's languages/);
  });
});
