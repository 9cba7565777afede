/**
 * Build-time helpers shared by the rsbuild configurations of the shell and the five remotes.
 * Only rsbuild configs import this file; application code imports `@museum/shared`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { bootPageRewrites, pluginBootPages } from './boot-pages.ts';
import { pluginBootPreloads } from './boot-preloads.ts';
import {
  federationRuntimeExternals,
  pluginFederationRuntime,
  pluginRuntimeWithoutPreload,
} from './federation-runtime.ts';
import { pluginPrecompress } from './precompress.ts';
import { readTextOverrides } from './text-overrides.ts';

interface SharedPackageJson {
  version: string;
  peerDependencies: Record<string, string>;
}

const sharedPackage = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as SharedPackageJson;

/** The libraries that must exist once per page: two copies would mean two routers, two stores, two i18n instances. */
const SINGLETONS = ['react', 'react-dom', 'react-router', 'zustand', 'i18next', 'react-i18next'] as const;
/**
 * Libraries whose sub-path entries (react/jsx-runtime, react-dom/client, zustand/middleware) are shared too.
 * react-router's one sub-path, react-router/dom, is part of its client entry: the shop imports
 * RouterProvider from 'react-router'.
 */
const WITH_SUB_PATHS = new Set<string>(['react', 'react-dom', 'zustand']);

interface SharedEntry {
  /** One copy per page whatever the versions: the libraries that hold state (SINGLETONS) and the contract. */
  singleton: boolean;
  requiredVersion: string;
  version: string;
  /**
   * The module provided under this name, when it is not the package's own entry; `false` in a remote's build
   * for a singleton: the shell always provides it, so the remote carries no copy of its own (`remoteShared`).
   */
  import?: string | false;
}

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** The shared `z`'s contract: the latest version in zod-mini.contract.json (client-entries.test.ts keeps it true). */
export function zodMiniContractVersion(): string {
  const { history } = JSON.parse(
    readFileSync(join(here, 'client-entries', 'zod-mini.contract.json'), 'utf8'),
  ) as { history: { version: string }[] };
  const latest = history.at(-1)?.version;
  if (!latest || !/^\d+\.\d+\.\d+$/.test(latest)) throw new Error('zod-mini.contract.json names no version');
  return latest;
}

/**
 * Libraries shared through a client entry of our own (only the browser API the shop uses), and the aliases
 * through which those entries reach the real package without matching the shared name again.
 */
const CLIENT_ENTRIES: Record<string, string> = {
  'react-router': join(here, 'client-entries', 'react-router.ts'),
  'react-i18next': join(here, 'client-entries', 'react-i18next.ts'),
  'zod/mini': join(here, 'client-entries', 'zod-mini.ts'),
};

/**
 * The same entries as a remote's build names them for the federation plugin (a shared module's `import`): by an
 * alias (`clientEntryAliases`), not by path. The plugin writes that name into the remote's `remoteEntry.js`,
 * which every visitor downloads; a path put the build machine's directories there.
 */
const CLIENT_ENTRY_REQUESTS: Record<string, string> = {
  'react-router': 'museum-client-entry/react-router',
  'react-i18next': 'museum-client-entry/react-i18next',
  'zod/mini': 'museum-client-entry/zod-mini',
};

/**
 * What the apps' modules import by alias, in their builds and in the shell's unit tests alike: the client entries
 * themselves (`museum-client-entry/zod-mini`: the shell's federation chunk imports the shared `z` this way, while
 * its own code keeps its tree-shaken zod/mini), and the packages the entries reach.
 */
export function clientEntryAliases(): Record<string, string> {
  return {
    ...Object.fromEntries(
      Object.entries(CLIENT_ENTRY_REQUESTS).map(([name, request]) => [request, CLIENT_ENTRIES[name] ?? '']),
    ),
    'museum-react-router-lib': join(packageDir('react-router'), 'dist', 'production', 'lib'),
    'museum-react-i18next-lib': join(packageDir('react-i18next'), 'dist', 'es'),
    'museum-zod-mini-lib': join(packageDir('zod'), 'v4', 'mini'),
  };
}

/**
 * Real versions, never `workspace:*` (that gives "does not satisfy" warnings at run time, see MACHINE.md).
 * `@museum/shared` has exactly one entry point: a store imported by two specifiers would be two stores.
 */
