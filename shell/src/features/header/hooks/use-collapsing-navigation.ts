import { NAVIGATION_MEASURE_THROTTLE_MS } from '@museum/shared/domain';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { throttle } from '../../../lib/throttle';

export interface NavigationLayout {
  /** Brand and menu do not fit in one row: the menu sits behind a toggle. */
  collapsed: boolean;
  /** This render lays the bar out in one row only to measure it; nothing of it is painted. */
  measuring: boolean;
}

/**
 * SPEC §2: the navigation collapses into a toggle menu when brand and menu do not fit, whatever the reason (a
 * narrow screen, a long museum label, a larger text size), so it is measured, not guessed from a breakpoint.
 * The bar is laid out in one row and measured before the browser paints; this is repeated when the content
 * changes and on resize or orientation change at most every 500 ms, but never while the menu is open (the
 * visitor would lose it): then it waits until the menu closes.
 */
export function useCollapsingNavigation(
  bar: RefObject<HTMLElement | null>,
  menuOpen: boolean,
  content: unknown,
): NavigationLayout {
  const [layout, setLayout] = useState<NavigationLayout>({ collapsed: false, measuring: true });
  const menuOpenRef = useRef(menuOpen);
  const deferred = useRef(false);

  const measureAgain = useCallback(() => {
    if (menuOpenRef.current) {
      deferred.current = true;
      return;
    }
    setLayout((current) => (current.measuring ? current : { ...current, measuring: true }));
  }, []);

  // Runs after the one-row layout is in the DOM and before it is painted. It depends on the whole state: two
  // requests batched into one render leave `measuring` true in both, and the measurement must still run.
  useLayoutEffect(() => {
    if (!layout.measuring || !bar.current) return;
    const element = bar.current;
    setLayout({ collapsed: element.scrollWidth > element.clientWidth + 1, measuring: false });
  }, [layout, bar]);

  // New items, labels or sign-in state change the widths.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `content` is the trigger, not an input
  useLayoutEffect(measureAgain, [content, measureAgain]);

  useEffect(() => {
    menuOpenRef.current = menuOpen;
    if (!menuOpen && deferred.current) {
      deferred.current = false;
      measureAgain();
    }
  }, [menuOpen, measureAgain]);

  useEffect(() => {
    const throttled = throttle(measureAgain, NAVIGATION_MEASURE_THROTTLE_MS);
    window.addEventListener('resize', throttled);
    window.addEventListener('orientationchange', throttled);
    void document.fonts?.ready.then(measureAgain);
    return () => {
      throttled.cancel();
      window.removeEventListener('resize', throttled);
      window.removeEventListener('orientationchange', throttled);
    };
  }, [measureAgain]);

  return layout;
}
