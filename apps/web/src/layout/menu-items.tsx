import type { MenuProps } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import type { AppRoute } from '../router/app-route.ts';
import { MenuIcon } from './menu-icons.tsx';
import { visibleRoutes } from './menu-routes.ts';

// The menu's entries as antd draws them, with their icons: only the menu itself needs these (the icons
// are most of its script, loaded apart from the shell's, nav-menu-later.tsx).

export type MenuItems = NonNullable<MenuProps['items']>;

// The room antd's opening arrow takes at the end of a catalogue's title (its 10 px and a gap).
const ARROW_ROOM = 20;
const withExtra: CSSProperties = { display: 'inline-flex', alignItems: 'center', maxWidth: '100%' };
const withExtraBeforeArrow: CSSProperties = { ...withExtra, marginInlineEnd: ARROW_ROOM };
const shrinkingTitle: CSSProperties = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' };

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
    const opens = depth > 1 && route.children.some((child) => !child.meta.hidden);
    // A long title gives way to the extra (cut short with an ellipsis), never the other way round; a
    // catalogue's extra stops short of its opening arrow, which antd draws over the title's end.
    const shown = extra ? (
      <span style={opens ? withExtraBeforeArrow : withExtra}>
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
