import type { RouteItem, RouteMeta } from '@app/contracts/menus';
import { describe, expect, it } from 'vitest';
import type { PageLoader } from './app-route.ts';
import { buildRoutes, deriveRoles, pagePath, rolesAllow } from './route-builder.ts';
import { pageRegistry } from './page-registry.ts';

const meta = (overrides: Partial<RouteMeta> = {}): RouteMeta => ({
  title: 'title',
  icon: null,
  hidden: false,
  keep_alive: false,
  always_show: false,
  roles: ['ADMIN'],
  ...overrides,
});

const item = (path: string, component: string, overrides: Partial<RouteItem> = {}): RouteItem => ({
  path,
  name: path,
  component,
  meta: meta(),
  ...overrides,
});

const loadAdminPage: PageLoader = () => Promise.resolve({ default: () => null });
const registry = { 'system/admin/index': loadAdminPage };

describe('deriveRoles', () => {
  it('gives ADMIN to a super admin and ROLE to anyone else', () => {
    expect(deriveRoles({ is_super: true })).toEqual(['ADMIN']);
    expect(deriveRoles({ is_super: false })).toEqual(['ROLE']);
  });
});

describe('rolesAllow', () => {
  it('needs a roles list on the route', () => {
    expect(rolesAllow(['ADMIN'], undefined)).toBe(false);
  });

  it('admits a user with one of the route roles, or with ROOT', () => {
    expect(rolesAllow(['ROLE'], ['ADMIN', 'ROLE'])).toBe(true);
    expect(rolesAllow(['ROLE'], ['ADMIN'])).toBe(false);
    expect(rolesAllow(['ROOT'], ['ADMIN'])).toBe(true);
    expect(rolesAllow(['ROOT'], [])).toBe(true);
  });
});

describe('buildRoutes', () => {
  const tree: RouteItem[] = [
    item('/system', 'Layout', {
      name: 'System',
      redirect: '/system/admin',
      children: [
        item('admin', 'system/admin/index', {
          name: '',
          meta: meta({ keep_alive: true, hidden: true, always_show: true }),
        }),
        item('role', 'system/role/index'),
      ],
    }),
  ];

  it('maps Layout to the shell, a known component to its page and an unknown one to the 404 page', () => {
    const [system] = buildRoutes(tree, ['ADMIN'], registry);
    expect(system?.view).toEqual({ kind: 'layout' });
    expect(system?.children[0]?.view).toEqual({ kind: 'page', load: loadAdminPage });
    expect(system?.children[1]?.view).toEqual({ kind: 'not-found' });
  });

  it('finds where a page component is shown, at any depth', () => {
    const routes = buildRoutes(tree, ['ADMIN'], registry);
    expect(pagePath(routes, 'system/admin/index', registry)).toBe('/system/admin');
    expect(pagePath(routes, 'system/role/index', registry)).toBeNull();
    expect(pagePath([], 'system/admin/index', registry)).toBeNull();
  });

  it('maps the dashboard component through the app registry', () => {
    const [dashboard] = buildRoutes([item('/home', 'dashboard/index')], ['ADMIN']);
    expect(dashboard?.view).toEqual({ kind: 'page', load: pageRegistry['dashboard/index'] });
  });

  it('names an entry without a name by its path and resolves child paths under the parent', () => {
    const [system] = buildRoutes(tree, ['ADMIN'], registry);
    expect(system?.name).toBe('System');
    expect(system?.children[0]?.name).toBe('admin');
    expect(system?.children.map((c) => c.fullPath)).toEqual(['/system/admin', '/system/role']);
    expect(system?.redirect).toBe('/system/admin');
  });

  it('resets hidden and alwaysShow, copies keep_alive to keepAlive and gives routes the user roles', () => {
    const [system] = buildRoutes(tree, ['ADMIN'], registry);
    const admin = system?.children[0];
    expect(admin?.meta).toMatchObject({
      hidden: false,
      alwaysShow: false,
      keepAlive: true,
      roles: ['ADMIN'],
    });
    expect(system?.children[1]?.meta.keepAlive).toBe(false);
  });

  it('drops items whose roles do not admit the user, and their children, at every level', () => {
    const mixed: RouteItem[] = [
      item('/open', 'Layout', {
        meta: meta({ roles: ['ROLE'] }),
        children: [item('kept', 'x/index', { meta: meta({ roles: ['ROLE'] }) }), item('dropped', 'x/index')],
      }),
      item('/closed', 'Layout', {
        children: [item('child', 'x/index', { meta: meta({ roles: ['ROLE'] }) })],
      }),
      item('/no-roles', 'x/index', { meta: { ...meta(), roles: undefined as unknown as string[] } }),
    ];
    const built = buildRoutes(mixed, ['ROLE'], registry);
    expect(built.map((r) => r.fullPath)).toEqual(['/open']);
    expect(built[0]?.children.map((r) => r.fullPath)).toEqual(['/open/kept']);
  });

  it('keeps everything for a ROOT user', () => {
    const built = buildRoutes(
      [item('/a', 'x/index', { meta: meta({ roles: ['SOMEONE'] }) })],
      ['ROOT'],
      registry,
    );
    expect(built).toHaveLength(1);
  });

  it('keeps the external address of a link menu and resolves a relative catalogue redirect', () => {
    const [demo] = buildRoutes(
      [
        item('/demo', 'Layout', {
          children: [
            item('openapi', '', { meta: meta({ link: '/api/docs' }) }),
            item('multi', 'Layout', { redirect: 'multi/level2', children: [item('level2', 'x/index')] }),
          ],
        }),
      ],
      ['ADMIN'],
      registry,
    );
    expect(demo?.children[0]?.meta.link).toBe('/api/docs');
    expect(demo?.children[1]?.redirect).toBe('/demo/multi/level2');
  });
});
