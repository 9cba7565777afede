// @museum/shared/federation-runtime: puts the one federation runtime on the page for the remotes' entries,
// which are built without their own copy (runtime-globals.ts). The shell runs it just before it starts the
// runtime; a remote's standalone page runs it as its first script (shared/build: pluginFederationRuntime).
import * as runtime from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import * as sdk from '@module-federation/sdk';
import { FEDERATION_RUNTIME_GLOBALS } from './runtime-globals';

const modules: Record<keyof typeof FEDERATION_RUNTIME_GLOBALS, unknown> = {
  '@module-federation/runtime-core': runtimeCore,
  '@module-federation/runtime': runtime,
  '@module-federation/sdk': sdk,
};

/** Sets each global a remote's entry reads; a runtime already provided (a second call) is kept. */
export function provideFederationRuntime(): void {
  const page = globalThis as Record<string, unknown>;
  for (const [name, global] of Object.entries(FEDERATION_RUNTIME_GLOBALS)) {
    page[global] ??= modules[name as keyof typeof modules];
  }
}
