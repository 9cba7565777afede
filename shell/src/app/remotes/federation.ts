import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type RemoteModule, type RemoteName, type ShopConfig, useRemoteStatusStore } from '@museum/shared';

/** Attempts per remote before its fallback shows: the first try and two retries. */
const ATTEMPTS = 3;
const RETRY_DELAYS_MS = [400, 1200];

let manifests: ShopConfig['remotes'] | null = null;

/**
 * Registers every remote with the federation runtime from the deploy-time `shop.config.json`. Must run before
 * the first render (MACHINE.md: rendering raced registerRemotes otherwise). Nothing is fetched here:
 * `loaded-first` only fetches a remote's entry when it is loaded.
 */
export function registerShopRemotes(remotes: ShopConfig['remotes']): void {
  manifests = remotes;
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
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

const inFlight = new Map<RemoteName, Promise<RemoteModule>>();

async function attemptLoad(name: RemoteName, attempt: number): Promise<RemoteModule> {
  if (attempt > 0 && manifests) {
    // A failed manifest or entry stays cached in the runtime; re-registering with force clears it.
    registerRemotes([{ name, entry: manifests[name] }], { force: true });
  }
  const exposed = await loadRemote<{ default: unknown }>(`${name}/routes`);
  const module = exposed?.default;
  if (!isRemoteModule(module) || module.name !== name) {
    throw new Error(`${name}/routes does not export a RemoteModule`);
  }
  return module;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Loads a remote's `./routes`, retrying with back-off; the status store tells the shell how it went. */
export function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  const pending = inFlight.get(name);
  if (pending) return pending;
  const { setStatus } = useRemoteStatusStore.getState();
  setStatus(name, 'loading');
  const promise = (async () => {
    let lastError: unknown;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      try {
        const module = await attemptLoad(name, attempt);
        setStatus(name, 'ready', module.version);
        return module;
      } catch (error) {
        lastError = error;
        const wait = RETRY_DELAYS_MS[attempt];
        if (wait !== undefined) await delay(wait);
      }
    }
    setStatus(name, 'failed');
    throw lastError;
  })();
  inFlight.set(name, promise);
  // A failed load may be retried later (the fallback's retry button); a successful one is kept.
  promise.catch(() => inFlight.delete(name));
  return promise;
}
