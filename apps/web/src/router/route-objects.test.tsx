import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AppRoute, AppRouteMeta, RouteView } from './app-route.ts';
import { toRouteObjects } from './route-objects.ts';

const meta = (overrides: Partial<AppRouteMeta> = {}): AppRouteMeta => ({
  title: 't',
  icon: null,
  hidden: false,
  alwaysShow: false,
  keepAlive: false,
  roles: ['ADMIN'],
  ...overrides,
});

const route = (
  fullPath: string,
  path: string,
  view: RouteView,
  children: AppRoute[] = [],
  extra = {},
): AppRoute => ({
  path,
  fullPath,
  name: path,
  meta: meta(),
  view,
  children,
  ...extra,
});

const AdminPage = () => <h1>admin page</h1>;

describe('toRouteObjects', () => {
  const routes: AppRoute[] = [
    route('/system', '/system', { kind: 'layout' }, [
      route('/system/admin', 'admin', { kind: 'page', load: () => Promise.resolve({ default: AdminPage }) }),
      route('/system/docs', 'docs', { kind: 'page', load: vi.fn() }, [], {
        meta: meta({ link: '/api/docs' }),
      }),
    ]),
  ];

  it('opens a catalogue at its first child and renders its pages lazily', async () => {
    const router = createMemoryRouter(toRouteObjects(routes), { initialEntries: ['/system'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'admin page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/system/admin');
  });

  it('leaves link menus out of the routes: they open another address', () => {
    const [system] = toRouteObjects(routes);
    expect(system?.children?.map((c) => c.path)).toEqual([undefined, 'admin']);
  });

  it('carries each route meta on its handle for the shell', () => {
    const [system] = toRouteObjects(routes);
    expect(system?.handle).toEqual({ meta: routes[0]!.meta });
  });
});
