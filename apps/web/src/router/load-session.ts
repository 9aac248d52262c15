import type { DataRouter } from 'react-router';
import { getCurrentAdmin } from '../api/admins.ts';
import { defaultCurrencyQuery } from '../api/currencies.ts';
import { routerTreeQuery } from '../api/menus.ts';
import { queryClient } from '../api/query-client.ts';
import { setAmountDecimals } from '../components/money/amount-places.ts';
import { useSession } from '../stores/session.ts';
import { buildRoutes, deriveRoles } from './route-builder.ts';
import { toRouteObjects } from './route-objects.ts';
import { SHELL_ROUTE_ID } from './static-routes.ts';

/** Amounts show in the default currency's places; a failed read leaves the spec's 2, not a failed sign-in. */
async function loadAmountPlaces(): Promise<void> {
  try {
    setAmountDecimals((await queryClient.fetchQuery(defaultCurrencyQuery)).decimals);
  } catch {
    setAmountDecimals(undefined);
  }
}

/** Loaded on the first signed-in navigation only, so the login page never downloads it. */
export async function loadSession(router: Pick<DataRouter, 'patchRoutes'>): Promise<void> {
  const profile = await getCurrentAdmin();
  const roles = deriveRoles(profile);
  const [tree] = await Promise.all([queryClient.fetchQuery(routerTreeQuery), loadAmountPlaces()]);
  const routes = buildRoutes(tree, roles);
  router.patchRoutes(SHELL_ROUTE_ID, toRouteObjects(routes));
  useSession.getState().establish({ profile, roles, routes });
}
