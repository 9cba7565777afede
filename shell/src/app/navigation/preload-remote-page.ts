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
