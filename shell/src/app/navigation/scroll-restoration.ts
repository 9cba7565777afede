import { useWaitingStore } from '@museum/shared';
import { SCROLL_RESTORE_RETRY_MS } from '@museum/shared/domain';
import type { AppRouter } from '../router';
import { keepsView, rememberKeptView } from './kept-view';

/** Restoring gives up after this long, so a page that never grows tall enough does not pin the visitor. */
export const SCROLL_RESTORE_GIVE_UP_MS = 10_000;
const STORAGE_KEY = 'scrollPositions';
const KEPT_POSITIONS = 50;

export interface ScrollEnvironment {
  scrollTo: (top: number) => void;
  scrollY: () => number;
  /** Requests in flight or a navigation in progress: the page may still grow. */
  isBusy: () => boolean;
  now: () => number;
  schedule: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  cancel: (timer: ReturnType<typeof setTimeout>) => void;
}

/**
 * SPEC §2/§9: back or forward restores the saved position. While the page is still loading (waiting flag or
 * navigation in progress) it may be too short to reach it: try again every 500 ms while the shop is busy, and
 * once in any case (the page may not be drawn yet).
 * Returns a function that stops trying (another navigation, or the visitor scrolls).
 */
export function restoreScrollPosition(target: number, env: ScrollEnvironment): () => void {
  const started = env.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let first = true;
  const attempt = () => {
    timer = undefined;
    env.scrollTo(target);
    const reached = Math.abs(env.scrollY() - target) <= 1;
    // Idle is not enough at the first try: the router is idle before React has drawn the page it went back to
    // (its transition may take frames on a busy phone), and that page was still short. One more try then.
    // (Not told by the clock: scrolling may take a millisecond of it already.)
    const waited = env.now() - started;
    if (reached || (!env.isBusy() && !first) || waited >= SCROLL_RESTORE_GIVE_UP_MS) return;
    first = false;
    timer = env.schedule(attempt, SCROLL_RESTORE_RETRY_MS);
  };
  attempt();
  return () => {
    if (timer !== undefined) env.cancel(timer);
  };
}

function readPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(saved)) return new Map();
    return new Map(
      saved.filter(
        (entry): entry is [string, number] =>
          Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1]),
      ),
    );
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>): void {
  while (positions.size > KEPT_POSITIONS) {
    const oldest = positions.keys().next().value;
    if (oldest === undefined) break;
    positions.delete(oldest);
  }
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
  } catch {
    // Without storage positions are kept for this page load only.
  }
}

/**
 * Navigation scrolls to the top (or to the `#anchor`), or, on back and forward, restores the position the
 * visitor left the page at; a navigation that keeps the view (`preventScrollReset`, kept-view.ts) does not
 * scroll. The browser's own restoration is off: it cannot wait for a remote's data.
 */
export function installScrollRestoration(router: AppRouter): () => void {
  window.history.scrollRestoration = 'manual';
  const positions = readPositions();
  let currentKey = router.state.location.key;
  let stopRestoring: () => void = () => undefined;
  const env: ScrollEnvironment = {
    scrollTo: (top) => window.scrollTo({ top, left: 0, behavior: 'instant' }),
    scrollY: () => window.scrollY,
    isBusy: () => useWaitingStore.getState().pending > 0 || router.state.navigation.state !== 'idle',
    now: () => Date.now(),
    schedule: (callback, ms) => setTimeout(callback, ms),
    cancel: (timer) => clearTimeout(timer),
  };
  const remember = () => {
    positions.delete(currentKey);
    positions.set(currentKey, window.scrollY);
    writePositions(positions);
  };
  // The visitor takes over: a restore still waiting for content must not pull the page away from them.
  const userScrolls = () => stopRestoring();
  window.addEventListener('wheel', userScrolls, { passive: true });
  window.addEventListener('touchstart', userScrolls, { passive: true });
  window.addEventListener('pagehide', remember);

  const unsubscribe = router.subscribe((state) => {
    if (state.location.key === currentKey) return;
    // Subscribers run before React renders the new page: this is still the position on the old one.
    remember();
    stopRestoring();
    currentKey = state.location.key;
    // The same view with another address (a filter changed): the visitor stays where they are.
    if (keepsView(state)) {
      rememberKeptView(currentKey);
      return;
    }
    const saved = state.historyAction === 'POP' ? positions.get(currentKey) : undefined;
    let hash = state.location.hash.slice(1);
    try {
      hash = decodeURIComponent(hash);
    } catch {
      // A stray "%" (#100%-recycled) is an anchor's name as it stands; thrown here, it stopped the router's
      // other subscribers, and the page never followed its address.
    }
    requestAnimationFrame(() => {
      if (saved !== undefined) {
        stopRestoring = restoreScrollPosition(saved, env);
      } else if (hash && document.getElementById(hash)) {
        document.getElementById(hash)?.scrollIntoView();
      } else {
        env.scrollTo(0);
      }
    });
  });
  return () => {
    unsubscribe();
    stopRestoring();
    window.removeEventListener('wheel', userScrolls);
    window.removeEventListener('touchstart', userScrolls);
    window.removeEventListener('pagehide', remember);
  };
}
