import { useEffect, useEffectEvent, useState } from 'react';

export type RequestStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface RequestState<T> {
  /** `idle` while there is nothing to load (`key` is null). */
  status: RequestStatus;
  /** The answer for the current key, once it is there. */
  data: T | undefined;
  /** What the last attempt for the current key failed with. */
  error: unknown;
  /** Tries the current key again (after `failed`, or to refresh). */
  retry: () => void;
}

interface Settled<T> {
  key: string;
  attempt: number;
  status: 'ready' | 'failed';
  data?: T;
  error?: unknown;
}

/**
 * A request that a page makes after it is shown (another month of a calendar, another date): it starts when
 * `key` changes, a newer key aborts the older request (a quick second click wins), an unmounted page aborts
 * it, and `retry` repeats it. `onSuccess` runs once per answer, outside rendering (to merge it into state).
 * Route loaders fetch a page's first data; this hook is for what changes while the visitor stays.
 */
export function useRequest<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  onSuccess?: (data: T) => void,
): RequestState<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  // A key is asked anew each time it comes: a key that comes back (a, b, a) while its new request runs has no
  // answer yet, not the old one (the caller may have dropped what it took from it when the key changed).
  const [asked, setAsked] = useState(key);
  if (asked !== key) {
    setAsked(key);
    setSettled(null);
  }
  const run = useEffectEvent((signal: AbortSignal) => load(signal));
  const succeed = useEffectEvent((data: T) => onSuccess?.(data));

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setSettled({ key, attempt, status: 'ready', data });
        succeed(data);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, attempt, status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  // Derived, not stored: a new key or a retry is `loading` in the very render that asks for it.
  const current = settled !== null && settled.key === key && settled.attempt === attempt ? settled : null;
  return {
    status: key === null ? 'idle' : (current?.status ?? 'loading'),
    data: current?.data,
    error: current?.error,
    retry: () => setAttempt((count) => count + 1),
  };
}
