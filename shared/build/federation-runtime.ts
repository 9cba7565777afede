/**
 * One federation runtime per page (docs/architecture.md "One federation runtime"). A remote's entry is built
 * with the runtime's packages as externals read from globals, which the shell provides
 * (@museum/shared/federation-runtime). A remote's own standalone page is a plain bundle without federation.
 */
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

/**
 * Builds the entry with the ES module build of the bundler runtime (above); a build that still bundles its
 * CommonJS build (a release that imports it otherwise) fails, so that the change is noticed rather than paid for
 * by every visitor. Applied to a remote's federated build only (its `environments.federated.plugins`).
 */
export function pluginFederationRuntime(): RsbuildPlugin {
  return {
    name: 'museum:federation-runtime',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.plugins ??= [];
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_CJS, (resource) => {
            resource.request = resource.request.replace(/\.cjs$/, '.js');
          }),
        );
      });
      api.processAssets({ stage: 'report' }, ({ compilation }) => {
        const commonJs = [...compilation.modules].some((module) =>
          BUNDLER_RUNTIME_CJS_FILES.test(module.nameForCondition() ?? ''),
        );
        if (commonJs) {
          compilation.errors.push(
            new rspack.WebpackError(
              'The remote entry bundles the CommonJS build of @module-federation/webpack-bundler-runtime: ' +
                'see BUNDLER_RUNTIME_CJS in shared/build/federation-runtime.ts.',
            ),
          );
        }
      });
    },
  };
}
