import { ensureRemoteTexts } from '@museum/shared';
import { loadRemoteModule } from '../remotes/remote-loader';
import { loadRouteCode, remoteOfPath } from './route-code';

let failureViews: Promise<void> | null = null;

/**
 * The views a remote page shows when it cannot come (lazy-views.tsx): chunks of their own, which the start page
 * does not carry. Fetched with the first intent, while the connection is there: a visitor who then loses it
 * (a tunnel) and clicks gets the translated "temporarily unavailable" with "Try again", not an empty page
 * (each of these failing to load too left nothing to show). Failures here are the click's to report.
 */
function warmUpFailureViews(): void {
  if (failureViews) return;
  failureViews = Promise.allSettled([
    import('../remotes/remote-gate'),
    import('../remotes/remote-unavailable'),
    import('../remotes/remote-crashed'),
    import('../../features/errors/components/route-error'),
    import('../../features/errors/components/shell-error-page'),
    // Not a failure view, but a chunk a page needs later all the same: the first toast's placement.
    import('../layout/use-toast-placement'),
  ]).then((results) => {
    // One that did not come (the connection was already gone) is asked for again at the next intent.
    if (results.some((result) => result.status === 'rejected')) failureViews = null;
  });
}

/**
 * Loads what a remote page needs before the visitor asks for it: the remote's entry, its routes and texts,
 * and the code of the page the link leads to (its route's `lazy`). The page's data is not fetched: it may
 * change before the click.
 */
export async function preloadRemotePage(pathname: string): Promise<void> {
  const target = remoteOfPath(pathname);
  if (!target) return;
  warmUpFailureViews();
  const module = await loadRemoteModule(target.remote);
  await Promise.all([ensureRemoteTexts(module), loadRouteCode(module, target.below)]);
}
