import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteItem, SystemMenu, SystemMenuWrite } from '@app/contracts';
import { auditTrail } from './audit-trail.ts';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let audit: ReturnType<typeof auditTrail>;

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
  t.request({ method, url, payload, token: as });
const tree = async (query = ''): Promise<SystemMenu[]> =>
  (await request('GET', `/api/system-menus/tree${query}`)).json().data;
const flatten = <T extends { children?: T[] }>(nodes: T[]): T[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

async function newMenu(body: SystemMenuWrite): Promise<SystemMenu> {
  const res = await request('POST', '/api/system-menus', body);
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  audit = auditTrail(t, token);
});
afterAll(() => t.close());

describe('GET /api/system-menus/tree', () => {
  it('answers every menu as a tree ordered by sort, each with all its fields', async () => {
    const system = (await tree()).find((m) => m.route_path === '/system')!;
    expect(system).toMatchObject({
      type: 'catalog',
      parent_id: null,
      component: 'Layout',
      redirect: '/system/admin',
    });
    expect(system.children!.map((c) => c.route_path)).toEqual([
      'admin',
      'role',
      'menu',
      'dept',
      'dict',
      'audit-log',
      'two-factor',
    ]);
    expect(system.children![0]).toEqual({
      id: expect.any(Number),
      parent_id: system.id,
      type: 'menu',
      name: 'admin',
      route_path: 'admin',
      route_name: 'Admin',
      component: 'system/admin/index',
      permission: 'admins.query',
      visible: true,
      keep_alive: true,
      always_show: false,
      redirect: null,
      link: null,
      params: [],
      icon: 'admin',
      sort: 10,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('filters by a keyword in any letter case, keeping the ancestors of each match', async () => {
    const found = await tree('?filter[keyword]=AUDIT-LOG');
    expect(found.map((m) => m.route_path)).toEqual(['/system']);
    expect(found[0]!.children!.map((m) => m.component)).toEqual(['system/audit-log/index']);
    expect(await tree('?filter[keyword]=level3')).toMatchObject([
      {
        route_path: '/demo',
        children: [
          {
            route_path: 'multi-level',
            children: [{ route_path: 'level2', children: [{ route_path: 'level3' }] }],
          },
        ],
      },
    ]);
    expect(await tree('?filter[keyword]=no-such-menu')).toEqual([]);
  });

  it('answers 422 for an unknown filter, 401 without a token and 403 without menus.query', async () => {
    const bad = await request('GET', '/api/system-menus/tree?filter[type]=menu');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'filter.type': ['This field is not allowed'] });
    expect((await request('GET', '/api/system-menus/tree', undefined, '')).statusCode).toBe(401);
    const other = await signInWith(t, ['admins.query', 'menus.add']);
    expect((await request('GET', '/api/system-menus/tree', undefined, other.token)).statusCode).toBe(403);
  });
});

describe('GET /api/system-menus/:id', () => {
  it('answers one menu without its children, 404 for an unknown id and 403 without menus.query', async () => {
    const system = (await tree()).find((m) => m.route_path === '/system')!;
    const res = await request('GET', `/api/system-menus/${system.id}`);
    expect(res.statusCode).toBe(200);
    const { children, ...fields } = system;
    expect(children).toBeDefined();
    expect(res.json()).toEqual({ data: fields });
    expect((await request('GET', '/api/system-menus/999999')).json()).toEqual({ message: 'Not found.' });
    const other = await signInWith(t, ['menus.modify']);
    expect((await request('GET', `/api/system-menus/${system.id}`, undefined, other.token)).statusCode).toBe(
      403,
    );
  });
});

describe('a menu made here', () => {
  it('joins the routers tree of the admins who may open it, at their next load', async () => {
    const catalog = await newMenu({
      type: 'catalog',
      name: 'Reports',
      route_path: '/reports',
      component: 'Layout',
    });
    await newMenu({
      parent_id: catalog.id,
      type: 'menu',
      name: 'Daily',
      route_path: 'daily',
      component: 'reports/daily/index',
      permission: 'funds.query',
      keep_alive: true,
    });
    const viewer = await signInWith(t, ['admins.query']);
    const routes = async (as: string): Promise<RouteItem[]> =>
      (await request('GET', '/api/admins/me/routers/tree', undefined, as)).json().data;

    const reports = (await routes(token)).find((r) => r.path === '/reports');
    expect(reports).toMatchObject({
      component: 'Layout',
      meta: { title: 'Reports' },
      children: [{ path: 'daily', component: 'reports/daily/index', meta: { keep_alive: true } }],
    });
    expect(flatten(await routes(viewer.token)).map((r) => r.path)).not.toContain('/reports');

    expect(
      (
        await request('PUT', `/api/roles/${viewer.role.id}/permissions`, {
          permissions: ['admins.query', 'funds.query'],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await routes(viewer.token)).find((r) => r.path === '/reports')?.children?.map((c) => c.path),
    ).toEqual(['daily']);
  });
});

describe('DELETE /api/system-menus/:id', () => {
  it('answers 409 for a menu with sub-menus, then deletes it once they are gone, recording each delete', async () => {
    const parent = await newMenu({ type: 'catalog', name: 'Temporary', route_path: '/temporary' });
    const child = await newMenu({
      parent_id: parent.id,
      type: 'link',
      name: 'Docs',
      link: 'https://example.com/docs',
    });

    const mark = await audit.mark();
    const refused = await request('DELETE', `/api/system-menus/${parent.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This menu has sub-menus; delete them first.' });
    expect(await audit.since(mark)).toEqual([]);
    expect((await request('GET', `/api/system-menus/${parent.id}`)).statusCode).toBe(200);

    expect((await request('DELETE', `/api/system-menus/${child.id}`)).statusCode).toBe(204);
    expect(await audit.single(mark)).toMatchObject({
      action: 'menus.delete',
      target: `menu:${child.id}`,
      before: child,
      after: null,
    });
    const next = await audit.mark();
    expect((await request('DELETE', `/api/system-menus/${parent.id}`)).statusCode).toBe(204);
    expect(await audit.single(next)).toMatchObject({ action: 'menus.delete', before: parent });
    expect(flatten(await tree()).map((m) => m.id)).not.toContain(parent.id);
  });

  it('answers 404 for an unknown id, 401 without a token and 403 without menus.delete', async () => {
    expect((await request('DELETE', '/api/system-menus/999999')).statusCode).toBe(404);
    const menu = await newMenu({ type: 'catalog', name: 'Kept', route_path: '/kept' });
    expect((await request('DELETE', `/api/system-menus/${menu.id}`, undefined, '')).statusCode).toBe(401);
    const other = await signInWith(t, ['menus.query', 'menus.modify']);
    expect((await request('DELETE', `/api/system-menus/${menu.id}`, undefined, other.token)).statusCode).toBe(
      403,
    );
    expect((await request('GET', `/api/system-menus/${menu.id}`)).statusCode).toBe(200);
  });
});
