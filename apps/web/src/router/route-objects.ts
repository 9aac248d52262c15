import { redirect, type RouteObject } from 'react-router';
import type { AppRoute, RouteHandle } from './app-route.ts';

const loadNotFound = () => import('../pages/error/not-found.tsx');

function firstChildPath(route: AppRoute): string | undefined {
  return route.children.find((child) => !child.meta.link)?.fullPath;
}

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { meta: route.meta };
  if (route.view.kind === 'layout') {
    // A catalogue has no screen of its own: its address opens its redirect, else its first child.
    const target = route.redirect ?? firstChildPath(route);
    return {
      path: route.path,
      handle,
      children: [
        ...(target && target !== route.fullPath ? [{ index: true, loader: () => redirect(target) }] : []),
        ...toRouteObjects(route.children),
      ],
    };
  }
  const load = route.view.kind === 'page' ? route.view.load : loadNotFound;
  return {
    path: route.path,
    handle,
    lazy: async () => ({ Component: (await load()).default }),
  };
}

/** The server's routes as React Router routes; link menus open another site, so they are not routes. */
export function toRouteObjects(routes: readonly AppRoute[]): RouteObject[] {
  return routes.filter((route) => !route.meta.link).map(toRouteObject);
}
