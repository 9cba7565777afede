// @museum/shared/route-code: what a page's route starts loading before it renders (its widgets' chunk, files
// to preload). Not part of the singleton: each app bundles what it imports, and reaches the singleton only
// through '@museum/shared'.
import { preloadBookingWidgets } from '@museum/shared';

export { type Preload, preloadLink } from './preload-link';

/**
 * The `lazy` of a page with a calendar, time slots or quantity steppers: the widgets' chunk (part of the shared
 * library) starts downloading beside the page's code instead of after it, when the page's loader or first
 * render would ask for it (issue 14: no request waterfall that a parallel request could replace). The page's
 * code is not held back for it; a failed download shows where the widgets are, not here.
 */
export function withBookingWidgets<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    void preloadBookingWidgets().catch(() => undefined);
    return load();
  };
}
