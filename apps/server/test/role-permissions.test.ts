import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@app/contracts';
import { auditTrail } from './audit-trail.ts';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let audit: ReturnType<typeof auditTrail>;

const request = (method: 'GET' | 'PUT', url: string, payload?: object, as = token) =>
  t.request({ method, url, payload, token: as });
const grant = (roleId: number, permissions: unknown, as = token) =>
  request('PUT', `/api/roles/${roleId}/permissions`, { permissions }, as);

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  audit = auditTrail(t, token);
});
afterAll(() => t.close());

describe('PUT /api/roles/:id/permissions', () => {
  it('replaces the permissions of a role, recording the set before and after', async () => {
    const holder = await signInWith(t, ['admins.query', 'roles.query']);
    const mark = await audit.mark();
    const res = await grant(holder.role.id, ['roles.query', 'menus.query', 'menus.query']);
    expect(res.statusCode).toBe(200);
    const role: Role = res.json().data;
    expect(role).toMatchObject({ id: holder.role.id, name: holder.role.name, admins_count: 1 });
    expect([...role.permissions].sort()).toEqual(['menus.query', 'roles.query']);

    const row = await audit.single(mark);
    expect(row).toMatchObject({ action: 'roles.permissions', target: `role:${holder.role.id}` });
    expect((row.before as { permissions: string[] }).permissions.sort()).toEqual([
      'admins.query',
      'roles.query',
    ]);
    expect((row.after as { permissions: string[] }).permissions.sort()).toEqual([
      'menus.query',
      'roles.query',
    ]);
  });

  it("changes what the role's admins may do at their next request", async () => {
    const holder = await signInWith(t, ['admins.query']);
    const menus = () => request('GET', '/api/system-menus/tree', undefined, holder.token);
    expect((await menus()).statusCode).toBe(403);
    expect((await grant(holder.role.id, ['menus.query'])).statusCode).toBe(200);
    expect((await menus()).statusCode).toBe(200);
    expect((await request('GET', '/api/admins', undefined, holder.token)).statusCode).toBe(403);
    expect((await grant(holder.role.id, [])).json().data.permissions).toEqual([]);
    expect((await menus()).statusCode).toBe(403);
  });

  it('answers 422 for an unknown code or a missing list, changing nothing', async () => {
    const holder = await signInWith(t, ['admins.query']);
    const mark = await audit.mark();
    const unknown = await grant(holder.role.id, ['admins.query', 'admins.everything']);
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['permissions.1']);
    const missing = await request('PUT', `/api/roles/${holder.role.id}/permissions`, { codes: [] });
    expect(missing.json().errors).toEqual({
      permissions: ['This field is required'],
      codes: ['This field is not allowed'],
    });
    expect(await audit.since(mark)).toEqual([]);
    expect((await request('GET', `/api/roles/${holder.role.id}`)).json().data.permissions).toEqual([
      'admins.query',
    ]);
  });

  it('answers 404 for an unknown role', async () => {
    const res = await grant(999999, []);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });

  it('answers 401 without a token, and 403 to an admin who may edit roles but not assign permissions', async () => {
    const holder = await signInWith(t, ['admins.query']);
    expect((await grant(holder.role.id, [], '')).statusCode).toBe(401);
    const editor = await signInWith(t, ['roles.query', 'roles.modify']);
    const res = await grant(editor.role.id, ['roles.permissions'], editor.token);
    expect(res.statusCode).toBe(403);
    expect((await request('GET', `/api/roles/${editor.role.id}`)).json().data.permissions).toEqual([
      'roles.query',
      'roles.modify',
    ]);
  });
});
