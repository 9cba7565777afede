import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as runtime from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import * as sdk from '@module-federation/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { FEDERATION_RUNTIME_GLOBALS } from './runtime-globals';
import { provideFederationRuntime } from './runtime-provider';

const page = globalThis as Record<string, unknown>;

afterEach(() => {
  for (const global of Object.values(FEDERATION_RUNTIME_GLOBALS)) delete page[global];
});

/**
 * The installed files a remote's entry bundles around the externals: the bundler runtime (both builds: remotes
 * take its ES modules, shared/build/federation-runtime.ts), the runtime's helpers and rspack's own federation
 * glue.
 */
function bundledSources(): string[] {
  const require = createRequire(import.meta.url);
  // Resolved from the federation plugin, as the remotes' builds resolve it.
  const fromEnhanced = createRequire(require.resolve('@module-federation/enhanced'));
  const bundler = dirname(fromEnhanced.resolve('@module-federation/webpack-bundler-runtime'));
  const runtimeDist = dirname(require.resolve('@module-federation/runtime'));
  const rspackDist = dirname(fromEnhanced.resolve('@rspack/core'));
  const files = readdirSync(bundler, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.c?js$/.test(file))
    .map((file) => join(bundler, file));
  for (const file of ['helpers.cjs', 'utils.cjs', 'helpers.js', 'utils.js'])
    files.push(join(runtimeDist, file));
  files.push(join(rspackDist, 'moduleFederationDefaultRuntime.js'));
  return files.map((file) => readFileSync(file, 'utf8'));
}

type Package = keyof typeof FEDERATION_RUNTIME_GLOBALS;

/** Every member those files read of each external package, however they are written. */
function membersRead(): Record<Package, Set<string>> {
  const read: Record<Package, Set<string>> = {
    '@module-federation/runtime-core': new Set(),
    '@module-federation/runtime': new Set(),
    '@module-federation/sdk': new Set(),
  };
  const pkgOf = (name: string) => `@module-federation/${name.replace('_core', '-core')}` as Package;
  for (const source of bundledSources()) {
    // CommonJS: `_module_federation_sdk.decodeName`.
    for (const [, pkg, member] of source.matchAll(
      /\b_module_federation_(runtime_core|runtime|sdk)\.(\w+)/g,
    )) {
      read[pkgOf(pkg as string)].add(member as string);
    }
    // ES modules: `import { CurrentGlobal, helpers as x } from "@module-federation/runtime-core"`.
    for (const [, names, pkg] of source.matchAll(
      /import\s*\{([^}]*)\}\s*from\s*["']@module-federation\/(runtime-core|runtime|sdk)["']/g,
    )) {
      for (const name of (names as string).split(',')) {
        const member = name.trim().split(/\s+as\s+/)[0];
        if (member) read[`@module-federation/${pkg}` as Package].add(member);
      }
    }
    // `webpackRequire.federation.runtime`, the whole runtime package: written out, or destructured as `runtime`.
    for (const [, member] of source.matchAll(/(?:federation\.|(?<![\w./]))runtime\.(\w+)/g)) {
      read['@module-federation/runtime'].add(member as string);
    }
  }
  return read;
}

describe('provideFederationRuntime', () => {
  it('puts on the page every member of the runtime packages that a remote entry reads', () => {
    const read = membersRead();
    // The scan finds what it must: the release's entry reads at least these.
    expect(read['@module-federation/runtime']).toContain('init');
    expect(read['@module-federation/runtime-core']).toContain('helpers');
    provideFederationRuntime();
    const packages = {
      '@module-federation/runtime-core': runtimeCore,
      '@module-federation/runtime': runtime,
      '@module-federation/sdk': sdk,
    };
    for (const [name, global] of Object.entries(FEDERATION_RUNTIME_GLOBALS)) {
      const provided = page[global] as Record<string, unknown>;
      const pkg = packages[name as keyof typeof packages] as Record<string, unknown>;
      for (const member of read[name as keyof typeof read]) {
        expect(provided[member], `${name}.${member}`).toBeDefined();
        expect(provided[member], `${name}.${member}`).toBe(pkg[member]);
      }
    }
  });

  it("needs no more of the runtime than the shell's build keeps: no entry preloads or reads a manifest", () => {
    // The shell's runtime has stand-ins there (runtime-without-preload.ts) that refuse.
    for (const source of bundledSources()) {
      expect(source).not.toMatch(/preloadAssets|formatPreloadArgs|snapshotHandler/);
    }
  });

  it('provides the same runtime the shell starts (not a copy)', () => {
    provideFederationRuntime();
    expect((page._FEDERATION_RUNTIME as Record<string, unknown>).init).toBe(runtime.init);
    expect((page._FEDERATION_RUNTIME_CORE as Record<string, unknown>).CurrentGlobal).toBe(
      runtimeCore.CurrentGlobal,
    );
  });

  it('keeps a runtime the page already has, so two providers never make two runtimes', () => {
    const first = { ModuleFederation: class {} };
    page._FEDERATION_RUNTIME_CORE = first;
    provideFederationRuntime();
    expect(page._FEDERATION_RUNTIME_CORE).toBe(first);
  });
});
