import type { AppRoute } from '../router/app-route.ts';

// The menu's routes: which are shown, where each leads, which one a location selects. The shell reads them
// too (the mixed layout's top bar), without the menu's icons.

/** A route's address with its menu parameters as the query (menu management's "route parameters"). */
export function routeHref(route: AppRoute): string {
  const params = route.meta.params ?? [];
  if (!params.length) return route.fullPath;
  return `${route.fullPath}?${new URLSearchParams(params.map((p) => [p.key, p.value])).toString()}`;
}

/**
 * The route a menu entry stands for: a catalogue with exactly one shown child and no alwaysShow is
 * displayed as that child (the spec's alwaysShow semantics).
 */
export function menuEntryOf(route: AppRoute): AppRoute {
  const shown = route.children.filter((child) => !child.meta.hidden);
  if (shown.length === 1 && !route.meta.alwaysShow) return menuEntryOf(shown[0]!);
  return route;
}

export function visibleRoutes(routes: readonly AppRoute[]): AppRoute[] {
  return routes.filter((route) => !route.meta.hidden).map(menuEntryOf);
}

/** Depth-first: the route whose menu key is `key`, and the keys of the catalogues above it. */
export function findMenuRoute(
  routes: readonly AppRoute[],
  key: string,
  ancestors: string[] = [],
): { route: AppRoute; ancestors: string[] } | undefined {
  for (const route of visibleRoutes(routes)) {
    if (route.fullPath === key) return { route, ancestors };
    const found = findMenuRoute(route.children, key, [...ancestors, route.fullPath]);
    if (found) return found;
  }
  return undefined;
}

/** The first page below a route, where a click on a catalogue leads. */
export function firstPage(route: AppRoute): AppRoute {
  const child = visibleRoutes(route.children).find((c) => !c.meta.link);
  return child ? firstPage(child) : route;
}

/** The menu key that best matches a location: the longest route path that prefixes it. */
export function selectedMenuKey(routes: readonly AppRoute[], pathname: string): string | undefined {
  let best: string | undefined;
  const walk = (list: readonly AppRoute[]) => {
    for (const route of visibleRoutes(list)) {
      const p = route.fullPath;
      if ((pathname === p || pathname.startsWith(`${p}/`)) && (!best || p.length > best.length)) best = p;
      walk(route.children);
    }
  };
  walk(routes);
  return best;
}
