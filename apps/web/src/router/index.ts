import { createHashRouter, type DataRouter } from 'react-router';
import { clearAccessToken, isSignedIn } from '../stores/access-token.ts';
import { enrolmentPathOf, useSession } from '../stores/session.ts';
import { createGuardLoader } from './guard-loader.ts';
import { attachNavigationEffects } from './navigation-effects.ts';
import { toRouteObjects } from './route-objects.ts';
import { createStaticRoutes, SHELL_ROUTE_ID } from './static-routes.ts';

export function createAppRouter(): DataRouter {
  // The router starts its first navigation while it is being created, so the guard can run
  // before the router exists: until then it matches against the static routes.
  const created: { router?: DataRouter } = {};
  let routerCreated: (created: DataRouter) => void = () => undefined;
  const createdRouter = new Promise<DataRouter>((resolve) => (routerCreated = resolve));
  const guard = createGuardLoader({
    routes: () => created.router?.routes ?? routes,
    routerState: () => created.router?.state,
    isSignedIn,
    isSessionLoaded: () => useSession.getState().loaded,
    enrolmentPath: () => enrolmentPathOf(useSession.getState()),
    loadSession: async () => {
      const [{ loadSession }, router] = await Promise.all([import('./load-session.ts'), createdRouter]);
      await loadSession(router);
    },
    clearToken: clearAccessToken,
  });
  const routes = createStaticRoutes(guard);
  const router = createHashRouter(routes);
  created.router = router;
  routerCreated(router);
  attachNavigationEffects(router);
  // The router serves the routes the session holds, so a menu added in menu management opens at once.
  // Patching only adds: a removed menu leaves the sidebar at once, its route at the next load.
  useSession.subscribe((session, previous) => {
    if (session.loaded && previous.loaded && session.routes !== previous.routes) {
      router.patchRoutes(SHELL_ROUTE_ID, toRouteObjects(session.routes));
    }
  });
  return router;
}
