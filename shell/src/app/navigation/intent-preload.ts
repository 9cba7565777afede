import {
  ensureRemoteTexts,
  isLanguage,
  type RemoteName,
  remoteForPath,
  remoteForUnprefixedPath,
  routeNameOfRoute,
} from '@museum/shared';
import { routeNameForPath } from '@museum/shared/domain';
import { loadRemoteModule } from '../remotes/remote-loader';

/** The remote that shows a path of this shop, and the path below the language prefix. */
function remoteOfPath(pathname: string): { remote: RemoteName; below: string } | null {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  if (isLanguage(first)) {
    const below = rest.join('/');
    const remote = remoteForPath(below);
    return remote ? { remote, below } : null;
  }
  const remote = remoteForUnprefixedPath(pathname);
  return remote ? { remote, below: pathname } : null;
}

/**
 * Loads what a remote page needs before the visitor asks for it: the remote's entry, its routes and texts,
 * and the code of the page the link leads to (its route's `lazy`). The page's data is not fetched: it may
 * change before the click.
 */
export async function preloadRemotePage(pathname: string): Promise<void> {
  const target = remoteOfPath(pathname);
  if (!target) return;
  const module = await loadRemoteModule(target.remote);
  await ensureRemoteTexts(module);
  const name = routeNameForPath(target.below);
  const route = module.routes.find((candidate) => name !== null && routeNameOfRoute(candidate) === name);
  if (typeof route?.lazy === 'function') await route.lazy();
}

/**
 * Issue 14: a remote's entry and first page load when the visitor shows intent, a pointer over or focus on a
 * link into it (a finger's touch too), so the click finds them there. Each path once per page load; failures
 * are left to the navigation, which shows them.
 */
export function installIntentPreload(): () => void {
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || started.has(url.pathname)) return;
    started.add(url.pathname);
    void preloadRemotePage(url.pathname).catch(() => undefined);
  };
  const options = { passive: true, capture: true } as const;
  document.addEventListener('pointerover', onIntent, options);
  document.addEventListener('focusin', onIntent, options);
  document.addEventListener('touchstart', onIntent, options);
  return () => {
    document.removeEventListener('pointerover', onIntent, options);
    document.removeEventListener('focusin', onIntent, options);
    document.removeEventListener('touchstart', onIntent, options);
  };
}
