import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import type { AppRouteMeta, RouteHandle } from './app-route.ts';
import { DASHBOARD_PATH, dashboardMeta } from './dashboard-route.ts';
import { RouteErrorPage } from '../pages/error/route-error.tsx';
import { useSettings } from '../stores/settings.ts';

const ROOT_ROUTE_ID = 'root';
export const SHELL_ROUTE_ID = 'shell';
export const UNMATCHED_ROUTE_ID = 'unmatched';

const hiddenMeta = (title: string): AppRouteMeta => ({
  title,
  icon: null,
  hidden: true,
  alwaysShow: false,
  keepAlive: false,
  roles: [],
});

const handle = (meta: AppRouteMeta): RouteHandle => ({ meta });

export function createStaticRoutes(guard: LoaderFunction): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      loader: guard,
      // The guard decides every navigation, not only those that change this route's params.
      shouldRevalidate: () => true,
      HydrateFallback: () => null,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          path: '/login',
          handle: handle(hiddenMeta('login')),
          lazy: async () => ({ Component: (await import('../pages/login/index.tsx')).default }),
        },
        {
          id: SHELL_ROUTE_ID,
          path: '/',
          lazy: async () => {
            const [shell, componentLocales, areaTexts] = await Promise.all([
              import('../layout/shell.tsx'),
              import('../i18n/component-locales.ts'),
              import('../i18n/area-texts.ts'),
            ]);
            // antd's texts and the screens' own must be in the user's language from the shell's first paint.
            const { language } = useSettings.getState();
            await Promise.all([
              componentLocales.activateComponentLocales(language),
              areaTexts.activateAreaTexts(language),
            ]);
            return { Component: shell.default };
          },
          children: [
            { index: true, loader: () => redirect(DASHBOARD_PATH) },
            {
              path: DASHBOARD_PATH,
              handle: handle(dashboardMeta),
              lazy: async () => ({ Component: (await import('../pages/dashboard/index.tsx')).default }),
            },
            {
              path: '/401',
              handle: handle(hiddenMeta('unauthorized')),
              lazy: async () => ({ Component: (await import('../pages/error/unauthorized.tsx')).default }),
            },
            {
              path: '/404',
              handle: handle(hiddenMeta('notFound')),
              lazy: async () => ({ Component: (await import('../pages/error/not-found.tsx')).default }),
            },
            {
              path: '/redirect/*',
              handle: handle(hiddenMeta('redirect')),
              lazy: async () => ({ Component: (await import('../pages/redirect/index.tsx')).default }),
            },
            // The server's routes are patched in here, after the static ones (spec §4).
          ],
        },
        // Anything else: the guard sends it to the previous page or /404 (spec §2).
        { id: UNMATCHED_ROUTE_ID, path: '*' },
      ],
    },
  ];
}
