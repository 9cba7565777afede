import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The shared `react-router` and `react-i18next` are client entries that export a chosen list (see
 * client-entries/react-router.ts). A name imported from them that the entry lacks would be undefined at run
 * time; this test finds every import in every package and fails on such a name.
 */
const WORKSPACE = join(import.meta.dirname, '..', '..');
const SOURCE_DIRS = [
  'shared/src',
  'shell/src',
  ...readdirSync(WORKSPACE)
    .filter((dir) => dir.startsWith('mf-'))
    .map((dir) => `${dir}/src`),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    // Tests and the test kit run against the packages themselves (Vitest), never through the client entries.
    if (/\.test\.tsx?$/.test(entry) || path.endsWith(join('shared', 'src', 'testing'))) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) ? [path] : [];
  });
}

/** Value (not type-only) names imported from a module across all packages, with the files using them. */
function importedNames(moduleName: string): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${moduleName}'`, 'g');
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(join(WORKSPACE, dir))) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        if (match[1]) continue;
        for (const part of (match[2] ?? '').split(',')) {
          const name = part.trim();
          if (!name || name.startsWith('type ')) continue;
          const imported = name.split(/\s+as\s+/)[0]?.trim() ?? name;
          names.set(imported, [...(names.get(imported) ?? []), file.replace(`${WORKSPACE}/`, '')]);
        }
      }
    }
  }
  return names;
}

function exportedNames(entryFile: string): Set<string> {
  const source = readFileSync(join(import.meta.dirname, 'client-entries', entryFile), 'utf8');
  const names = new Set<string>();
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  for (const match of source.matchAll(/export\s+function\s+(\w+)/g)) if (match[1]) names.add(match[1]);
  return names;
}

describe.each([
  ['react-router', 'react-router.ts'],
  ['react-i18next', 'react-i18next.ts'],
])('the shared %s client entry', (moduleName, entryFile) => {
  it('exports every name the packages import', () => {
    const exported = exportedNames(entryFile);
    const missing = [...importedNames(moduleName)].filter(([name]) => !exported.has(name));
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('is really used: the scan finds imports', () => {
    expect(importedNames(moduleName).size).toBeGreaterThan(0);
  });
});

/** The zod/mini functions the packages call as `z.name`; type positions (`z.infer<…>`, `z.core.$ZodType`) aside. */
const ZOD_TYPE_NAMESPACE = new Set(['infer', 'input', 'output', 'core', 'ZodMiniType']);

function zodCalls(): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(join(WORKSPACE, dir))) {
      const source = readFileSync(file, 'utf8');
      if (!source.includes("from 'zod/mini'")) continue;
      for (const [, name] of source.matchAll(/\bz\.([A-Za-z_$][\w$]*)/g)) {
        if (!name || ZOD_TYPE_NAMESPACE.has(name)) continue;
        names.set(name, [...(names.get(name) ?? []), file.replace(`${WORKSPACE}/`, '')]);
      }
    }
  }
  return names;
}

describe('the shared zod/mini client entry', () => {
  const entry = readFileSync(join(import.meta.dirname, 'client-entries', 'zod-mini.ts'), 'utf8');
  // `{ array, catch: catchValue, … }`: each property's key.
  const listed = new Set(
    (/export const z = \{([^}]*)\}/.exec(entry)?.[1] ?? '')
      .split(',')
      .map((property) => property.split(':')[0]?.trim())
      .filter((name): name is string => Boolean(name)),
  );

  it('carries every function the packages call on `z`', () => {
    const missing = [...zodCalls()].filter(([name]) => !listed.has(name));
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('carries nothing the packages do not call: the start page pays for each one', () => {
    const called = zodCalls();
    expect([...listed].filter((name) => !called.has(name))).toEqual([]);
  });

  it('is what the packages import: `z` from zod/mini, never another zod entry', () => {
    const offenders = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(WORKSPACE, dir))).filter((file) => {
      const source = readFileSync(file, 'utf8');
      return /from 'zod(?:\/v4)?(?:\/mini)?'/.test(source) && !/import \{ z \} from 'zod\/mini'/.test(source);
    });
    expect(offenders).toEqual([]);
    expect(zodCalls().size).toBeGreaterThan(10);
  });
});

describe('react-router/dom', () => {
  it('is not imported: RouterProvider comes from the react-router client entry', () => {
    const offenders = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(WORKSPACE, dir))).filter((file) =>
      readFileSync(file, 'utf8').includes("from 'react-router/dom'"),
    );
    expect(offenders).toEqual([]);
  });
});
