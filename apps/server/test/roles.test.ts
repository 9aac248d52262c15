import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@app/contracts';
import { auditTrail } from './audit-trail.ts';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let audit: ReturnType<typeof auditTrail>;
let me: { id: number; role: { id: number } };

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
  t.request({ method, url, payload, token: as });

let serial = 0;
async function newRole(extra: object = {}): Promise<Role> {
  const res = await request('POST', '/api/roles', { name: `Role ${++serial}`, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}
const bodyOf = (r: Role) => ({
  name: r.name,
  is_super: r.is_super,
  remark: r.remark,
  permissions: r.permissions,
});

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  audit = auditTrail(t, token);
  me = (await request('GET', '/api/admins/me')).json().data;
});
afterAll(() => t.close());

describe('GET /api/roles', () => {
  it('answers a page of roles with their permissions and how many admins hold each', async () => {
    const auditor = await newRole({
      name: 'Auditor',
      remark: 'reads the log',
      permissions: ['audit-logs.query', 'admins.query'],
    });
    const res = await request('GET', '/api/roles?per_page=1&page=2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          id: auditor.id,
          name: 'Auditor',
          is_super: false,
          two_factor_required: false,
          remark: 'reads the log',
          permissions: ['admins.query', 'audit-logs.query'],
          admins_count: 0,
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
      ],
      meta: { current_page: 2, per_page: 1, total: 2, last_page: 2, from: 2, to: 2 },
    });
    expect((await request('GET', `/api/roles/${me.role.id}`)).json().data).toMatchObject({
      name: 'Super admin',
      is_super: true,
      admins_count: 1,
    });
  });

  it('filters by a keyword in the name and sorts by an allowed field', async () => {
    await newRole({ name: 'Zeta desk' });
    const names = (query: string) =>
      request('GET', `/api/roles?${query}`).then((r) => r.json().data.map((x: Role) => x.name));
    expect(await names('filter[keyword]=AUDIT')).toEqual(['Auditor']);
    expect(await names('sort=-name')).toEqual(['Zeta desk', 'Super admin', 'Auditor']);
  });

  it('refuses per_page over 1000 and an unknown sort', async () => {
    const res = await request('GET', '/api/roles?per_page=5000&sort=-is_super');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['per_page', 'sort']);
  });

  it('answers 404 for an unknown id, 401 without a token and 403 without roles.query', async () => {
    expect((await request('GET', '/api/roles/999999')).json()).toEqual({ message: 'Not found.' });
    expect((await request('GET', '/api/roles', undefined, '')).statusCode).toBe(401);
    const other = await signInWith(t, ['admins.query', 'roles.permissions']);
    expect((await request('GET', '/api/roles', undefined, other.token)).statusCode).toBe(403);
    expect((await request('GET', `/api/roles/${me.role.id}`, undefined, other.token)).statusCode).toBe(403);
  });
});

