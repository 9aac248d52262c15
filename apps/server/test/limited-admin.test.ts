import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { RouteItem, SystemMenu } from '@app/contracts';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

// An admin whose role holds only admins.query (issue 4, "Done when"): what they see and what they may do.
let t: TestApp;
let superToken: string;
let viewer: Awaited<ReturnType<typeof signInWith>>;
let nobody: Awaited<ReturnType<typeof signInWith>>;

beforeAll(async () => {
  t = await createTestApp();
  superToken = await t.login();
  viewer = await signInWith(t, ['admins.query']);
  nobody = await signInWith(t, []);
});
afterAll(() => t.close());

const flatten = <T extends { children?: T[] }>(nodes: T[]): T[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('the routers tree of an admin holding only admins.query', () => {
  it('holds the admin list and the menus open to every admin, and nothing else', async () => {
    const res = await t.request({ method: 'GET', url: '/api/admins/me/routers/tree', token: viewer.token });
    expect(res.statusCode).toBe(200);
    const routes: RouteItem[] = res.json().data;

    const system = routes.find((r) => r.path === '/system');
    expect(system?.children?.map((c) => c.component)).toEqual([
      'system/admin/index',
      'system/two-factor/index',
    ]);
    expect(routes.map((r) => r.path)).not.toContain('/project');

    // Every screen of the menu table that needs no permission or admins.query, and no other screen.
    const menus = flatten<SystemMenu>(
      (await t.request({ method: 'GET', url: '/api/system-menus/tree', token: superToken })).json().data,
    );
    const expected = menus
      .filter((m) => m.type === 'menu' || m.type === 'link')
      .filter((m) => m.permission === null || m.permission === 'admins.query')
      .map((m) => m.name);
    const screens = flatten(routes)
      .filter((r) => !r.children)
      .map((r) => r.meta.title);
    expect(screens.sort()).toEqual(expected.sort());
    expect(flatten(routes).every((r) => r.meta.roles.join() === 'ROLE')).toBe(true);
  });
});

describe('the API for an admin holding only admins.query', () => {
  it('answers the admin list and one admin', async () => {
    const list = await t.request({ method: 'GET', url: '/api/admins', token: viewer.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.total).toBeGreaterThanOrEqual(3);
    const one = await t.request({
      method: 'GET',
      url: `/api/admins/${viewer.admin.id}`,
      token: viewer.token,
    });
    expect(one.json().data).toMatchObject({ id: viewer.admin.id, email: viewer.email, is_super: false });
  });

  it.each<[string, InjectOptions['method'], string, object?]>([
    [
      'add an admin',
      'POST',
      '/api/admins',
      { name: 'N', email: 'n@example.com', password: 'harbor-lantern-19', role_id: 1 },
    ],
    ['edit an admin', 'PUT', '/api/admins/1', { name: 'N', email: 'n@example.com', role_id: 1 }],
    ['delete an admin', 'DELETE', '/api/admins/1'],
    ['list roles', 'GET', '/api/roles'],
    ['assign permissions, even to their own role', 'PUT', '/api/roles/1/permissions', { permissions: [] }],
    ['read the menus', 'GET', '/api/system-menus/tree'],
    ['read the departments', 'GET', '/api/departments/tree'],
    ['read the dictionaries', 'GET', '/api/dictionaries'],
    ['read the audit log', 'GET', '/api/audit-logs'],
  ])('refuses to %s with 403', async (_, method, url, payload) => {
    const target = url.replace('/roles/1/', `/roles/${viewer.role.id}/`);
    const res = await t.request({ method, url: target, payload, token: viewer.token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
  });

  it('passes, across every documented route, exactly the two admin reads beyond what every admin may do', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    const params: Record<string, string> = { id: String(viewer.admin.id), code: 'on_off' };
    const routes = Object.entries(doc.paths as Record<string, object>)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })),
      )
      // Signing out, or ending one of one's own sessions, could end the very session the probe runs on.
      .filter((r) => r.path !== '/logout' && r.path !== '/api/admins/me/sessions/{id}');
    expect(routes.length).toBeGreaterThan(30);

    const passes = async (token: string) => {
      const passed = new Set<string>();
      for (const { method, path } of routes) {
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '1');
        const withBody = method !== 'GET';
        const res = await t.request({
          method: method as InjectOptions['method'],
          url,
          token,
          ...(withBody ? { payload: {} } : {}),
        });
        if (res.statusCode !== 403) passed.add(`${method} ${path}`);
      }
      return passed;
    };
    const everyAdmin = await passes(nobody.token);
    const viewerPasses = await passes(viewer.token);

    expect([...everyAdmin].filter((r) => !viewerPasses.has(r))).toEqual([]);
    expect([...viewerPasses].filter((r) => !everyAdmin.has(r)).sort()).toEqual([
      'GET /api/admins',
      'GET /api/admins/{id}',
    ]);
    expect(everyAdmin).toContain('GET /api/dictionaries/{code}/items');
    expect(everyAdmin).toContain('GET /api/permission-codes');
    expect(everyAdmin).toContain('GET /api/currencies/default');
  });
});
