import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemMenu } from '@app/contracts';
import { auditTrail } from './audit-trail.ts';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let audit: ReturnType<typeof auditTrail>;
let catalog: SystemMenu;
let page: SystemMenu;
let button: SystemMenu;

const request = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = token) =>
  t.request({ method, url, payload, token: as });
const menuCount = async () => {
  const flatten = (nodes: SystemMenu[]): SystemMenu[] =>
    nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
  return flatten((await request('GET', '/api/system-menus/tree')).json().data).length;
};
/** The body a PUT needs to keep a menu as it is. */
function bodyOf(menu: SystemMenu) {
  const { id: _id, created_at: _created, updated_at: _updated, children: _children, ...body } = menu;
  return body;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  audit = auditTrail(t, token);
});
afterAll(() => t.close());

describe('POST /api/system-menus', () => {
  it('creates a menu of each type, with defaults for what is left out, recording each once', async () => {
    let mark = await audit.mark();
    let res = await request('POST', '/api/system-menus', {
      type: 'catalog',
      name: 'Reports',
      route_path: '/reports',
      icon: 'chart',
      sort: 5,
    });
    expect(res.statusCode).toBe(201);
    catalog = res.json().data;
    expect(catalog).toMatchObject({
      parent_id: null,
      visible: true,
      keep_alive: false,
      always_show: false,
      params: [],
      redirect: null,
      sort: 5,
    });
    expect(await audit.single(mark)).toMatchObject({
      action: 'menus.create',
      target: `menu:${catalog.id}`,
      before: null,
      after: catalog,
    });

    mark = await audit.mark();
    res = await request('POST', '/api/system-menus', {
      parent_id: catalog.id,
      type: 'menu',
      name: 'Daily',
      route_path: 'daily',
      route_name: 'DailyReport',
      component: 'reports/daily/index',
      permission: 'funds.query',
      keep_alive: true,
      params: [{ key: 'tab', value: 'summary' }],
    });
    expect(res.statusCode).toBe(201);
    page = res.json().data;
    expect(page).toMatchObject({
      parent_id: catalog.id,
      route_name: 'DailyReport',
      params: [{ key: 'tab', value: 'summary' }],
    });
    expect(await audit.single(mark)).toMatchObject({ action: 'menus.create', after: page });

    res = await request('POST', '/api/system-menus', {
      parent_id: page.id,
      type: 'button',
      name: 'Export',
      permission: 'funds.query',
    });
    expect(res.statusCode).toBe(201);
    button = res.json().data;
    res = await request('POST', '/api/system-menus', {
      parent_id: catalog.id,
      type: 'link',
      name: 'Docs',
      link: 'https://example.com',
      visible: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ type: 'link', link: 'https://example.com', visible: false });
    expect((await request('GET', `/api/system-menus/${page.id}`)).json().data).toEqual(page);
  });

  it.each([
    ['a catalogue without a route path', { type: 'catalog', name: 'X' }, ['route_path']],
    ['a menu without a route path or component', { type: 'menu', name: 'X' }, ['component', 'route_path']],
    ['a link without its address', { type: 'link', name: 'X', route_path: 'x' }, ['link']],
    ['a link to another scheme', { type: 'link', name: 'X', link: 'javascript:alert(1)' }, ['link']],
    ['a button without a permission', { type: 'button', name: 'X' }, ['permission']],
    [
      'a button with an unknown permission',
      { type: 'button', name: 'X', permission: 'admins.fly' },
      ['permission'],
    ],
    [
      'an unknown type, no name and an unknown field',
      { type: 'page', hidden: true },
      ['hidden', 'name', 'type'],
    ],
    [
      'a parameter without a key',
      { type: 'catalog', name: 'X', route_path: '/x', params: [{ value: '1' }] },
      ['params.0.key'],
    ],
  ])('answers 422 for %s, naming the fields', async (_, body, fields) => {
    const before = await menuCount();
    const mark = await audit.mark();
    const res = await request('POST', '/api/system-menus', body);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(fields);
    expect(await audit.since(mark)).toEqual([]);
    expect(await menuCount()).toBe(before);
  });

  it('words the type rules and the link format', async () => {
    const menu = await request('POST', '/api/system-menus', { type: 'menu', name: 'X', route_path: 'x' });
    expect(menu.json()).toEqual({
      message: 'This field is required',
      errors: { component: ['This field is required'] },
    });
    const link = await request('POST', '/api/system-menus', { type: 'link', name: 'X', link: 'ftp://files' });
    expect(link.json().errors.link).toEqual(['Enter an address starting with http://, https:// or /']);
  });

  it('refuses route fields no address of the app could hold, creating nothing', async () => {
    const before = await menuCount();
    const res = await request('POST', '/api/system-menus', {
      type: 'menu',
      name: 'Broken',
      route_path: 'not a path',
      route_name: 'Bad Name!',
      component: '../../etc/passwd',
      redirect: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      route_path: ['Enter a path such as /system or list: letters, digits, "-", "_", ":" and "/", no spaces'],
      route_name: ['Use letters, digits, underscores and hyphens only, starting with a letter'],
      component: ['Enter a component path such as system/admin/index: letters, digits, "-", "_" and "/"'],
      redirect: ['Enter a path such as /system or list: letters, digits, "-", "_", ":" and "/", no spaces'],
    });
    for (const path of ['../x', 'a/../b', '/a b', 'javascript:x'])
      expect(
        (await request('POST', '/api/system-menus', { type: 'catalog', name: 'X', route_path: path }))
          .statusCode,
      ).toBe(422);
    expect(await menuCount()).toBe(before);
    // A parameter and nested segments are paths like the seeded ones.
    const ok = await request('POST', '/api/system-menus', {
      type: 'menu',
      name: 'Detail',
      route_path: 'detail/:id',
      route_name: 'ReportDetail',
      component: 'report/detail/index',
      redirect: '/reports/detail',
    });
    expect(ok.statusCode).toBe(201);
  });

  it('answers 422 for a parent that does not exist or cannot hold sub-menus, creating nothing', async () => {
    const before = await menuCount();
    const missing = await request('POST', '/api/system-menus', {
      parent_id: 999999,
      type: 'catalog',
      name: 'X',
      route_path: '/x',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ parent_id: ['The selected value does not exist'] });
    const underButton = await request('POST', '/api/system-menus', {
      parent_id: button.id,
      type: 'button',
      name: 'X',
      permission: 'funds.query',
    });
    expect(underButton.statusCode).toBe(422);
    expect(underButton.json().errors).toEqual({
      parent_id: ['Only a catalogue or a menu can hold sub-menus.'],
    });
    expect(await menuCount()).toBe(before);
  });

  it('answers 401 without a token and 403 without menus.add', async () => {
    const body = { type: 'catalog', name: 'X', route_path: '/x' };
    expect((await request('POST', '/api/system-menus', body, '')).statusCode).toBe(401);
    const other = await signInWith(t, ['menus.query', 'menus.modify']);
    expect((await request('POST', '/api/system-menus', body, other.token)).statusCode).toBe(403);
  });
});

