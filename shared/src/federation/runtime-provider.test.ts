import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as runtime from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import * as sdk from '@module-federation/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { FEDERATION_RUNTIME_GLOBALS } from './runtime-globals';
import { type PROVIDED_RUNTIME, provideFederationRuntime } from './runtime-provider';

const page = globalThis as Record<string, unknown>;

afterEach(() => {
  for (const global of Object.values(FEDERATION_RUNTIME_GLOBALS)) delete page[global];
});

/** The installed files a remote's entry bundles around the externals: the bundler runtime and the runtime's helpers. */
function bundledSources(): string[] {
  const require = createRequire(import.meta.url);
  // Resolved from the federation plugin, as the remotes' builds resolve it.
  const fromEnhanced = createRequire(require.resolve('@module-federation/enhanced'));
  const bundler = dirname(fromEnhanced.resolve('@module-federation/webpack-bundler-runtime'));
  const runtimeDist = dirname(require.resolve('@module-federation/runtime'));
  const files = readdirSync(bundler, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.cjs'))
    .map((file) => join(bundler, file));
  files.push(join(runtimeDist, 'helpers.cjs'), join(runtimeDist, 'utils.cjs'));
  return files.map((file) => readFileSync(file, 'utf8'));
}

/** Every member those files read of each external package (`_module_federation_sdk.decodeName`, `runtime.init`). */
function membersRead(): Record<keyof typeof FEDERATION_RUNTIME_GLOBALS, Set<string>> {
  const read = {
    '@module-federation/runtime-core': new Set<string>(),
    '@module-federation/runtime': new Set<string>(),
    '@module-federation/sdk': new Set<string>(),
  };
  for (const source of bundledSources()) {
    for (const [, pkg, member] of source.matchAll(
      /\b_module_federation_(runtime_core|runtime|sdk)\.(\w+)/g,
    )) {
      read[`@module-federation/${pkg === 'runtime_core' ? 'runtime-core' : pkg}` as keyof typeof read].add(
        member as string,
      );
    }
    // `webpackRequire.federation.runtime`: the whole runtime package, destructured as `runtime`.
    for (const [, member] of source.matchAll(/(?<![\w./])runtime\.(\w+)/g)) {
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

  it('provides the same runtime the shell starts (not a copy)', () => {
    provideFederationRuntime();
    expect((page._FEDERATION_RUNTIME as (typeof PROVIDED_RUNTIME)['@module-federation/runtime']).init).toBe(
      runtime.init,
    );
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
