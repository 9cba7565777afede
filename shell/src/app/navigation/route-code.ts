import {
  isLanguage,
  type RemoteModule,
  type RemoteName,
  remoteForPath,
  remoteForUnprefixedPath,
  routeNameOfRoute,
} from '@museum/shared';
import { routeNameForPath } from '@museum/shared/domain';

/**
 * The remote that shows a path of this shop, and the path its routes match: below the language prefix, or the
 * whole path for an unprefixed screen (`/logout`).
 */
export function remoteOfPath(pathname: string): { remote: RemoteName; below: string } | null {
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
 * Starts the download of the code of the remote page that shows a path (its route's `lazy`), so that it comes
 * beside the remote's texts instead of after them: one round trip less before a remote page. The router calls
 * `lazy` again when it gets there and the bundler hands it the same module; a download that failed here is
 * tried again then, and its failure shown.
 */
export async function loadRouteCode(module: RemoteModule, pathBelowLanguage: string): Promise<void> {
  const name = routeNameForPath(pathBelowLanguage);
  if (name === null) return;
  const route = module.routes.find((candidate) => routeNameOfRoute(candidate) === name);
  if (typeof route?.lazy === 'function') await route.lazy();
}
