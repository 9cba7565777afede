import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// That the rules stay pure (no React, store, i18n instance or network) is the linter's job: biome.json's
// noRestrictedImports for shared/src/domain. This checks that every rule is reachable from its entry.

function ruleFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return ruleFiles(path);
    return entry.endsWith('.ts') && !entry.endsWith('.test.ts') ? [path] : [];
  });
}

describe('@museum/shared/domain', () => {
  it('exports every rule module', () => {
    const index = readFileSync(join(import.meta.dirname, 'index.ts'), 'utf8');
    const missing = ruleFiles(import.meta.dirname)
      .map((file) => relative(import.meta.dirname, file).replace(/\.ts$/, ''))
      .filter((module) => module !== 'index' && !index.includes(`'./${module}'`));
    expect(missing).toEqual([]);
  });
});
