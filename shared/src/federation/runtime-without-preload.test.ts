import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as standIn from './runtime-without-preload';

/** runtime-core's ES modules as installed, the files the shell's build links, by their path in `dist/`. */
function runtimeCoreModules(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const dist = dirname(require.resolve('@module-federation/runtime-core'));
  return new Map(
    readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => [
        relative(dist, join(dist, file)).replaceAll('\\', '/'),
        readFileSync(join(dist, file), 'utf8'),
      ]),
  );
}

/** The files the stand-in replaces (PRELOAD_FILES in shared/build/federation-runtime.ts). */
const REPLACED = ['plugins/snapshot/SnapshotHandler.js', 'utils/preload.js'];
/** Linked by the shell's build, but left out of its bundle: the snapshot plugin (FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN). */
const LEFT_OUT = ['plugins/snapshot/index.js', 'plugins/generate-preload-assets.js'];

/** The body of a class method, up to the first line that closes a method. */
function methodBody(source: string | undefined, name: string): string {
  const start = source?.indexOf(`\n\t${name}(`) ?? -1;
  const asyncStart = source?.indexOf(`\n\tasync ${name}(`) ?? -1;
  const from = Math.max(start, asyncStart);
  if (!source || from < 0) return '';
  return source.slice(from, source.indexOf('\n\t}\n', from));
}

describe("the shell runtime's stand-in for what only preloadRemote runs (runtime-without-preload.ts)", () => {
  const modules = runtimeCoreModules();
  const bundled = [...modules].filter(([file]) => !REPLACED.includes(file) && !LEFT_OUT.includes(file));

  it('exports every name runtime-core imports from the files it replaces', () => {
    const imported = new Set<string>();
    for (const [file, source] of modules) {
      if (REPLACED.includes(file)) continue;
      for (const [, names] of source.matchAll(
        /import\s*\{([^}]*)\}\s*from\s*"[^"]*\/(?:snapshot\/SnapshotHandler|utils\/preload|\.\/preload)\.js"/g,
      )) {
        for (const name of (names as string).split(',')) imported.add(name.trim());
      }
    }
    // The scan finds what it must: the core constructs a SnapshotHandler.
    expect(imported).toContain('SnapshotHandler');
    for (const name of imported) expect(standIn, name).toHaveProperty(name);
  });

  it('has every member the bundled runtime uses of its snapshot handler', () => {
    const handler = new standIn.SnapshotHandler() as unknown as Record<string, unknown>;
    const used = new Set(bundled.flatMap(([, source]) => [...source.matchAll(/\.snapshotHandler\.(\w+)/g)]));
    expect(used.size).toBeGreaterThan(0);
    for (const [, member] of used)
      expect(handler[member as string], `snapshotHandler.${member}`).toBeDefined();
  });

  it('stands in only for preloadRemote: nothing else the shell bundles preloads or reads a manifest', () => {
    const callers = (pattern: RegExp) =>
      bundled.filter(([, source]) => pattern.test(source)).map(([file]) => file);
    expect(
      callers(/\bformatPreloadArgs\(|\bpreloadAssets\(|snapshotHandler\.loadRemoteSnapshotInfo/),
    ).toEqual(['remote/index.js']);
    const remoteHandler = modules.get('remote/index.js');
    const preloadRemote = methodBody(remoteHandler, 'preloadRemote');
    expect(preloadRemote).toMatch(/formatPreloadArgs\(/);
    expect(preloadRemote).toMatch(/preloadAssets\(/);
    expect(preloadRemote).toMatch(/snapshotHandler\.loadRemoteSnapshotInfo/);
    const outside = remoteHandler?.replace(preloadRemote, '') ?? '';
    expect(outside).not.toMatch(/formatPreloadArgs\(|preloadAssets\(|loadRemoteSnapshotInfo/);
    // removeRemote reads only the host's snapshot of what the stand-in's getGlobalRemoteInfo answers.
    const reads = [...outside.matchAll(/const \{([^}]*)\} = getGlobalRemoteInfo\(/g)].map(([, names]) =>
      names?.trim(),
    );
    expect(reads).toEqual(['hostGlobalSnapshot']);
    expect(standIn.getGlobalRemoteInfo().hostGlobalSnapshot).toBeUndefined();
  });

  it('accepts plugins, keeps a manifest cache to clear, and refuses to preload, saying why', () => {
    const handler = new standIn.SnapshotHandler();
    expect(() => handler.hooks.applyPlugin()).not.toThrow();
    handler.manifestCache.delete('https://tickets.example/mf-manifest.json');
    for (const preload of [
      handler.loadRemoteSnapshotInfo,
      standIn.formatPreloadArgs,
      standIn.preloadAssets,
    ]) {
      expect(() => preload()).toThrow(/preloadRemote is not available/);
    }
  });
});
