// @museum/shared/route-code: what a page's route starts loading before it renders (its data beside its code,
// its widgets' chunk, files to preload). Not part of the singleton: each app bundles what it imports, and
// reaches the singleton only through '@museum/shared'.
import { type LazyRoute, preloadBookingWidgets, type RouteName, screenRoute } from '@museum/shared';
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';

export { type Preload, preloadLink } from './preload-link';
export { keepFocusOnPage, RetryButton } from './retry-button';

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

/**
 * A remote's page whose data starts loading as soon as the remote's routes are known. Its `loader` is part of
 * the remote's `./routes` chunk, its components and texts come through `lazy`: react-router runs the loader
 * beside `lazy` instead of after it, so the page's data, code and texts download together (issue 14: one
 * round trip less before a remote page's content). Keep a loader's imports to what fetching needs: everything
 * it imports downloads with the remote's routes, before any of its pages.
 */
export function pageRoute(
  name: RouteName,
  route: {
    titleKey: string;
    lazy: LazyRoute;
    loader: LoaderFunction;
    shouldRevalidate?: ShouldRevalidateFunction;
  },
): RouteObject {
  const { loader, shouldRevalidate, ...screen } = route;
  return { ...screenRoute(name, screen), loader, ...(shouldRevalidate ? { shouldRevalidate } : {}) };
}
