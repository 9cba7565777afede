export interface Throttled {
  (): void;
  /** Drops a call that is waiting for its turn. */
  cancel: () => void;
}

/**
 * Runs `action` at once, then at most once per `intervalMs`: calls in between are folded into one trailing
 * call at the end of the interval, so the last change is never lost.
 */
export function throttle(action: () => void, intervalMs: number): Throttled {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    lastRun = Date.now();
    action();
  };
  const throttled = (() => {
    if (timer !== undefined) return;
    const wait = lastRun + intervalMs - Date.now();
    if (wait <= 0) run();
    else timer = setTimeout(run, wait);
  }) as Throttled;
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
