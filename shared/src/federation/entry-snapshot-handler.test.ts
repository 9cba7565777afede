import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getGlobalRemoteInfo, SnapshotHandler } from './entry-snapshot-handler';

/** runtime-core's ES modules as installed, the files the shell's build bundles, by their path in `dist/`. */
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

/** Files that are left out of the shell's build, or that are the handler being replaced. */
const NOT_IN_THE_SHELL = new Set([
  // The snapshot plugin: FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN.
  'plugins/snapshot/index.js',
  'plugins/snapshot/SnapshotHandler.js',
]);

describe('the shell runtime’s snapshot handler (entry-snapshot-handler.ts)', () => {
  const modules = runtimeCoreModules();

  it('has every member the runtime uses of its snapshot handler outside preloadRemote', () => {
    const used = new Map<string, string[]>();
    for (const [file, source] of modules) {
      if (NOT_IN_THE_SHELL.has(file)) continue;
      for (const [, member] of source.matchAll(/\.snapshotHandler\.(\w+)/g)) {
        used.set(member as string, [...(used.get(member as string) ?? []), file]);
      }
    }
    // The scan finds what it must: the release registers plugins with the handler's hooks.
    expect(used.get('hooks')).toBeDefined();
    const handler = new SnapshotHandler() as unknown as Record<string, unknown>;
    for (const [member, files] of used) {
      expect(handler[member], `snapshotHandler.${member} (${files.join(', ')})`).toBeDefined();
    }
    // Only preloadRemote, which the shop never calls, asks the handler for a snapshot.
    const reading = [...modules].filter(
      ([file, source]) =>
        !NOT_IN_THE_SHELL.has(file) && source.includes('snapshotHandler.loadRemoteSnapshotInfo'),
    );
    expect(reading.map(([file]) => file)).toEqual(['remote/index.js']);
    expect(modules.get('remote/index.js')).toMatch(
      // …inside that method's body (which ends at the first line that closes a method).
      /async preloadRemote\([^)]*\) \{(?:(?!\n\t\}\n)[\s\S])*snapshotHandler\.loadRemoteSnapshotInfo/,
    );
  });

  it('exports what the runtime imports of its own handler, and removeRemote reads only the host snapshot', () => {
    const imports = new Set<string>();
    for (const [file, source] of modules) {
      if (NOT_IN_THE_SHELL.has(file)) continue;
      for (const [, names] of source.matchAll(
        /import\s*\{([^}]*)\}\s*from\s*"[^"]*\/snapshot\/SnapshotHandler\.js"/g,
      )) {
        for (const name of (names as string).split(',')) imports.add(name.trim());
      }
    }
    expect([...imports].sort()).toEqual(['SnapshotHandler', 'getGlobalRemoteInfo']);
    const uses = [
      ...(modules.get('remote/index.js') ?? '').matchAll(/const \{([^}]*)\} = getGlobalRemoteInfo\(/g),
    ];
    expect(uses.map(([, names]) => names?.trim())).toEqual(['hostGlobalSnapshot']);
    expect(getGlobalRemoteInfo().hostGlobalSnapshot).toBeUndefined();
  });

  it('accepts plugins, keeps a manifest cache to clear, and refuses to preload from a manifest', () => {
    const handler = new SnapshotHandler();
    expect(() => handler.hooks.applyPlugin()).not.toThrow();
    handler.manifestCache.delete('https://tickets.example/mf-manifest.json');
    expect(() => handler.loadRemoteSnapshotInfo()).toThrow(/registered by entry/);
  });
});
