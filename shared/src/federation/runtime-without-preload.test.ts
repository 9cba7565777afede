// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineHostConfig } from '../../build/index.ts';
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
  const from = source?.search(new RegExp(`\\n\\t(?:async )?${name}\\(`)) ?? -1;
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
      for (const [, names, from] of source.matchAll(
        /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g,
      )) {
        if (!/(^|\/)(SnapshotHandler|preload)\.c?js$/.test(from as string)) continue;
        for (const name of (names as string).split(','))
          imported.add(name.trim().split(/\s+as\s+/)[0] as string);
      }
    }
    // The scan finds what it must: the core constructs a SnapshotHandler, the remote handler preloads.
    expect(imported).toContain('SnapshotHandler');
    expect(imported).toContain('preloadAssets');
    for (const name of imported) expect(standIn, name).toHaveProperty(name);
  });

  it('has every member, and member of a member, that the bundled runtime uses of its snapshot handler', () => {
    const handler = new standIn.SnapshotHandler() as unknown as Record<string, Record<string, unknown>>;
    const used = new Set(
      bundled.flatMap(([, source]) =>
        [...source.matchAll(/\.snapshotHandler\??\.(\w+)(?:\??\.(\w+))?/g)].map(([, member, inner]) =>
          inner ? `${member}.${inner}` : (member as string),
        ),
      ),
    );
    // The scan finds what it must: plugins are registered with the handler's hooks (utils/plugin.js)…
    expect(used).toContain('hooks');
    // …which calls on them what it calls on every handler's hooks.
    const onEveryHooks = [...(modules.get('utils/plugin.js') ?? '').matchAll(/hookInstance\.(\w+)/g)];
    expect(onEveryHooks.length).toBeGreaterThan(0);
    for (const [, method] of onEveryHooks)
      expect(handler.hooks?.[method as string], `hooks.${method}`).toBeDefined();
    for (const path of used) {
      const [member, inner] = path.split('.') as [string, string | undefined];
      expect(handler[member], `snapshotHandler.${member}`).toBeDefined();
      if (inner && typeof handler[member] === 'object') {
        expect(handler[member]?.[inner], `snapshotHandler.${path}`).toBeDefined();
      }
    }
    // Nothing takes the handler apart, where the scan could not follow it.
    for (const [file, source] of bundled)
      expect(source, file).not.toMatch(/\{[^}]*\}\s*=\s*[\w.]*snapshotHandler\b/);
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
    // Everything that asks getGlobalRemoteInfo reads only the host's snapshot, which the stand-in has not.
    const calls = bundled.flatMap(([, source]) => [...source.matchAll(/\bgetGlobalRemoteInfo\(/g)]);
    const reads = bundled.flatMap(([, source]) =>
      [...source.matchAll(/(\{[^}]*\}|[\w$.]+)\s*=\s*getGlobalRemoteInfo\(/g)].map(([, target]) =>
        (target as string).replace(/[{}\s]/g, ''),
      ),
    );
    expect(reads).toEqual(['hostGlobalSnapshot']);
    expect(calls).toHaveLength(reads.length);
    expect(standIn.getGlobalRemoteInfo().hostGlobalSnapshot).toBeUndefined();
  });

  it("is put in by the shell's build, which leaves out the snapshot plugin that would read manifests through it", () => {
    const config = defineHostConfig({ name: 'shell', port: 3000, cssPrefix: 'sh', title: 'Museum shop' });
    const plugins = (config.plugins ?? []) as { name?: string }[];
    expect(plugins.map((plugin) => plugin?.name)).toContain('museum:runtime-without-preload');
    expect(config.source?.define?.FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN).toBe('true');
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