describe('PUT /api/system-menus/:id', () => {
  it('updates every field and may move the menu, recording before and after', async () => {
    const mark = await audit.mark();
    const res = await request('PUT', `/api/system-menus/${button.id}`, {
      ...bodyOf(button),
      parent_id: catalog.id,
      name: 'Export all',
      permission: 'investments.query',
      sort: 99,
    });
    expect(res.statusCode).toBe(200);
    const after: SystemMenu = res.json().data;
    expect(after).toMatchObject({
      id: button.id,
      parent_id: catalog.id,
      name: 'Export all',
      permission: 'investments.query',
      sort: 99,
    });
    expect(await audit.single(mark)).toMatchObject({
      action: 'menus.update',
      target: `menu:${button.id}`,
      before: button,
      after,
    });
    button = after;
  });

  it('answers 422 when a menu would sit under itself or its own sub-menu, changing nothing', async () => {
    const mark = await audit.mark();
    for (const parent of [catalog.id, page.id]) {
      const res = await request('PUT', `/api/system-menus/${catalog.id}`, {
        ...bodyOf(catalog),
        parent_id: parent,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        parent_id: ['A menu cannot be placed under itself or its own sub-menu.'],
      });
    }
    expect(await audit.since(mark)).toEqual([]);
    expect((await request('GET', `/api/system-menus/${catalog.id}`)).json().data).toEqual(catalog);
  });

  it('answers 422 when a menu holding sub-menus would become a link or a button, changing nothing', async () => {
    for (const change of [
      { type: 'link', link: '/docs' },
      { type: 'button', permission: 'funds.query' },
    ]) {
      const res = await request('PUT', `/api/system-menus/${catalog.id}`, { ...bodyOf(catalog), ...change });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ type: ['Only a catalogue or a menu can hold sub-menus.'] });
    }
    expect((await request('GET', `/api/system-menus/${catalog.id}`)).json().data).toEqual(catalog);
  });

  it('keeps the type rules on update', async () => {
    const res = await request('PUT', `/api/system-menus/${page.id}`, { ...bodyOf(page), component: null });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ component: ['This field is required'] });
    expect((await request('GET', `/api/system-menus/${page.id}`)).json().data).toEqual(page);
  });

  it('answers 404 for an unknown id, 401 without a token and 403 without menus.modify', async () => {
    const body = bodyOf(catalog);
    const missing = await request('PUT', '/api/system-menus/999999', body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found.' });
    expect((await request('PUT', `/api/system-menus/${catalog.id}`, body, '')).statusCode).toBe(401);
    const other = await signInWith(t, ['menus.query', 'menus.add']);
    expect((await request('PUT', `/api/system-menus/${catalog.id}`, body, other.token)).statusCode).toBe(403);
  });
});
