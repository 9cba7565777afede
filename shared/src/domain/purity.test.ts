import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `@museum/shared/domain` is bundled into each app that imports it (it is not the shared singleton), so it
 * must stay pure: a store, the API client or React imported here would exist twice on a page. Allowed are
 * other rules, the wire types and constants, languages, the route table and date-fns.
 */
const PACKAGES = new Set(['date-fns']);
/** Modules outside the domain folder that a rule may import, relative to shared/src. */
const OUTSIDE = [/^api\/wire\//, /^i18n\/languages$/, /^routes\/route-table$/];
const SRC = join(import.meta.dirname, '..');

function ruleFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return ruleFiles(path);
    return entry.endsWith('.ts') && !entry.endsWith('.test.ts') ? [path] : [];
  });
}

describe('domain rules', () => {
  const files = ruleFiles(import.meta.dirname);

  it.each(files.map((file) => [relative(import.meta.dirname, file), file]))(
    '%s imports only pure modules',
    (_name, file) => {
      const source = readFileSync(file, 'utf8');
      const imports = [...source.matchAll(/^(?:import|export)[^;]*?from '([^']+)'/gm)].map(
        (match) => match[1] ?? '',
      );
      const impure = imports.filter((specifier) => {
        if (!specifier.startsWith('.')) return !PACKAGES.has(specifier);
        const target = relative(SRC, join(file, '..', specifier));
        return !target.startsWith('domain/') && !OUTSIDE.some((pattern) => pattern.test(target));
      });
      expect(impure).toEqual([]);
    },
  );

  it('are all exported from the domain entry', () => {
    const index = readFileSync(join(import.meta.dirname, 'index.ts'), 'utf8');
    const missing = files
      .map((file) => relative(import.meta.dirname, file).replace(/\.ts$/, ''))
      .filter((module) => module !== 'index' && !index.includes(`'./${module}'`));
    expect(missing).toEqual([]);
  });
});
