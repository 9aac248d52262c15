import { useMatches, type UIMatch } from 'react-router';
import type { AppRouteMeta, RouteHandle } from '../router/app-route.ts';

export type MetaMatch = UIMatch<unknown, RouteHandle>;

function hasMeta(match: UIMatch): match is MetaMatch {
  const handle = match.handle as Partial<RouteHandle> | undefined;
  return handle?.meta !== undefined;
}

/** The matched routes that carry a meta, outermost first (breadcrumb, title). */
export function useMetaMatches(): MetaMatch[] {
  return useMatches().filter(hasMeta);
}

/** The meta of the page being shown. */
export function useRouteMeta(): AppRouteMeta | undefined {
  const matches = useMetaMatches();
  return matches[matches.length - 1]?.handle.meta;
}
