import type { MenuProps } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import type { AppRoute } from '../router/app-route.ts';
import { MenuIcon } from './menu-icons.tsx';

export type MenuItems = NonNullable<MenuProps['items']>;

const withExtra: CSSProperties = { display: 'inline-flex', alignItems: 'center', maxWidth: '100%' };
const shrinkingTitle: CSSProperties = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' };

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

/**
 * antd Menu items from routes; `depth` 1 gives top-level entries only (the mixed layout's top bar).
 * `hoverTitles` puts each whole title on hover, for an expanded sidebar that cuts long ones short
 * (a collapsed one shows antd's own tooltip instead). `extras` follow the titles of the entries they are
 * keyed by (a count of what waits there).
 */
export function toMenuItems(
  routes: readonly AppRoute[],
  title: (key: string) => string,
  depth = Infinity,
  hoverTitles = false,
  extras?: ReadonlyMap<string, ReactNode>,
): MenuItems {
  return visibleRoutes(routes).map((route) => {
    const label = title(route.meta.title);
    const icon = <MenuIcon name={route.meta.icon} />;
    const hover = hoverTitles ? { title: label } : {};
    const extra = extras?.get(route.fullPath);
    // A long title gives way to the extra (cut short with an ellipsis), never the other way round.
    const shown = extra ? (
      <span style={withExtra}>
        <span style={shrinkingTitle}>{label}</span>
        {extra}
      </span>
    ) : (
      label
    );
    if (route.meta.link) {
      return {
        key: `link:${route.fullPath}`,
        icon,
        ...hover,
        label: (
          <a href={route.meta.link} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        ),
      };
    }
    const children = route.children.filter((child) => !child.meta.hidden);
    if (children.length && depth > 1) {
      return {
        key: route.fullPath,
        icon,
        label: shown,
        ...hover,
        children: toMenuItems(children, title, depth - 1, hoverTitles, extras),
      };
    }
    return { key: route.fullPath, icon, label: shown, ...hover };
  });
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
