import { useMemo } from 'react';
import type { AppRoute } from '../router/app-route.ts';
import { DASHBOARD_PATH, dashboardMeta } from '../router/dashboard-route.ts';
import { useSession } from '../stores/session.ts';

// The static dashboard leads the menu; the server's routes follow in its order.
const dashboardRoute: AppRoute = {
  path: DASHBOARD_PATH,
  fullPath: DASHBOARD_PATH,
  name: 'Dashboard',
  meta: dashboardMeta,
  view: { kind: 'page', load: () => import('../pages/dashboard/index.tsx') },
  children: [],
};

export function useMenuRoutes(): AppRoute[] {
  const routes = useSession((s) => s.routes);
  return useMemo(() => [dashboardRoute, ...routes], [routes]);
}
