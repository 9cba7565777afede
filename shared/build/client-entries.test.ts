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

/**
 * Value (not type-only) names imported from a module across all packages, with the files using them.
 * `modulePattern` is a regular expression's source for the module specifier (a plain name matches itself).
 */
function importedNames(modulePattern: string): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${modulePattern}'`, 'g');
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

/**
 * Modules only the API parses (request bodies); the browser imports their types alone, so their zod calls need
 * not be in the shared `z`. A test below fails if browser code imports a value from one of them.
 */
const SERVER_ONLY_WIRE = ['shared/src/api/wire/cart-requests.ts'];

/** Source without comments: a `z.name` in a comment is no call. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/**
 * Every `z.name` the browser's code uses as a value. A type position (`z.infer<…>`, `z.input<…>`, the
 * `z.core.$ZodType` namespace) is left out; anything else, called or passed on, counts.
 */
function zodValues(): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(join(WORKSPACE, dir))) {
      const relative = file.replace(`${WORKSPACE}/`, '');
      if (SERVER_ONLY_WIRE.includes(relative)) continue;
      const source = withoutComments(readFileSync(file, 'utf8'));
      if (!source.includes("from 'zod/mini'")) continue;
      for (const [, name, next] of source.matchAll(/\bz\.([A-Za-z_$][\w$]*)\s*([<.]?)/g)) {
        if (!name || (next === '<' && ['infer', 'input', 'output'].includes(name))) continue;
        if (next === '.' && name === 'core') continue;
        names.set(name, [...(names.get(name) ?? []), relative]);
      }
    }
  }
  return names;
}

interface ZodContractEntry {
  version: string;
  zodMajor: number;
  functions: string[];
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
  const { history } = JSON.parse(
    readFileSync(join(import.meta.dirname, 'client-entries', 'zod-mini.contract.json'), 'utf8'),
  ) as { history: ZodContractEntry[] };

  it('carries every function the browser code uses on `z`', () => {
    const missing = [...zodValues()].filter(([name]) => !listed.has(name));
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('carries nothing the browser code does not use: the start page pays for each one', () => {
    const used = zodValues();
    expect([...listed].filter((name) => !used.has(name))).toEqual([]);
  });

  it('is what the packages import: `{ z }` from zod/mini, once, never another zod entry', () => {
    const offenders = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(WORKSPACE, dir))).filter((file) => {
      const source = withoutComments(readFileSync(file, 'utf8'));
      const zodImports = source.match(/from\s+['"]zod[^'"]*['"]|import\(\s*['"]zod/g) ?? [];
      const exact = source.match(/import \{ z \} from 'zod\/mini';/g) ?? [];
      return zodImports.length > 1 || zodImports.length !== exact.length;
    });
    expect(offenders).toEqual([]);
    expect(zodValues().size).toBeGreaterThan(10);
  });

  it('names its list in zod-mini.contract.json, under the version the build shares it as', () => {
    const latest = history.at(-1);
    expect(latest?.functions).toEqual([...listed].sort());
    const installed = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'node_modules', 'zod', 'package.json'), 'utf8'),
    ) as { version: string };
    expect(latest?.zodMajor).toBe(Number(installed.version.split('.')[0]));
  });

  it('versions every change of the list: an addition is a minor, a removal or another zod major a major', () => {
    const parts = (version: string) => version.split('.').map(Number) as [number, number, number];
    for (const [index, next] of history.entries()) {
      const previous = history[index - 1];
      if (!previous) continue;
      const [major, minor] = parts(previous.version);
      const [nextMajor, nextMinor] = parts(next.version);
      const removed = previous.functions.some((name) => !next.functions.includes(name));
      const breaking = removed || next.zodMajor !== previous.zodMajor;
      const label = `${previous.version} → ${next.version}`;
      if (breaking) expect(nextMajor, label).toBeGreaterThan(major);
      else expect(nextMajor > major || (nextMajor === major && nextMinor > minor), label).toBe(true);
    }
  });

  it('leaves the API-only wire modules to the API: no browser code imports a value from them', () => {
    const valueNames = SERVER_ONLY_WIRE.flatMap((file) => [
      ...readFileSync(join(WORKSPACE, file), 'utf8').matchAll(/export const (\w+)/g),
    ]).flatMap(([, name]) => (name ? [name] : []));
    expect(valueNames.length).toBeGreaterThan(0);
    // Every value import from any module: a name of theirs, by whatever path, is the module's value.
    const imported = importedNames("[^']*");
    const offenders = valueNames.flatMap((name) =>
      (imported.get(name) ?? []).map((file) => `${file}: ${name}`),
    );
    expect(offenders).toEqual([]);
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
