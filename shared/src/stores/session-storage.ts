import type { StoreApi } from 'zustand';

/**
 * SPEC §3/§9: cart, customer, cookiesAccepted (and the token) live in session storage: they survive reloads
 * and language changes but not the end of the browser session. Where storage is blocked (private modes,
 * sandboxed frames) the copy lives in memory for the page's lifetime instead.
 */
const memory = new Map<string, string>();

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    const probe = '__museum_probe__';
    window.sessionStorage.setItem(probe, probe);
    window.sessionStorage.removeItem(probe);
    return window.sessionStorage;
  } catch {
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

export interface SessionPersistence {
  /** Reads the saved copy into the store; from then on every change is saved. */
  hydrate: () => void;
  /**
   * Reads the saved copy again, over what the store holds; no copy (or one that does not read) gives the store's
   * first state. For a page the browser restores from its back/forward cache: it kept the state of when it was
   * left, while the pages shown since in this tab changed the copy. Nothing before `hydrate()`.
   */
  reread: () => void;
  /** Removes the saved copy. */
  clear: () => void;
}

interface PersistOptions<S> {
  key: string;
  /** The part of the state that is saved. */
  pick: (state: S) => Partial<S>;
  /** Turns a saved copy back into state; anything unreadable (tampered, from an older version) gives null. */
  read: (saved: Record<string, unknown>) => Partial<S> | null;
}

/**
 * Keeps part of a store in session storage under one key, as plain JSON. Nothing is read or written before
 * `hydrate()`: the shell decides when (DESIGN §3), and importing @museum/shared never touches storage.
 */
export function persistInSession<S>(
  store: StoreApi<S>,
  { key, pick, read }: PersistOptions<S>,
): SessionPersistence {
  let hydrated = false;
  store.subscribe((state) => {
    if (!hydrated) return;
    try {
      storage().setItem(key, JSON.stringify(pick(state)));
    } catch {
      // Quota exceeded or storage gone: the state stays in memory for this page.
    }
  });
  const readSaved = (): Partial<S> | null => {
    try {
      const raw = storage().getItem(key);
      const saved: unknown = raw === null ? null : JSON.parse(raw);
      return saved && typeof saved === 'object' ? read(saved as Record<string, unknown>) : null;
    } catch {
      // An unreadable copy is dropped, never trusted.
      return null;
    }
  };
  return {
    hydrate: () => {
      if (hydrated) return;
      const restored = readSaved();
      if (restored) store.setState(restored);
      hydrated = true;
    },
    reread: () => {
      if (!hydrated) return;
      store.setState(readSaved() ?? pick(store.getInitialState()));
    },
    clear: () => storage().removeItem(key),
  };
}

/** Readers for saved values. */
export const isString = (value: unknown): value is string => typeof value === 'string';
export const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