export function federationShared(): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const name of SINGLETONS) {
    const version = sharedPackage.peerDependencies[name];
    if (!version) throw new Error(`@museum/shared does not pin ${name}`);
    const clientEntry = CLIENT_ENTRY_REQUESTS[name];
    const entry: SharedEntry = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      ...(clientEntry ? { import: clientEntry } : {}),
    };
    shared[name] = entry;
    if (WITH_SUB_PATHS.has(name)) shared[`${name}/`] = entry;
  }
  // zod/mini validates every API answer, the remotes' too (`@museum/shared/wire`). The shell provides it, so a
  // remote's `./routes` brings no second copy (8 kB gzip; issue 14). Its version is the client entry's contract,
  // not zod's: what matters is which functions the shared `z` holds (zod-mini.contract.json). Not a singleton:
  // zod holds no state the pages share, so a remote that needs a later contract than the shell provides, or
  // another major, loads its own copy instead.
  const zod = zodMiniContractVersion();
  shared['zod/mini'] = {
    singleton: false,
    requiredVersion: `^${zod}`,
    version: zod,
    import: CLIENT_ENTRY_REQUESTS['zod/mini'],
  };
  shared['@museum/shared'] = {
    singleton: true,
    requiredVersion: sharedContractRange(),
    version: sharedContractVersion(),
  };
  return shared;
}

/**
 * The shared modules as a remote's federated build consumes them. A singleton is the shell's copy on every page
 * that loads a remote (a second copy would be a second router, store or React), so a remote bundles none: no
 * fallback chunks in its chunk map, no fallback factories in its entry, about 1 kB gzip less on each remote page
 * (issue 14). A shell that lacks one is refused before a deploy (`check:remote`); at run time the remote would
 * fail to load and show its fallback.
 * `zod/mini` keeps its fallback: a remote that needs a later contract than the shell provides loads its own.
 */
function remoteShared(): Record<string, SharedEntry> {
  return Object.fromEntries(
    Object.entries(federationShared()).map(([key, entry]) => [
      key,
      entry.singleton ? { ...entry, import: false } : entry,
    ]),
  );
}

/** A shared library as a manifest lists it (the shell's own manifest, and a remote's singletons). */
function manifestShared(
  app: string,
  key: string,
  { version, requiredVersion, singleton }: { version: string; requiredVersion: string; singleton: boolean },
) {
  return { id: `${app}:${key}`, name: key, version, singleton, requiredVersion };
}

/** What the federation plugin's manifest hook is handed: the stats the manifest is written from. */
interface FederationStats {
  shared: { id: string; name: string }[];
}

/**
 * Without fallbacks, the plugin lists in a remote's manifest only the singletons its code imports (mf_tours
 * imports no `react-dom` of its own). `check:remote` reads an unlisted singleton as one the remote does not
 * share, which would bring a second copy onto the page; so every singleton the build shares is listed, as it
 * was with fallbacks: no files, the version the build was made against, the range it accepts. As before, a
 * remote is then checked against every singleton its build shares, one its code never imports included: a shell
 * whose zustand is older than the remote's build refuses it even if its code never loads zustand (the safe side).
 */
function listEverySingleton<Stats extends FederationStats>(
  stats: Stats,
  name: string,
  shared: Record<string, SharedEntry>,
): Stats {
  const listed = new Set(stats.shared.map((entry) => entry.name));
  const missing = Object.entries(shared)
    .filter(([key, entry]) => entry.singleton && !key.endsWith('/') && !listed.has(key))
    .map(([key, entry]) => ({
      ...manifestShared(name, key, entry),
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      usedIn: [],
      usedExports: [],
    }));
  return { ...stats, shared: [...stats.shared, ...missing] };
}

/**
 * The `@museum/shared` contract this build is made against: the package's version. Only the compatibility
 * tests set MUSEUM_SHARED_CONTRACT_VERSION, to build a remote as if against a newer shared library.
 */
export function sharedContractVersion(): string {
  const override = process.env.MUSEUM_SHARED_CONTRACT_VERSION;
  if (override && !/^\d+\.\d+\.\d+$/.test(override))
    throw new Error(`MUSEUM_SHARED_CONTRACT_VERSION must be x.y.z, got ${override}`);
  return override || sharedPackage.version;
}

