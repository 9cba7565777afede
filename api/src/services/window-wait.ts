/** What a count over a sliding window found: how many requests it holds, and when the oldest of them came. */
export interface WindowCount {
  n: number;
  oldest: number | null;
}

/**
 * Seconds until the oldest counted request leaves its window, when the window already holds `limit`; else 0.
 * The one rule of every per-client limit (resets, e-mail look-ups, writes): at least a second, so that a
 * `Retry-After` never says 0.
 */
export function secondsToWait({ n, oldest }: WindowCount, limit: number, windowSeconds: number, now: number) {
  return n >= limit && oldest !== null ? Math.max(1, oldest + windowSeconds - now) : 0;
}
