/**
 * One federation runtime per page (docs/architecture.md "One federation runtime"). A remote's entry is built
 * with the runtime's packages as externals read from globals; inside the shop the shell provides them
 * (@museum/shared/federation-runtime), and on a remote's own standalone page a small script, built here from
 * the same module, runs first and provides them.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RsbuildPlugin, rspack } from '@rsbuild/core';
import { FEDERATION_RUNTIME_GLOBALS } from '../src/federation/runtime-globals.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** rspack externals: each runtime package is the page's global of that name. */
export function federationRuntimeExternals(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(FEDERATION_RUNTIME_GLOBALS).map(([request, global]) => [request, `self ${global}`]),
  );
}

/** The standalone page's first script: the provider module, bundled and minified for browsers. */
async function buildProviderScript(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'museum-federation-runtime-'));
  try {
    const compiler = rspack({
      mode: 'production',
      target: 'web',
      devtool: false,
      context: here,
      entry: join(here, 'federation-runtime-entry.ts'),
      output: { path: outDir, filename: 'provider.js', iife: true },
      resolve: { extensions: ['.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.ts$/,
            loader: 'builtin:swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
            type: 'javascript/auto',
          },
        ],
      },
      // For browsers, and without the manifest plugin: the standalone page loads no remote.
      plugins: [
        new rspack.DefinePlugin({
          ENV_TARGET: JSON.stringify('web'),
          FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
        }),
      ],
    });
    await new Promise<void>((resolve, reject) => {
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
        else resolve();
      });
    });
    return await readFile(join(outDir, 'provider.js'), 'utf8');
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
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
 * Emits the provider script under a content hash (cached like every hashed asset) and places it before the
 * standalone page's own scripts; both are deferred, so it runs first. And builds the entry with the ES module
 * build of the bundler runtime (above); a build that still bundles its CommonJS build (a release that imports
 * it otherwise) fails, so that the change is noticed rather than paid for by every visitor.
 */
export function pluginFederationRuntime(): RsbuildPlugin {
  return {
    name: 'museum:federation-runtime',
    setup(api) {
      let script: Promise<{ file: string; code: string }> | undefined;
      const provider = () => {
        script ??= buildProviderScript().then((code) => {
          const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
          return { file: `static/js/federation-runtime.${hash}.js`, code };
        });
        return script;
      };
      api.modifyRspackConfig((config) => {
        config.plugins ??= [];
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_CJS, (resource) => {
            resource.request = resource.request.replace(/\.cjs$/, '.js');
          }),
        );
      });
      api.processAssets({ stage: 'additional' }, async ({ compilation, sources }) => {
        const { file, code } = await provider();
        compilation.emitAsset(file, new sources.RawSource(code));
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
      api.modifyHTMLTags(async ({ headTags, bodyTags }) => {
        const { file } = await provider();
        const tag = { tag: 'script', attrs: { defer: true, src: file } };
        const firstScript = headTags.findIndex(({ tag: name }) => name === 'script');
        if (firstScript === -1) headTags.push(tag);
        else headTags.splice(firstScript, 0, tag);
        return { headTags, bodyTags };
      });
    },
  };
}
