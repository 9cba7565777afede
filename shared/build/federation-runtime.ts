/**
 * One federation runtime per page (docs/architecture.md "One federation runtime"). A remote's entry is built
 * with the runtime's packages as externals read from globals, which the shell provides
 * (@museum/shared/federation-runtime). A remote's own standalone page is a plain bundle without federation.
 */
import { fileURLToPath } from 'node:url';
import { type RsbuildPlugin, rspack } from '@rsbuild/core';
import { FEDERATION_RUNTIME_GLOBALS } from '../src/federation/runtime-globals.ts';

/** rspack externals: each runtime package is the page's global of that name. */
export function federationRuntimeExternals(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(FEDERATION_RUNTIME_GLOBALS).map(([request, global]) => [request, `self ${global}`]),
  );
}

/**
 * The bundler runtime the federation plugin puts in a remote's entry (`@module-federation/webpack-bundler-runtime`),
 * which it imports by the path of its CommonJS build. Its ES module build beside it is the same code, but one the
 * bundler can tree-shake and concatenate: without the remote loading a remote never uses (`disableRemote`), the
 * CommonJS interop helpers (two copies) and a function per module, the entry is 1.4 kB gzip smaller (issue 14).
 */
const BUNDLER_RUNTIME_CJS = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.cjs$/;
/** Any file of that CommonJS build: none may be in a remote's entry. */
const BUNDLER_RUNTIME_CJS_FILES = /[\\/]webpack-bundler-runtime[\\/]dist[\\/][^\\/]+\.cjs$/;

/** A module of the federation runtime that a build replaces, and how to tell that the original is still bundled. */
interface Replacement {
  name: string;
  /** The request to replace, before it is resolved. */
  request: RegExp;
  /** The replacing request, or null to keep this one (a match from another package). */
  replace: (request: string, context: string) => string | null;
  /** A bundled file that means the replacement missed. */
  original: (file: string) => boolean;
  message: string;
}

/**
 * Replaces a module of the runtime, and fails the build when the original is still bundled (a release that imports
 * it by another path), so that the change is noticed rather than paid for by every visitor.
 */
function pluginReplacement({ name, request, replace, original, message }: Replacement): RsbuildPlugin {
  return {
    name,
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.plugins ??= [];
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(request, (resource) => {
            resource.request = replace(resource.request, resource.context ?? '') ?? resource.request;
          }),
        );
      });
      api.processAssets({ stage: 'report' }, ({ compilation }) => {
        if ([...compilation.modules].some((module) => original(module.nameForCondition() ?? ''))) {
          compilation.errors.push(new rspack.WebpackError(message));
        }
      });
    },
  };
}

/**
 * Builds the entry with the ES module build of the bundler runtime (BUNDLER_RUNTIME_CJS). Applied to a remote's
 * federated build only (its `environments.federated.plugins`).
 */
export function pluginFederationRuntime(): RsbuildPlugin {
  return pluginReplacement({
    name: 'museum:federation-runtime',
    request: BUNDLER_RUNTIME_CJS,
    replace: (request) => request.replace(/\.cjs$/, '.js'),
    original: (file) => BUNDLER_RUNTIME_CJS_FILES.test(file),
    message:
      'The remote entry bundles the CommonJS build of @module-federation/webpack-bundler-runtime: ' +
      'see BUNDLER_RUNTIME_CJS in shared/build/federation-runtime.ts.',
  });
}

/** The files of runtime-core that only `preloadRemote` needs, as its modules import them. */
const PRELOAD_FILES = /[\\/](plugins[\\/]snapshot[\\/]SnapshotHandler|utils[\\/]preload)\.c?js$/;
const RUNTIME_CORE_FILE = /[\\/]@module-federation[\\/]runtime-core[\\/]dist([\\/]|$)/;
const RUNTIME_WITHOUT_PRELOAD = fileURLToPath(
  new URL('../src/federation/runtime-without-preload.ts', import.meta.url),
);

/**
 * The shell's federation runtime without what only `preloadRemote` runs, which the shop never calls
 * (runtime-without-preload.ts): runtime-core's manifest handling and asset preloader are replaced by the shop's
 * stand-ins, about 2.5 kB gzip less on every remote page (issue 14). It holds only with the runtime's snapshot
 * plugin left out (FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN), which would read manifests through them.
 */
export function pluginRuntimeWithoutPreload(): RsbuildPlugin {
  return pluginReplacement({
    name: 'museum:runtime-without-preload',
    request: PRELOAD_FILES,
    replace: (_request, context) => (RUNTIME_CORE_FILE.test(context) ? RUNTIME_WITHOUT_PRELOAD : null),
    original: (file) => RUNTIME_CORE_FILE.test(file) && PRELOAD_FILES.test(file),
    message:
      "The shell bundles runtime-core's manifest handling or asset preloader: see pluginRuntimeWithoutPreload in " +
      'shared/build/federation-runtime.ts.',
  });
}