/** What a build needs of the singleton: this minor or a later one of the same major (docs: "Compatibility"). */
export function sharedContractRange(): string {
  return `^${sharedContractVersion()}`;
}

/** The local origins of DESIGN §1 (shell and remotes), the only ones a dev server answers cross-origin. */
const DEV_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].map((port) => `http://localhost:${port}`);

interface AppConfigOptions {
  /** Federation name, with underscores (`shell`, `mf_tickets`). */
  name: string;
  port: number;
  /** Prefix of generated CSS Module class names, unique per package so separately built apps never collide. */
  cssPrefix: string;
  /** Exposed modules (remotes only). */
  exposes?: Record<string, string>;
  title: string;
}

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(`${process.cwd()}/package.json`, 'utf8')) as { version: string };
  return pkg.version;
}

/**
 * The shared modules the shell provides to the remotes at run time (shell/src/app/remotes/shared-modules.ts
 * provides exactly these keys): every key a remote consumes from it, with the version the shell has.
 * The same list becomes the shell's mf-manifest.json, which `check:remote` compares remotes against.
 */
export const HOST_SHARED_KEYS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-i18next',
  'i18next',
  'zustand',
  'zustand/vanilla',
  'zustand/react',
  'zustand/shallow',
  'zustand/react/shallow',
  'zustand/middleware',
  'zod/mini',
  '@museum/shared',
] as const;

/** Version and required range of each key the shell provides, from the library it is a sub-path of. */
export function hostSharedVersions(): Record<
  string,
  { version: string; requiredVersion: string; singleton: boolean }
> {
  const shared = federationShared();
  return Object.fromEntries(
    HOST_SHARED_KEYS.map((key) => {
      const entry = shared[key] ?? shared[`${key.split('/')[0]}/`];
      if (!entry) throw new Error(`No shared entry for ${key}`);
      return [
        key,
        { version: entry.version, requiredVersion: entry.requiredVersion, singleton: entry.singleton },
      ];
    }),
  );
}

/**
 * The shell is not built with the federation plugin: it is a plain bundle that starts the federation runtime
 * only when a remote is first needed, and hands the runtime its own copies of the shared libraries then
 * (docs/architecture.md "Federation on demand"). This writes the mf-manifest.json a deployed shell answers,
 * with the shared versions it provides, so `check:remote` can compare a remote against a deployed shell.
 */
function pluginHostManifest(name: string): RsbuildPlugin {
  return {
    name: 'museum:host-manifest',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        const manifest = {
          id: name,
          name,
          metaData: { name, buildInfo: { buildVersion: packageVersion(), buildName: `@museum/${name}` } },
          shared: Object.entries(hostSharedVersions()).map(([key, entry]) =>
            manifestShared(name, key, entry),
          ),
          remotes: [],
          exposes: [],
        };
        compilation.emitAsset('mf-manifest.json', new sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    },
  };
}

/** The shell's own imports of a shared library resolve to the module it provides (one instance per page). */
function hostAliases(): Record<string, string> {
  return {
    ...clientEntryAliases(),
    'react-router$': CLIENT_ENTRIES['react-router'] ?? '',
    'react-i18next$': CLIENT_ENTRIES['react-i18next'] ?? '',
  };
}

/** The chunk the federation plugin names for the `./routes` expose. */
const EXPOSED_ROUTES_CHUNK = '__federation_expose_routes';

/**
 * A remote's two builds, side by side in its dist folder. `federated`: what the shop loads (remoteEntry.js, the
 * manifest and the chunks of `./routes`), built with the federation plugin, every singleton from the shell, no
 * page of its own. `standalone`: the remote's own page (its team's `rsbuild dev`, its origin's index.html), a
 * plain bundle of `src/index.ts` inside the frame from `@museum/shared/standalone`, with its own copies of the
 * libraries and no federation runtime. Its files sit under static/standalone/, apart from the federated ones.
 */
const STANDALONE = 'static/standalone';