describe('POST /api/roles', () => {
  it('creates a role with its permissions and records it once in the audit log', async () => {
    const mark = await audit.mark();
    const res = await request('POST', '/api/roles', {
      name: 'Finance',
      remark: null,
      permissions: ['funds.query', 'withdrawals.review'],
    });
    expect(res.statusCode).toBe(201);
    const role: Role = res.json().data;
    expect(role).toMatchObject({ name: 'Finance', is_super: false, remark: null, admins_count: 0 });
    expect([...role.permissions].sort()).toEqual(['funds.query', 'withdrawals.review']);
    expect((await request('GET', `/api/roles/${role.id}`)).json().data).toEqual(role);
    expect(await audit.single(mark)).toMatchObject({
      action: 'roles.create',
      target: `role:${role.id}`,
      admin: { id: me.id },
      before: null,
      after: role,
    });
  });

  it('answers 409 naming the name when it is taken, creating nothing', async () => {
    const mark = await audit.mark();
    const res = await request('POST', '/api/roles', { name: 'Super admin', permissions: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This value is already taken',
      errors: { name: ['This value is already taken'] },
    });
    expect(await audit.since(mark)).toEqual([]);
  });

  it('lists every faulty field with a 422, an unknown permission code by its place', async () => {
    const missing = await request('POST', '/api/roles', {});
    expect(missing.json().errors).toEqual({ name: ['This field is required'] });
    const wrong = await request('POST', '/api/roles', {
      name: 'x'.repeat(65),
      is_super: 'yes',
      permissions: ['admins.query', 'admins.fly'],
      color: 'red',
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['color', 'is_super', 'name', 'permissions.1']);
    expect((await request('GET', '/api/roles?filter[keyword]=xxx')).json().meta.total).toBe(0);
  });

  it('answers 401 without a token and 403 without roles.add', async () => {
    expect((await request('POST', '/api/roles', { name: 'Nope' }, '')).statusCode).toBe(401);
    const other = await signInWith(t, ['roles.query', 'roles.modify']);
    expect((await request('POST', '/api/roles', { name: 'Nope' }, other.token)).statusCode).toBe(403);
  });
});

describe('PUT /api/roles/:id', () => {
  it('updates name, remark and permissions, recording before and after', async () => {
    const role = await newRole({ permissions: ['admins.query'] });
    const mark = await audit.mark();
    const res = await request('PUT', `/api/roles/${role.id}`, {
      name: 'Renamed role',
      remark: 'desk',
      permissions: ['roles.query'],
    });
    expect(res.statusCode).toBe(200);
    const after: Role = res.json().data;
    expect(after).toMatchObject({
      id: role.id,
      name: 'Renamed role',
      remark: 'desk',
      permissions: ['roles.query'],
    });
    expect(await audit.single(mark)).toMatchObject({
      action: 'roles.update',
      target: `role:${role.id}`,
      before: role,
      after,
    });
  });

  it('keeps the grants when the edit leaves permissions out', async () => {
    const role = await newRole({ permissions: ['admins.query', 'funds.query'] });
    const res = await request('PUT', `/api/roles/${role.id}`, { name: 'Kept grants' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Kept grants', permissions: role.permissions });
    const cleared = await request('PUT', `/api/roles/${role.id}`, { name: 'Kept grants', permissions: [] });
    expect(cleared.json().data.permissions).toEqual([]);
  });

  it('answers 409 for a name another role holds, changing nothing', async () => {
    const role = await newRole();
    const mark = await audit.mark();
    const res = await request('PUT', `/api/roles/${role.id}`, { ...bodyOf(role), name: 'Super admin' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ name: ['This value is already taken'] });
    expect(await audit.since(mark)).toEqual([]);
    expect((await request('GET', `/api/roles/${role.id}`)).json().data).toEqual(role);
  });

  it('answers 409 when the role of the last super admins would stop being super, changing nothing', async () => {
    const superRole: Role = (await request('GET', `/api/roles/${me.role.id}`)).json().data;
    const mark = await audit.mark();
    const res = await request('PUT', `/api/roles/${superRole.id}`, { ...bodyOf(superRole), is_super: false });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'The role of the last super admins must stay a super role.' });
    expect(await audit.since(mark)).toEqual([]);
    expect((await request('GET', `/api/roles/${superRole.id}`)).json().data).toEqual(superRole);
  });

  it('lets a super role that no admin holds stop being super', async () => {
    const role = await newRole({ is_super: true });
    const res = await request('PUT', `/api/roles/${role.id}`, { ...bodyOf(role), is_super: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.is_super).toBe(false);
  });

  it('answers 422 per field, 404 for an unknown id and 403 without roles.modify', async () => {
    const role = await newRole();
    const bad = await request('PUT', `/api/roles/${role.id}`, { name: '', permissions: 'all' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'permissions']);
    expect((await request('PUT', '/api/roles/999999', bodyOf(role))).statusCode).toBe(404);
    const other = await signInWith(t, ['roles.query', 'roles.permissions']);
    expect((await request('PUT', `/api/roles/${role.id}`, bodyOf(role), other.token)).statusCode).toBe(403);
  });
});

describe('DELETE /api/roles/:id', () => {
  it('deletes a role no admin holds, recording what was deleted', async () => {
    const role = await newRole({ permissions: ['admins.query'] });
    const mark = await audit.mark();
    const res = await request('DELETE', `/api/roles/${role.id}`);
    expect(res.statusCode).toBe(204);
    expect((await request('GET', `/api/roles/${role.id}`)).statusCode).toBe(404);
    expect(await audit.single(mark)).toMatchObject({
      action: 'roles.delete',
      target: `role:${role.id}`,
      before: role,
      after: null,
    });
  });

  it('answers 409 for a role in use, deleting nothing', async () => {
    const holder = await signInWith(t, ['admins.query']);
    const mark = await audit.mark();
    const res = await request('DELETE', `/api/roles/${holder.role.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This role is assigned to admins; move them to another role first.',
    });
    expect(await audit.since(mark)).toEqual([]);
    expect((await request('GET', `/api/roles/${holder.role.id}`)).json().data.admins_count).toBe(1);
  });

  it('answers 404 for an unknown id, 401 without a token and 403 without roles.delete', async () => {
    expect((await request('DELETE', '/api/roles/999999')).statusCode).toBe(404);
    const role = await newRole();
    expect((await request('DELETE', `/api/roles/${role.id}`, undefined, '')).statusCode).toBe(401);
    const other = await signInWith(t, ['roles.query', 'roles.modify']);
    expect((await request('DELETE', `/api/roles/${role.id}`, undefined, other.token)).statusCode).toBe(403);
    expect((await request('GET', `/api/roles/${role.id}`)).statusCode).toBe(200);
  });
});
