import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteModule, RemoteName, ShopConfig } from '@museum/shared';
import { useRemoteStatusStore } from '@museum/shared';
import { provideFederationRuntime } from '@museum/shared/federation-runtime';
import { contractProblem } from './contract-check';
import {
  fetchManifest,
  isManifestUrl,
  manifestScripts,
  RemoteIncompatibleError,
  takePrefetchedManifest,
} from './remote-loader';
import { providedShared } from './shared-modules';

/** Attempts per remote before its fallback shows: the first try and two retries. */
const ATTEMPTS = 3;
const RETRY_DELAYS_MS = [400, 1200];
/** A remote origin that accepts the connection but never answers must not keep the page loading for ever. */
const ATTEMPT_TIMEOUT_MS = 15_000;

let manifests: ShopConfig['remotes'] | null = null;
let runtime: Promise<ModuleFederation> | null = null;

/** The remotes' manifest URLs, handed over by remote-loader.ts when this chunk first loads (null: not yet known). */
export function useManifests(remotes: ShopConfig['remotes'] | null): void {
  manifests = remotes;
}

/** What the runtime is told of a remote: where its entry is and which global it sets. */
type RemoteEntry = Parameters<ModuleFederation['registerRemotes']>[0][number];

/**
 * A remote's entry, as its manifest names it. The shell reads the manifest itself (the first load takes the one
 * remote-loader.ts asked for beside this chunk; `fetchManifest` preloads the scripts it names as it arrives) and
 * registers the remote by its entry, so the runtime is built without its manifest ("snapshot") plugin and its
 * preload planner (`FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN` in shared/build, 1.5 kB gzip): those fetched the same
 * manifest again and worked out the same two preloads on every load of a remote (10–20 ms of main thread here,
 * four times that on a phone). A remote configured by its `remoteEntry.js` is registered as it is.
 */
export async function remoteEntry(
  name: RemoteName,
  url: string,
  signal?: AbortSignal,
  preload = true,
): Promise<RemoteEntry> {
  if (!isManifestUrl(url)) return { name, entry: url };
  // A retry does not preload the entry's first address: it asks at one of its own (entryForAttempt).
  const response = await (takePrefetchedManifest(url) ??
    (preload ? fetchManifest(url, { signal }) : fetch(url, { signal })));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const { metaData } = ((await response.json()) ?? {}) as ManifestNames;
  // Its scripts without the exposes' chunks: the entry alone, if it is an http(s) URL.
  const [entry] = manifestScripts(url, { metaData });
  if (!entry) throw new Error(`${url} names no http(s) entry`);
  const { globalName, remoteEntry: file } = metaData ?? {};
  return {
    name,
    entry,
    ...(typeof globalName === 'string' && globalName ? { entryGlobalName: globalName } : {}),
    ...(typeof file?.type === 'string' && file.type ? { type: file.type as RemoteEntry['type'] } : {}),
  };
}

/** What `remoteEntry` reads of a manifest besides its scripts, unchecked until read. */
interface ManifestNames {
  metaData?: { globalName?: unknown; remoteEntry?: { type?: unknown } };
}

/**
 * The federation runtime, started on first use with the remotes and the shell's own copies of the shared
 * libraries (docs/architecture.md "Federation on demand"): a page without a remote never downloads it.
 */
function federation(): Promise<ModuleFederation> {
  runtime ??= (async () => {
    if (!manifests) throw new Error('registerShopRemotes() must run before a remote is loaded');
    // The remotes' entries carry no runtime of their own: they read this one from the page.
    provideFederationRuntime();
    return createInstance({
      name: 'shell',
      // Each remote is registered by its entry when it is first loaded (`remoteEntry`).
      remotes: [],
      shared: providedShared(),
      // A remote uses the shell's copies; only a remote's entry and its own code are fetched.
      shareStrategy: 'loaded-first',
    });
  })();
  // A runtime that could not start is tried again on the next visit.
  runtime.catch(() => {
    runtime = null;
  });
  return runtime;
}

function isRemoteModule(value: unknown): value is RemoteModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RemoteModule>;
  return (
    typeof candidate.name === 'string' &&
    Array.isArray(candidate.routes) &&
    typeof candidate.namespace === 'string'
  );
}

