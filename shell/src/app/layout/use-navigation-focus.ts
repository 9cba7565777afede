import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { isKeptView } from '../navigation/kept-view';

const FOCUS_RETRY_MS = 100;
const FOCUS_GIVE_UP_MS = 3000;

/**
 * After a navigation (not the first page load) focus moves to the new page's heading, so screen-reader and
 * keyboard users start on the new content; the page scrolls to the top unless the browser restores a position.
 */
export function useNavigationFocus(): void {
  const location = useLocation();
  const navigation = useNavigation();
  // The first page load keeps the browser's own focus; every later page moves it once.
  const handledKey = useRef<string | null>(null);
  useEffect(() => {
    if (navigation.state !== 'idle' || location.hash) return;
    if (handledKey.current === location.key) return;
    const isFirstPage = handledKey.current === null;
    handledKey.current = location.key;
    // The first page load keeps the browser's focus; so does a navigation that keeps the view (kept-view.ts).
    if (isFirstPage || isKeptView(location.key)) return;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main [data-page-title]');
      if (heading) {
        heading.focus({ preventScroll: true });
        return;
      }
      if (Date.now() - started < FOCUS_GIVE_UP_MS) timer = setTimeout(focusHeading, FOCUS_RETRY_MS);
      else document.getElementById('main')?.focus({ preventScroll: true });
    };
    focusHeading();
    return () => clearTimeout(timer);
  }, [location.key, location.hash, navigation.state]);
}
