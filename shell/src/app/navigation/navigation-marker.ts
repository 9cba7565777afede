import type { AppRouter } from '../router';

type RouterState = Pick<AppRouter, 'state' | 'subscribe'>;

/**
 * `data-navigating` on `<html>` while the router moves to another page (loading a remote, a page's code or its
 * data). It is set the moment the navigation starts: the waiting bar (`useNavigation`) shows a render later,
 * inside react-router's transition, so a check right after a click could still see the page before. The
 * end-to-end tests wait for it to go before they check a page.
 */
export function installNavigationMarker(router: RouterState): void {
  const mark = (state: AppRouter['state']) =>
    document.documentElement.toggleAttribute('data-navigating', state.navigation.state !== 'idle');
  mark(router.state);
  router.subscribe(mark);
}
