import { createHashRouter, type DataRouter } from 'react-router';
import { clearAccessToken, isSignedIn } from '../stores/access-token.ts';
import { useSession } from '../stores/session.ts';
import { createGuardLoader } from './guard-loader.ts';
import { attachNavigationEffects } from './navigation-effects.ts';
import { createStaticRoutes } from './static-routes.ts';

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
  return router;
}
