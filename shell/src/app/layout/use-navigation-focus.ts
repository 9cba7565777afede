import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { pageHeading, pageStart } from '../../lib/page-heading';
import { isKeptView } from '../navigation/kept-view';

const FOCUS_RETRY_MS = 100;
const FOCUS_GIVE_UP_MS = 3000;

/**
 * The history entry whose page last had its focus placed. Module state, not a ref: the screens outside the
 * language prefix (/logout) have a layout of their own, and a ref in the new layout took the first page
 * after a switch of layouts for the first page load, leaving focus on the body (logout from settings).
 */
let handledKey: string | null = null;

/**
 * After a navigation (not the first page load) focus moves to the new page's heading, so screen-reader and
 * keyboard users start on the new content; the page scrolls to the top unless the browser restores a position.
 */
export function useNavigationFocus(): void {
  const location = useLocation();
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state !== 'idle' || location.hash) return;
    if (handledKey === location.key) return;
    // The first page load keeps the browser's own focus; every later page moves it once.
    const isFirstPage = handledKey === null;
    handledKey = location.key;
    // The first page load keeps the browser's focus; so does a navigation that keeps the view (kept-view.ts).
    if (isFirstPage || isKeptView(location.key)) return;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const focusHeading = () => {
      const heading = pageHeading();
      if (heading) {
        heading.focus({ preventScroll: true });
        return;
      }
      if (Date.now() - started < FOCUS_GIVE_UP_MS) timer = setTimeout(focusHeading, FOCUS_RETRY_MS);
      else pageStart()?.focus({ preventScroll: true });
    };
    focusHeading();
    return () => clearTimeout(timer);
  }, [location.key, location.hash, navigation.state]);
}
