import type { DataRouter } from 'react-router';
import { getCurrentAdmin } from '../api/admins.ts';
import { routerTreeQuery } from '../api/menus.ts';
import { queryClient } from '../api/query-client.ts';
import { useSession } from '../stores/session.ts';
import { buildRoutes, deriveRoles } from './route-builder.ts';
import { toRouteObjects } from './route-objects.ts';
import { SHELL_ROUTE_ID } from './static-routes.ts';

/** Loaded on the first signed-in navigation only, so the login page never downloads it. */
export async function loadSession(router: Pick<DataRouter, 'patchRoutes'>): Promise<void> {
  const profile = await getCurrentAdmin();
  const roles = deriveRoles(profile);
  const routes = buildRoutes(await queryClient.fetchQuery(routerTreeQuery), roles);
  router.patchRoutes(SHELL_ROUTE_ID, toRouteObjects(routes));
  useSession.getState().establish({ profile, roles, routes });
}