function remoteEnvironments(
  federation: RsbuildPlugin,
  title: string,
): NonNullable<RsbuildConfig['environments']> {
  return {
    federated: {
      plugins: [federation, pluginFederationRuntime()],
      tools: {
        htmlPlugin: false,
        rspack: (config) => {
          // Its one entry is the federation plugin's container (remoteEntry.js): the page's entry is the
          // standalone build's, and rsbuild would otherwise give this build its default `src/index.ts`.
          config.entry = {};
          // A remote's entry reads the page's one federation runtime instead of bundling its own (about 23 kB).
          config.externals = federationRuntimeExternals();
        },
      },
    },
    standalone: {
      source: { entry: { index: './src/index.ts' } },
      html: {
        title,
        // The page is opened at any depth (/en/tickets/4): its scripts are relative (assetPrefix 'auto'), so
        // they must resolve against the root, not against the page's path.
        tags: [{ tag: 'base', attrs: { href: '/' }, head: true, append: false }],
      },
      output: {
        distPath: {
          js: `${STANDALONE}/js`,
          jsAsync: `${STANDALONE}/js/async`,
          css: `${STANDALONE}/css`,
          cssAsync: `${STANDALONE}/css/async`,
          svg: `${STANDALONE}/svg`,
          font: `${STANDALONE}/font`,
          image: `${STANDALONE}/image`,
          media: `${STANDALONE}/media`,
          assets: `${STANDALONE}/assets`,
        },
      },
    },
  };
}

/** The federation plugin of a remote's `federated` build. */
function remoteFederation(name: string, exposes: Record<string, string>): RsbuildPlugin {
  const shared = remoteShared();
  return pluginModuleFederation(
    {
      name,
      exposes,
      filename: 'remoteEntry.js',
      shared,
      // Use what the page has already loaded (the shell's copies): MACHINE.md, version-first fetched all.
      shareStrategy: 'loaded-first',
      manifest: { additionalData: ({ stats }) => listEverySingleton(stats, name, shared) },
      // Type generation would try to download remote types at build time; the contract type lives in shared.
      dts: false,
      // Browser only: drops the runtime's Node.js loading code from every entry. And no remotes of its own
      // (a remote consumes only the shell's shared modules): its entry drops the bundler runtime's remote
      // loading (about 1 kB gzip; issue 14).
      experiments: { optimization: { target: 'web', disableRemote: true } },
    },
    { environment: 'federated' },
  );
}

