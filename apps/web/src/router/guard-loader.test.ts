import { createMemoryRouter, type DataRouter, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createGuardLoader, type GuardDependencies } from './guard-loader.ts';
import { SHELL_ROUTE_ID, UNMATCHED_ROUTE_ID } from './static-routes.ts';

interface Session {
  signedIn: boolean;
  loaded: boolean;
}

/** The guard in a real router, over a route tree shaped like the app's (shell + catch-all). */
function startRouter(at: string, session: Session, loadSession: (router: DataRouter) => Promise<void>) {
  const created: { router?: DataRouter } = {};
  let routerCreated: (created: DataRouter) => void = () => undefined;
  const createdRouter = new Promise<DataRouter>((resolve) => (routerCreated = resolve));
  const deps: GuardDependencies = {
    routes: () => created.router?.routes ?? routes,
    routerState: () => created.router?.state,
    isSignedIn: () => session.signedIn,
    isSessionLoaded: () => session.loaded,
    loadSession: async () => loadSession(await createdRouter),
    clearToken: vi.fn(() => {
      session.signedIn = false;
    }),
  };
  const routes: RouteObject[] = [
    {
      id: 'root',
      loader: createGuardLoader(deps),
      shouldRevalidate: () => true,
      children: [
        { path: '/login' },
        {
          id: SHELL_ROUTE_ID,
          path: '/',
          children: [{ path: '/dashboard' }, { path: '/404' }],
        },
        { id: UNMATCHED_ROUTE_ID, path: '*' },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  created.router = router;
  routerCreated(router);
  return { router, deps };
}

const idle = (router: DataRouter) =>
  vi.waitFor(() => {
    if (!router.state.initialized || router.state.navigation.state !== 'idle') throw new Error('navigating');
  });
const where = (router: DataRouter) => router.state.location.pathname + router.state.location.search;

describe('the route guard in the router', () => {
  it('sends a signed-out deep link to /login with the redirect query', async () => {
    const { router } = startRouter('/system/admin', { signedIn: false, loaded: false }, vi.fn());
    await idle(router);
    expect(where(router)).toBe('/login?redirect=%2Fsystem%2Fadmin');
  });

  it('loads the session, adds the server routes and repeats the navigation to land on them', async () => {
    const session = { signedIn: true, loaded: false };
    const loadSession = vi.fn(async (router: DataRouter) => {
      router.patchRoutes(SHELL_ROUTE_ID, [{ path: '/system', children: [{ path: 'admin' }] }]);
      session.loaded = true;
    });
    const { router } = startRouter('/system/admin', session, loadSession);
    await idle(router);
    expect(loadSession).toHaveBeenCalledTimes(1);
    expect(where(router)).toBe('/system/admin');
    expect(router.state.matches.at(-1)?.route.path).toBe('admin');
  });

  it('clears the token and goes to /login with the redirect query when loading the session fails', async () => {
    const session = { signedIn: true, loaded: false };
    const { router, deps } = startRouter('/dashboard', session, () => Promise.reject(new Error('401')));
    await idle(router);
    expect(deps.clearToken).toHaveBeenCalled();
    expect(where(router)).toBe('/login?redirect=%2Fdashboard');
  });

  it('shows /404 for an unknown path on arrival, and keeps the previous page for one followed later', async () => {
    const { router } = startRouter('/no-such-page', { signedIn: true, loaded: true }, vi.fn());
    await idle(router);
    expect(where(router)).toBe('/404');

    await router.navigate('/dashboard');
    await router.navigate('/another-unknown-page');
    await idle(router);
    expect(where(router)).toBe('/dashboard');
  });

  it('sends a signed-in admin away from /login', async () => {
    const { router } = startRouter('/login', { signedIn: true, loaded: true }, vi.fn());
    await idle(router);
    expect(where(router)).not.toBe('/login');
  });
});
