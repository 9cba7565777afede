import { ensureRemoteTexts } from '@museum/shared';
import { loadRemoteModule } from '../remotes/remote-loader';
import { loadRouteCode, remoteOfPath } from './route-code';

/**
 * Loads what a remote page needs before the visitor asks for it: the remote's entry, its routes and texts,
 * and the code of the page the link leads to (its route's `lazy`). The page's data is not fetched: it may
 * change before the click.
 */
export async function preloadRemotePage(pathname: string): Promise<void> {
  const target = remoteOfPath(pathname);
  if (!target) return;
  const module = await loadRemoteModule(target.remote);
  await Promise.all([ensureRemoteTexts(module), loadRouteCode(module, target.below)]);
}