/**
 * Runs one attempt with a time limit. Its signal aborts when the time is up: the attempt's manifest fetch
 * stops, and an attempt whose manifest comes later registers nothing, so no remote entry runs behind the
 * fallback, and none unregisters the attempt after it.
 */
function withTimeout<T>(run: (signal: AbortSignal) => Promise<T>, ms: number, what: string): Promise<T> {
  const controller = new AbortController();
  const timeout = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason));
  });
  const timer = setTimeout(() => controller.abort(new Error(`${what} did not answer within ${ms} ms`)), ms);
  return Promise.race([run(controller.signal), timeout]).finally(() => clearTimeout(timer));
}

/** Failed attempts per remote since the page was loaded. */
const failedAttempts = new Map<RemoteName, number>();

/**
 * The entry's address for an attempt after `failed` failed ones: an address of its own. A request that hangs
 * (accepted, never answered) is not ended by the attempt's time limit, and the browser gives a script tag for
 * the same address that request, or the preload's, again: every retry and "Try again" would wait on it.
 */
export function entryForAttempt(entry: string, failed: number): string {
  if (failed === 0) return entry;
  try {
    const url = new URL(entry, window.location.href);
    url.searchParams.set('attempt', String(failed + 1));
    return url.href;
  } catch {
    return entry;
  }
}

async function attemptLoad(name: RemoteName, signal: AbortSignal): Promise<RemoteModule> {
  const instance = await federation();
  const url = manifests?.[name];
  if (!url) throw new Error(`No manifest is configured for ${name}`);
  const failed = failedAttempts.get(name) ?? 0;
  const found = await remoteEntry(name, url, signal, failed === 0);
  const remote = 'entry' in found ? { ...found, entry: entryForAttempt(found.entry, failed) } : found;
  signal.throwIfAborted();
  // Registered anew on every attempt: a failed entry stays cached in the runtime, and `force` clears it.
  instance.registerRemotes([remote], { force: true });
  const exposed = await instance.loadRemote<{ default: unknown }>(`${name}/routes`);
  // An attempt whose time ran out while its entry came late is not the one that counts (a retry is running).
  signal.throwIfAborted();
  const module = exposed?.default;
  if (!isRemoteModule(module) || module.name !== name) {
    throw new Error(`${name}/routes does not export a RemoteModule`);
  }
  return module;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

const inFlight = new Map<RemoteName, Promise<RemoteModule>>();
/** A remote refused for its contract is refused until the page is loaded again: one diagnostic, not one per click. */
const refused = new Map<RemoteName, RemoteIncompatibleError>();

async function loadWithRetries(name: RemoteName): Promise<RemoteModule> {
  let lastError: unknown;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      return await withTimeout((signal) => attemptLoad(name, signal), ATTEMPT_TIMEOUT_MS, `${name}/routes`);
    } catch (error) {
      lastError = error;
      failedAttempts.set(name, (failedAttempts.get(name) ?? 0) + 1);
      const wait = RETRY_DELAYS_MS[attempt];
      if (wait !== undefined) await delay(wait);
    }
  }
  throw lastError;
}

/**
 * Loads a remote's `./routes`, retrying with back-off, and checks that it fits this shell's `@museum/shared`
 * contract before anything of it is shown. The status store tells the shell how it went.
 */
export function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  const refusal = refused.get(name);
  if (refusal) return Promise.reject(refusal);
  const pending = inFlight.get(name);
  if (pending) return pending;
  const { setStatus } = useRemoteStatusStore.getState();
  setStatus(name, 'loading');
  const promise = (async () => {
    let module: RemoteModule;
    try {
      module = await loadWithRetries(name);
    } catch (error) {
      setStatus(name, 'failed');
      console.error(`Remote ${name} is unavailable:`, error instanceof Error ? error.message : error);
      throw error;
    }
    const problem = await contractProblem(module);
    if (problem) {
      const refusalError = new RemoteIncompatibleError(problem);
      refused.set(name, refusalError);
      setStatus(name, 'incompatible', module.version);
      // For the operator: one line naming the remote, its build, what it needs and what this shell provides.
      console.error(problem);
      throw refusalError;
    }
    setStatus(name, 'ready', module.version);
    return module;
  })();
  inFlight.set(name, promise);
  // A failed load may be retried later (the fallback's retry button); a successful one is kept.
  promise.catch(() => inFlight.delete(name));
  return promise;
}
