import { useEffect, useState } from 'react';

/**
 * The value of a promise once it has settled, undefined before: for deferred loader data that a page shows
 * when it arrives, without holding the page back (the promise itself never rejects).
 */
export function useSettled<T>(promise: Promise<T> | null): T | undefined {
  const [settled, setSettled] = useState<{ promise: Promise<T>; value: T } | null>(null);
  useEffect(() => {
    if (!promise) return;
    let current = true;
    void promise.then((value) => {
      if (current) setSettled({ promise, value });
    });
    return () => {
      current = false;
    };
  }, [promise]);
  return settled && settled.promise === promise ? settled.value : undefined;
}
