import type { RemoteModule, RemoteName, ShopConfig } from '@museum/shared';

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

/**
 * A remote's manifest (or its entry script, when the remote is registered by its remoteEntry.js), asked for
 * beside the federation chunk instead of after it (one round trip less before a remote page): the runtime
 * takes the manifest once, for the remote's first load (federation.ts); a retry asks anew.
 */
const prefetchedManifests = new Map<string, Promise<Response>>();

/** A remote registered by its manifest; one registered by its `remoteEntry.js` is a script, not fetched. */
export function isManifestUrl(url: string): boolean {
  try {
    return new URL(url, window.location.href).pathname.endsWith('.json');
  } catch {
    return false;
  }
}

/** A remote registered by its entry script: the browser fetches it now, and the runtime's script tag reuses it. */
function preloadEntryScript(url: string): void {
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(url)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = url;
  document.head.append(link);
}

function prefetchManifest(name: RemoteName): void {
  const url = manifests?.[name];
  if (!url) return;
  if (!isManifestUrl(url)) {
    preloadEntryScript(url);
    return;
  }
  if (prefetchedManifests.has(url)) return;
  const response = fetch(url);
  // An unused or failed prefetch is not an error: the runtime asks again and reports what it gets.
  response.catch(() => undefined);
  prefetchedManifests.set(url, response);
}

/** The prefetched manifest response for this URL, handed over once. */
export function takePrefetchedManifest(url: string): Promise<Response> | undefined {
  const response = prefetchedManifests.get(url);
  prefetchedManifests.delete(url);
  return response;
}

function federation(): Promise<typeof import('./federation')> {
  loader ??= import('./federation').then((module) => {
    if (!manifests) throw new Error('registerShopRemotes() must run before a remote is loaded');
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
  return (await federation()).loadRemoteModule(name);
}
