import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AppRoute } from '../router/app-route.ts';
import { useAppStore } from '../stores/app.ts';
import { findMenuRoute, firstPage, routeHref, selectedMenuKey, visibleRoutes } from './menu-routes.ts';

/**
 * Spec §2 mixed layout: choosing a top-level entry shows its children in the left menu. The chosen
 * entry is stored as activeTop and follows the page when the user arrives by a tag or a link.
 */
export function useMixedMenu(routes: readonly AppRoute[]) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const activeTop = useAppStore((s) => s.activeTop);
  const setActiveTop = useAppStore((s) => s.setActiveTop);

  const selected = selectedMenuKey(routes, pathname);
  const topOfPage = selected ? (findMenuRoute(routes, selected)?.ancestors[0] ?? selected) : undefined;
  useEffect(() => {
    if (topOfPage) setActiveTop(topOfPage);
  }, [topOfPage, setActiveTop]);

  const top = visibleRoutes(routes).find((r) => r.fullPath === (topOfPage ?? activeTop));
  const sideRoutes = top?.children.length ? top.children : [];

  const pickTop = (route: AppRoute) => {
    setActiveTop(route.fullPath);
    navigate(routeHref(firstPage(route)));
  };
  return { sideRoutes, pickTop };
}
