import { createJSONStorage, type PersistStorage } from 'zustand/middleware';

/**
 * SPEC §3/§9: cart, customer, cookiesAccepted (and the token) live in session storage, so they survive reloads
 * and language changes but not the end of the browser session. Falls back to memory where storage is blocked.
 */
export function sessionJsonStorage<T>(): PersistStorage<T> | undefined {
  return createJSONStorage<T>(() => {
    try {
      const probe = '__museum_probe__';
      window.sessionStorage.setItem(probe, probe);
      window.sessionStorage.removeItem(probe);
      return window.sessionStorage;
    } catch {
      return memoryStorage;
    }
  });
}

const memory = new Map<string, string>();
const memoryStorage: Storage = {
  get length() {
    return memory.size;
  },
  clear: () => memory.clear(),
  getItem: (key) => memory.get(key) ?? null,
  key: (index) => [...memory.keys()][index] ?? null,
  removeItem: (key) => {
    memory.delete(key);
  },
  setItem: (key, value) => {
    memory.set(key, value);
  },
};
