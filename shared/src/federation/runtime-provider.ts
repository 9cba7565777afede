// @museum/shared/federation-runtime: puts the one federation runtime on the page for the remotes' entries,
// which are built without their own copy (runtime-globals.ts). The shell runs it just before it starts the
// runtime. A remote's own standalone page has no federation (docs/architecture.md "Two builds per remote").
import { getRemoteEntry, init } from '@module-federation/runtime';
import { CurrentGlobal, helpers } from '@module-federation/runtime-core';
import { decodeName, ENCODE_NAME_PREFIX } from '@module-federation/sdk';
import { FEDERATION_RUNTIME_GLOBALS } from './runtime-globals';

/**
 * What a remote's entry reads of each package: the bundler runtime the federation plugin puts in every entry
 * (`@module-federation/webpack-bundler-runtime`, and the runtime's `helpers` it bundles) reads these members and
 * no others (the SDK's two only in the remote loading of entries built before `disableRemote`). Named, not whole
 * namespaces, so the shell's runtime chunk keeps only what it uses itself besides them (2.4 kB gzip less; issue
 * 14). runtime-provider.test.ts reads the bundler runtime of the installed release and fails when it reads a
 * member missing here.
 */
const PROVIDED_RUNTIME: Record<keyof typeof FEDERATION_RUNTIME_GLOBALS, Record<string, unknown>> = {
  '@module-federation/runtime-core': { CurrentGlobal, helpers },
  '@module-federation/runtime': { init, getRemoteEntry },
  '@module-federation/sdk': { decodeName, ENCODE_NAME_PREFIX },
};

/** Sets each global a remote's entry reads; a runtime already provided (a second call) is kept. */
export function provideFederationRuntime(): void {
  const page = globalThis as Record<string, unknown>;
  for (const [name, global] of Object.entries(FEDERATION_RUNTIME_GLOBALS)) {
    page[global] ??= PROVIDED_RUNTIME[name as keyof typeof PROVIDED_RUNTIME];
  }
}
