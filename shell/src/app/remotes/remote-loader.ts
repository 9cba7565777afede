import { type RemoteModule, type RemoteName, type ShopConfig, useRemoteStatusStore } from '@museum/shared';
import { preloadLink } from '@museum/shared/route-code';

// What the start page needs of remote loading is this much: the manifests, and a way to ask. The loader itself
// (retries, the federation runtime, the contract check) is a chunk of its own, fetched with the first remote.

let manifests: ShopConfig['remotes'] | null = null;
let loader: Promise<typeof import('./federation')> | null = null;

/** A remote that loaded but needs another `@museum/shared` contract than this shell's: never retried. */
export class RemoteIncompatibleError extends Error {
  readonly code = 'REMOTE_INCOMPATIBLE';
}

/** Why a remote's page cannot be shown, for its fallback. */
export function remoteFailure(error: unknown): 'load' | 'incompatible' {
  return error instanceof RemoteIncompatibleError ? 'incompatible' : 'load';
}

/**
 * Takes the remotes' manifest URLs from the deploy-time `shop.config.json`. Nothing is loaded here: the
 * federation runtime and a remote's entry are fetched when a remote is first needed (a visit, or the intent
 * to visit).
 */
export function registerShopRemotes(remotes: ShopConfig['remotes']): void {
  manifests = remotes;
}

/** Manifests asked for before the runtime was there, each handed to it once (`takePrefetchedManifest`). */
const prefetchedManifests = new Map<string, Promise<Response>>();

/** A remote registered by its manifest; one registered by its `remoteEntry.js` is a script, not fetched. */
export function isManifestUrl(url: string): boolean {
  try {
    return new URL(url, window.location.href).pathname.endsWith('.json');
  } catch {
    return false;
  }
}

/** The browser fetches the script now; the runtime's script tag for the same URL reuses the response. */
function preloadScript(url: string): void {
  preloadLink({ href: url, as: 'script' });
}

/** What this shell reads of an `mf-manifest.json`: every field unchecked until it is read. */
interface UncheckedManifest {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: ({ path?: unknown; assets?: { js?: { sync?: unknown } } } | null)[];
}

/** A manifest names a handful of chunks per module; more is not a manifest this shell preloads from. */
const MAX_PRELOADED_CHUNKS = 8;

/**
 * The scripts a remote's first load runs, as its manifest names them: the entry and the `./routes` chunks.
 * Only http(s) URLs; a manifest whose public path is computed at run time (`getPublicPath`) names none.
 */
export function manifestScripts(manifestUrl: string, manifest: unknown): string[] {
  const { metaData, exposes } = (manifest ?? {}) as UncheckedManifest;
  const { publicPath, remoteEntry } = metaData ?? {};
  if (typeof publicPath !== 'string' || typeof remoteEntry?.name !== 'string') return [];
  const routes = Array.isArray(exposes) ? exposes.find((expose) => expose?.path === './routes') : undefined;
  const chunks = routes?.assets?.js?.sync;
  const files = [
    typeof remoteEntry.path === 'string' && remoteEntry.path
      ? `${remoteEntry.path}/${remoteEntry.name}`
      : remoteEntry.name,
    ...(Array.isArray(chunks) ? chunks.slice(0, MAX_PRELOADED_CHUNKS) : []),
  ];
  try {
    const base = new URL(publicPath === 'auto' ? '.' : publicPath, manifestUrl);
    return files
      .filter((file): file is string => typeof file === 'string')
      .map((file) => new URL(file, base))
      .filter((url) => url.protocol === 'https:' || url.protocol === 'http:')
      .map(String);
  } catch {
    return [];
  }
}

/**
 * Fetches a remote's manifest and, as soon as it arrives, has the browser fetch the scripts it names: the
 * entry and `./routes` download together instead of one after the other (issue 14), and without the runtime's
 * own preloading, which costs a phone tens of milliseconds of main thread per remote.
 */
export function fetchManifest(url: string, init?: RequestInit): Promise<Response> {
  const response = fetch(url, init);
  response
    .then((answer) => (answer.ok ? answer.clone().json() : undefined))
    .then((manifest) => {
      for (const script of manifestScripts(url, manifest)) preloadScript(script);
    })
    // An unused or failed prefetch is not an error: federation.ts asks again and reports what it gets.
    .catch(() => undefined);
  return response;
}

/**
 * A remote's manifest (or its entry script, when the remote is registered by its remoteEntry.js), asked for
 * beside the federation chunk instead of after it (one round trip less before a remote page): federation.ts
 * takes the manifest once, for the remote's first load (`remoteEntry`); a retry asks anew.
 */
function prefetchManifest(name: RemoteName): void {
  const url = manifests?.[name];
  if (!url) return;
  if (!isManifestUrl(url)) {
    preloadScript(url);
    return;
  }
  if (prefetchedManifests.has(url)) return;
  prefetchedManifests.set(url, fetchManifest(url));
}

/** The prefetched manifest response for this URL, handed over once. */
export function takePrefetchedManifest(url: string): Promise<Response> | undefined {
  const response = prefetchedManifests.get(url);
  prefetchedManifests.delete(url);
  return response;
}

function federation(): Promise<typeof import('./federation')> {
  loader ??= import('./federation').then((module) => {
    // Checked there, where the runtime starts: this file's bytes are the start page's.
    module.useManifests(manifests);
    return module;
  });
  // A chunk that could not be fetched is fetched again on the next attempt.
  loader.catch(() => {
    loader = null;
  });
  return loader;
}

/** Loads a remote's `./routes` (see federation.ts): retried, checked against the shared contract. */
export async function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  if (!loader) prefetchManifest(name);
  return (
    await federation().catch((error: unknown) => {
      // The loader's own chunk did not come (offline): the remote's placeholder shows its fallback, not a spinner.
      useRemoteStatusStore.getState().setStatus(name, 'failed');
      throw error;
    })
  ).loadRemoteModule(name);
}
