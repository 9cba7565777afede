import { ROUTE_NAMES, ROUTE_PATHS, type RouteName } from '../routes/route-table';

/** One path segment against one pattern segment: `:param` takes any non-empty segment. */
const segmentMatches = (pattern: string, segment: string) =>
  pattern.startsWith(':') ? segment.length > 0 : pattern === segment;

/**
 * The screen of the route table that shows a path below the language prefix (`tickets/4` → `ticket`), or null.
 * Static paths win over parameters (`page/shipping` is `shippingPage`, not `page`), as in the router.
 */
export function routeNameForPath(pathBelowLanguage: string): RouteName | null {
  const segments = pathBelowLanguage.split('/').filter(Boolean);
  let best: { name: RouteName; params: number } | null = null;
  for (const name of ROUTE_NAMES) {
    const pattern = ROUTE_PATHS[name].split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    if (!pattern.every((part, index) => segmentMatches(part, segments[index] ?? ''))) continue;
    const params = pattern.filter((part) => part.startsWith(':')).length;
    if (!best || params < best.params) best = { name, params };
  }
  return best?.name ?? null;
}
