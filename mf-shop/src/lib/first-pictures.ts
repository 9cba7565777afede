import { useConfigStore } from '@museum/shared';
import { assetUrl } from '@museum/shared/domain';
import { preloadLink } from '@museum/shared/route-code';

// Apart from the picture component: the list loaders use these, and a loader's imports download with the
// remote's routes (no styles there, or they would hold back every page's data).

/** A list's first pictures, which a phone (one column) and a desktop (first row) show without scrolling. */
export const EAGER_PICTURES = 2;

/**
 * Starts the download of a list's first pictures from its loader, as soon as the list is known: they then
 * arrive while the page renders instead of after it (on /…/merchandise the first one is the largest paint).
 * The eager <img> that follows asks for the same URL and is given the preloaded response: it has no
 * `crossorigin`, `srcset` or referrer policy of its own, so both requests are the same request.
 */
export function preloadFirstPictures(paths: readonly (string | null)[]): void {
  const apiBase = useConfigStore.getState().shop?.api;
  if (!apiBase) return;
  for (const path of paths.slice(0, EAGER_PICTURES)) {
    const href = path ? assetUrl(path, apiBase) : null;
    if (href) preloadLink({ href, as: 'image', fetchPriority: 'high' });
  }
}
