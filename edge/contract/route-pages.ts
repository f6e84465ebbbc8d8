/**
 * What the build (app/html-preloads.ts) tells the edge (edge/static.ts) in `route-pages.json`: which
 * copy of index.html answers a client route, the one that preloads that screen's chunks.
 * `path` is a react-router path: `:name` matches one segment, `:name?` an optional last one.
 */
export interface RoutePage {
  path: string;
  file: string;
}

/** Whether a URL path is a route's path (exact match, segment by segment). */
export function matchesRoute(pattern: string, urlPath: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = urlPath.split('/').filter(Boolean);
  if (have.length > want.length) return false;
  return want.every((segment, i) => {
    const value = have[i];
    if (segment.endsWith('?') && segment.startsWith(':')) return true;
    if (value === undefined) return false;
    return segment.startsWith(':') || segment === value;
  });
}