function museumAppConfig({ name, port, cssPrefix, exposes, title }: AppConfigOptions): RsbuildConfig {
  const isRemote = exposes !== undefined;
  const environments = isRemote ? remoteEnvironments(remoteFederation(name, exposes), title) : undefined;
  const textOverrides = isRemote ? null : readTextOverrides();
  return {
    plugins: isRemote
      ? [pluginReact(), pluginPrecompress()]
      : [
          pluginReact(),
          pluginHostManifest(name),
          pluginBootPreloads(),
          pluginBootPages(textOverrides),
          pluginRuntimeWithoutPreload(),
          pluginPrecompress(),
        ],
    ...(environments ? { environments } : {}),
    resolve: {
      alias: isRemote ? clientEntryAliases() : hostAliases(),
    },
    source: {
      // A remote's entry is its standalone build's (remoteEnvironments).
      ...(isRemote ? {} : { entry: { index: './src/index.ts' } }),
      define: {
        'import.meta.env.MUSEUM_APP_NAME': JSON.stringify(name),
        'import.meta.env.MUSEUM_APP_VERSION': JSON.stringify(packageVersion()),
        // Written into the remote's own code: at run time the singleton is the shell's copy (RemoteModule).
        'import.meta.env.MUSEUM_SHARED_CONTRACT': JSON.stringify(sharedContractRange()),
        // What the shell tells the federation runtime about the shared libraries it provides: their versions, and
        // which are singletons. Not what it requires of them: it consumes none through the runtime.
        'import.meta.env.MUSEUM_SHARED_VERSIONS': JSON.stringify(
          Object.fromEntries(
            Object.entries(hostSharedVersions()).map(([key, { version, singleton }]) => [
              key,
              { version, singleton },
            ]),
          ),
        ),
        // The federation runtime the shell provides is for browsers only: its Node.js loading code drops out
        // (a remote's build gets the same from the federation plugin's `target: 'web'`).
        ...(isRemote ? {} : { ENV_TARGET: JSON.stringify('web') }),
        // Nor its manifest ("snapshot") plugin: the shell registers each remote by the entry its manifest names
        // (federation.ts `remoteEntry`).
        ...(isRemote ? {} : { FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true' }),
        // It loads remotes and shares modules: said at build time, the runtime's handlers for a build that does
        // neither (0.3 kB gzip) drop out; unset, the runtime checks at start and bundles both kinds.
        ...(isRemote
          ? {}
          : { FEDERATION_OPTIMIZE_NO_REMOTE: 'false', FEDERATION_OPTIMIZE_NO_SHARED: 'false' }),
        // SPEC §1: a museum's own wording, chosen at build time (text-overrides.ts); null, and dropped by the
        // minifier with the code that reads it, in a build without MUSEUM_TEXT_OVERRIDES.
        ...(isRemote ? {} : { 'import.meta.env.MUSEUM_TEXT_OVERRIDES': JSON.stringify(textOverrides) }),
      },
    },
    server: {
      port,
      strictPort: true,
      // Dev servers: a remote's entry, manifest and chunks are fetched cross-origin by the shell's page.
      cors: { origin: DEV_ORIGINS },
      // Client-side routes load index.html; the shell's, in the path's language (boot-pages.ts).
      historyApiFallback: isRemote ? true : { rewrites: bootPageRewrites() },
    },
    dev: {
      ...(isRemote ? { assetPrefix: 'auto' } : {}),
      // Rsbuild compiles a dynamic import only when the browser first asks for it. A remote's entry, loaded by
      // another page's runtime, then met chunks of another build ("Chunk is from another build") and its
      // pages never came; the shell's texts had no chunk for boot-preloads.ts. Compiled whole, as a build is.
      lazyCompilation: false,
    },
    html: isRemote ? {} : { title, template: './index.html' },
    output: {
      ...(isRemote ? { assetPrefix: 'auto' } : { assetPrefix: '/' }),
      // A second build of one package beside the first (the compatibility tests build one this way).
      ...(process.env.MUSEUM_DIST_DIR ? { distPath: { root: process.env.MUSEUM_DIST_DIR } } : {}),
      cssModules: { localIdentName: `${cssPrefix}-[local]-[hash:base64:5]` },
      // A content hash in every file name (cached for a year, docs: deployment). Eight hex digits tell builds
      // apart; each chunk's name is also in the chunk map every visitor downloads, two characters shorter.
      filenameHash: 'contenthash:8',
      legalComments: 'none',
    },
    tools: {
      rspack: {
        output: {
          // A page's code that does not come within the shop's request deadline (15 s, the API's and the
          // remote's entry's) ends in the page's fallback with "Try again" instead of a spinner for the bundler's
          // default 120 s (a failure-mode review: a hanging chunk held the progress bar for minutes).
          chunkLoadTimeout: 15_000,
        },
        optimization: {
          splitChunks: {
            // A remote's `./routes` chunk keeps the libraries its pages' loaders use (date-fns; zod comes from the
            // shell) instead of sharing them in a chunk of their own: the shell preloads the chunks the manifest names for
            // `./routes`, and that list holds only the expose's own chunk. Split off, they came one round trip
            // after the routes, and the page's data with them (issue 14). Its pages' chunks then find them loaded.
            // (In a remote's standalone build there is no such chunk: there this excludes nothing.)
            ...(isRemote
              ? { chunks: (chunk: { name?: string | null }) => chunk.name !== EXPOSED_ROUTES_CHUNK }
              : {}),
            cacheGroups: {
              // The UI kit's styles in one file: in the shell the singleton is reachable from two chunk groups (its
              // own pages, and the federation chunk that provides it), and without this each got its own identical copy.
              museumSharedUi: {
                test: /shared[\\/]src[\\/]ui[\\/][^\\/]+\.module\.css$/,
                type: 'css/mini-extract',
                name: 'museum-shared-ui',
                chunks: 'all',
                enforce: true,
              },
            },
          },
        },
      },
    },
    performance: {
      chunkSplit: {
        strategy: 'split-by-experience',
      },
    },
  };
}

export function defineHostConfig(options: Omit<AppConfigOptions, 'exposes'>): RsbuildConfig {
  return museumAppConfig(options);
}

export function defineRemoteConfig(options: Omit<AppConfigOptions, 'exposes'>): RsbuildConfig {
  return museumAppConfig({ ...options, exposes: { './routes': './src/app/routes.tsx' } });
}
