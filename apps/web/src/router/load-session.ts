import type { DataRouter } from 'react-router';
import { getCurrentAdmin } from '../api/admins.ts';
import { rememberDashboardReadable } from '../api/opening-reads.ts';
import { defaultCurrencyQuery } from '../api/currencies.ts';
import { routerTreeQuery } from '../api/menus.ts';
import { queryClient } from '../api/query-client.ts';
import { setDefaultCurrency } from '../components/money/default-currency.ts';
import { mayReadDashboard } from './dashboard-route.ts';
import { useSession } from '../stores/session.ts';
import { buildRoutes, deriveRoles, pagePath } from './route-builder.ts';
import { toRouteObjects } from './route-objects.ts';
import { SHELL_ROUTE_ID } from './static-routes.ts';

/**
 * Amounts show in the default currency, with its symbol and places; a failed read leaves bare amounts
 * in the spec's 2 places, not a failed sign-in.
 */
async function loadDefaultCurrency(): Promise<void> {
  try {
    setDefaultCurrency(await queryClient.fetchQuery(defaultCurrencyQuery));
  } catch {
    setDefaultCurrency(undefined);
  }
}

/** Loaded on the first signed-in navigation only, so the login page never downloads it. */
export async function loadSession(router: Pick<DataRouter, 'patchRoutes'>): Promise<void> {
  // The three reads need nothing of one another: asked together, the session is one round trip away.
  const [profile, tree] = await Promise.all([
    getCurrentAdmin(),
    queryClient.fetchQuery(routerTreeQuery),
    loadDefaultCurrency(),
  ]);
  const roles = deriveRoles(profile);
  const routes = buildRoutes(tree, roles);
  router.patchRoutes(SHELL_ROUTE_ID, toRouteObjects(routes));
  const twoFactorPath = pagePath(routes, 'system/two-factor/index');
  useSession.getState().establish({ profile, roles, routes, twoFactorPath });
  rememberDashboardReadable(mayReadDashboard(profile));
}
