import { Menu } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useRouteTitle } from '../i18n/use-route-title.ts';
import type { AppRoute } from '../router/app-route.ts';
import { pagePath } from '../router/route-builder.ts';
import { toMenuItems } from './menu-items.tsx';
import { findMenuRoute, firstPage, routeHref, selectedMenuKey } from './menu-routes.ts';
import { PendingWithdrawalsCount } from './pending-withdrawals-count.tsx';

// The withdrawal review screen, wherever staff put it in the menu, carries the count of what waits.
const REVIEW_SCREEN = 'user/withdraw-audit/index';

interface NavMenuProps {
  routes: readonly AppRoute[];
  mode: 'inline' | 'horizontal';
  /** 1 shows top-level entries only. */
  depth?: number;
  collapsed?: boolean;
  /** Replaces the default "go to the entry's first page" (the mixed layout's top bar). */
  onPick?: (route: AppRoute) => void;
  /** Called after the menu has navigated (the mobile drawer closes then). */
  onNavigated?: () => void;
}

export function NavMenu({ routes, mode, depth, collapsed = false, onPick, onNavigated }: NavMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const title = useRouteTitle();
  const hoverTitles = mode === 'inline' && !collapsed;
  const selected = selectedMenuKey(routes, pathname);
  const ancestors = (selected && findMenuRoute(routes, selected)?.ancestors) || [];

  // Opening the catalogues above the current page whenever the page changes, keeping the user's others.
  const [openKeys, setOpenKeys] = useState<string[]>(ancestors);
  const [openedFor, setOpenedFor] = useState(pathname);
  if (openedFor !== pathname) {
    setOpenedFor(pathname);
    setOpenKeys([...new Set([...openKeys, ...ancestors])]);
  }

  // The review entry carries the count of waiting withdrawals, and so does each closed catalogue above it
  // (every one, in the top bar): the count shows without opening anything.
  const controlsOpening = mode === 'inline' && !collapsed;
  const extras = useMemo(() => {
    const reviewPath = pagePath(routes, REVIEW_SCREEN);
    if (!reviewPath) return undefined;
    const count = <PendingWithdrawalsCount />;
    const closedAbove = (findMenuRoute(routes, reviewPath)?.ancestors ?? []).filter(
      (key) => !controlsOpening || !openKeys.includes(key),
    );
    return new Map([reviewPath, ...closedAbove].map((key) => [key, count]));
  }, [routes, controlsOpening, openKeys]);
  const items = useMemo(
    () => toMenuItems(routes, title, depth, hoverTitles, extras),
    [routes, title, depth, hoverTitles, extras],
  );

  return (
    <Menu
      aria-label={t('navbar.menu')}
      mode={mode}
      items={items}
      selectedKeys={depth === 1 ? [ancestors[0] ?? selected ?? ''] : selected ? [selected] : []}
      style={{ borderInlineEnd: 0, flex: mode === 'horizontal' ? 1 : undefined, minWidth: 0 }}
      {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange: setOpenKeys } : {})}
      onClick={({ key, domEvent }) => {
        if (key.startsWith('link:')) {
          // A mouse click follows the anchor itself; the keyboard needs opening here.
          const found = findMenuRoute(routes, key.slice('link:'.length));
          if (domEvent.type === 'keydown' && found?.route.meta.link) {
            window.open(found.route.meta.link, '_blank', 'noopener,noreferrer');
          }
          return;
        }
        const found = findMenuRoute(routes, key);
        if (!found) return;
        if (onPick) onPick(found.route);
        else navigate(routeHref(firstPage(found.route)));
        onNavigated?.();
      }}
    />
  );
}
