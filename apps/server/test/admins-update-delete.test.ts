import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Admin } from '@app/contracts';
import { admins, roles } from '../src/db/schema/index.ts';
import { auditTrail, expectNoSecrets } from './audit-trail.ts';
import { asStored, signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let audit: ReturnType<typeof auditTrail>;
let superAdmin: Admin;
let support: { id: number };
let ops: { id: number };

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
  t.request({ method, url, payload, token: as });

async function created(url: string, payload: object) {
  const res = await request('POST', url, payload);
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

let serial = 0;
const newAdmin = (extra: object = {}): Promise<Admin> =>
  created('/api/admins', {
    name: `Staff ${++serial}`,
    email: `staff${serial}@example.com`,
    password: 'harbor-lantern-19',
    role_id: support.id,
    ...extra,
  });

/** The body a PUT needs to keep an admin as it is. */
const bodyOf = (a: Admin) => ({
  name: a.name,
  email: a.email,
  role_id: a.role_id,
  department_id: a.department_id,
});

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  audit = auditTrail(t, token);
  const me = (await request('GET', '/api/admins/me')).json().data;
  superAdmin = (await request('GET', `/api/admins/${me.id}`)).json().data;
  support = await created('/api/roles', { name: 'Support', permissions: ['admins.query'] });
  ops = await created('/api/departments', { name: 'Operations', code: 'ops' });
});
afterAll(() => t.close());

describe('PUT /api/admins/:id', () => {
  it('updates name, email, role and department, keeps the password when none is sent, and records before and after', async () => {
    const admin = await newAdmin();
    const mark = await audit.mark();
    const res = await request('PUT', `/api/admins/${admin.id}`, {
      name: 'Renamed',
      email: 'Renamed@Example.com',
      role_id: support.id,
      department_id: ops.id,
      password: null,
    });
    expect(res.statusCode).toBe(200);
    const after: Admin = res.json().data;
    expect(after).toMatchObject({
      id: admin.id,
      name: 'Renamed',
      email: 'renamed@example.com',
      department: { id: ops.id },
    });
    expect((await request('GET', `/api/admins/${admin.id}`)).json().data).toEqual(after);

    const row = await audit.single(mark);
    expect(row).toMatchObject({
      action: 'admins.update',
      target: `admin:${admin.id}`,
      admin: { id: superAdmin.id },
      before: asStored(admin),
      after: asStored(after),
    });
    await expect(t.login('renamed@example.com', 'harbor-lantern-19')).resolves.toMatch(/\|/);
  });

  it('changes the password when one is sent, recording only that it changed', async () => {
    const admin = await newAdmin();
    const mark = await audit.mark();
    const res = await request('PUT', `/api/admins/${admin.id}`, {
      ...bodyOf(admin),
      password: 'brand-new-secret',
    });
    expect(res.statusCode).toBe(200);
    const row = await audit.single(mark);
    expect(row.after).toMatchObject({ id: admin.id, password_changed: true });
    expectNoSecrets(row, 'brand-new-secret', 'harbor-lantern-19');
    await expect(t.login(admin.email, 'harbor-lantern-19')).rejects.toThrow(/422/);
    await expect(t.login(admin.email, 'brand-new-secret')).resolves.toMatch(/\|/);
  });

  it('answers 409 naming the email when another admin holds it, changing nothing', async () => {
    const admin = await newAdmin();
    const mark = await audit.mark();
    const res = await request('PUT', `/api/admins/${admin.id}`, {
      ...bodyOf(admin),
      email: 'ADMIN@example.com',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This value is already taken',
      errors: { email: ['This value is already taken'] },
    });
    expect(await audit.since(mark)).toEqual([]);
    expect((await request('GET', `/api/admins/${admin.id}`)).json().data).toEqual(admin);
  });

  it('answers 409 when the last super admin would lose the super role, changing nothing', async () => {
    const mark = await audit.mark();
    const res = await request('PUT', `/api/admins/${superAdmin.id}`, {
      ...bodyOf(superAdmin),
      role_id: support.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'The last super admin must stay a super admin.' });
    expect(await audit.since(mark)).toEqual([]);
    expect((await request('GET', `/api/admins/${superAdmin.id}`)).json().data).toEqual(superAdmin);
  });

  it('lets a super admin lose the super role while another super admin remains', async () => {
    const second = await newAdmin({ role_id: superAdmin.role_id });
    expect(second.is_super).toBe(true);
    const res = await request('PUT', `/api/admins/${second.id}`, { ...bodyOf(second), role_id: support.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.is_super).toBe(false);
  });

  it('lists every faulty field with a 422, and refuses a role or department that does not exist', async () => {
    const admin = await newAdmin();
    const mark = await audit.mark();
    const wrong = await request('PUT', `/api/admins/${admin.id}`, {
      name: '',
      email: 'x',
      password: 'short',
      role_id: true,
      extra: 1,
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual([
      'email',
      'extra',
      'name',
      'password',
      'role_id',
    ]);

    const noRole = await request('PUT', `/api/admins/${admin.id}`, { ...bodyOf(admin), role_id: 999999 });
    expect(noRole.statusCode).toBe(422);
    expect(noRole.json().errors).toEqual({ role_id: ['The selected value does not exist'] });
    const noDepartment = await request('PUT', `/api/admins/${admin.id}`, {
      ...bodyOf(admin),
      department_id: 999999,
    });
    expect(noDepartment.statusCode).toBe(422);
    expect(noDepartment.json().errors).toEqual({ department_id: ['The selected value does not exist'] });

    expect(await audit.since(mark)).toEqual([]);
    expect((await request('GET', `/api/admins/${admin.id}`)).json().data).toEqual(admin);
  });

  it('answers 404 for an unknown id, 401 without a token and 403 without admins.modify', async () => {
    const body = bodyOf(superAdmin);
    const missing = await request('PUT', '/api/admins/999999', body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found.' });
    expect((await request('PUT', `/api/admins/${superAdmin.id}`, body, '')).statusCode).toBe(401);
    const viewer = await signInWith(t, ['admins.query', 'admins.add']);
    expect((await request('PUT', `/api/admins/${superAdmin.id}`, body, viewer.token)).statusCode).toBe(403);
  });
});

describe('DELETE /api/admins/:id', () => {
  it('deletes the admin, ends their sessions, and records what was deleted', async () => {
    const admin = await newAdmin();
    const theirToken = await t.login(admin.email, 'harbor-lantern-19');
    const mark = await audit.mark();
    const res = await request('DELETE', `/api/admins/${admin.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await request('GET', `/api/admins/${admin.id}`)).statusCode).toBe(404);
    expect((await request('GET', '/api/admins/me', undefined, theirToken)).statusCode).toBe(401);

    const row = await audit.single(mark);
    expect(row).toMatchObject({
      action: 'admins.delete',
      target: `admin:${admin.id}`,
      admin: { id: superAdmin.id },
      before: asStored(admin),
      after: null,
    });
    expectNoSecrets(row, 'harbor-lantern-19');
  });

  it('answers 409 when an admin deletes their own account, deleting nothing', async () => {
    const deleter = await signInWith(t, ['admins.delete']);
    const mark = await audit.mark();
    for (const [id, as] of [
      [superAdmin.id, token],
      [deleter.admin.id, deleter.token],
    ] as const) {
      const res = await request('DELETE', `/api/admins/${id}`, undefined, as);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'You cannot delete your own account.' });
    }
    expect(await audit.since(mark)).toEqual([]);
    expect((await request('GET', `/api/admins/${deleter.admin.id}`)).statusCode).toBe(200);
  });

  it('answers 403 to an admin who is not super deleting a super admin, deleting nothing', async () => {
    const deleter = await signInWith(t, ['admins.delete']);
    const mark = await audit.mark();
    const res = await request('DELETE', `/api/admins/${superAdmin.id}`, undefined, deleter.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'You cannot manage an admin who holds permissions you do not hold yourself.',
    );
    expect(await audit.since(mark)).toEqual([]);
    expect((await request('GET', `/api/admins/${superAdmin.id}`)).statusCode).toBe(200);
  });

  it('deletes a super admin while another super admin remains', async () => {
    const second = await newAdmin({ role_id: superAdmin.role_id });
    expect((await request('DELETE', `/api/admins/${second.id}`)).statusCode).toBe(204);
  });

  it('keeps one super admin when the last two are deleted at the same moment', async () => {
    const own = await createTestApp();
    try {
      const firstToken = await own.login();
      const first = (await own.request({ method: 'GET', url: '/api/admins/me', token: firstToken })).json()
        .data;
      const second = await own.request({
        method: 'POST',
        url: '/api/admins',
        token: firstToken,
        payload: {
          name: 'Second',
          email: 'second@example.com',
          password: 'harbor-lantern-19',
          role_id: first.role.id,
        },
      });
      const secondToken = await own.login('second@example.com', 'harbor-lantern-19');
      // The last two super admins delete each other at once: one of them stays.
      const remove = (id: number, token: string) =>
        own.request({ method: 'DELETE', url: `/api/admins/${id}`, token });
      const answers = await Promise.all([
        remove(second.json().data.id, firstToken),
        remove(first.id, secondToken),
      ]);
      // The other is refused: by the guard, or, when the first delete landed before it was let in, because
      // its own admin is gone.
      const [done, refused] = answers.map((r) => r.statusCode).sort();
      expect(done).toBe(204);
      expect([401, 409]).toContain(refused);
      const supers = await own.database.db
        .select({ id: admins.id })
        .from(admins)
        .innerJoin(roles, eq(roles.id, admins.roleId))
        .where(eq(roles.isSuper, true));
      expect(supers).toHaveLength(1);
    } finally {
      await own.close();
    }
  });

  it('answers 404 for an unknown id, 401 without a token and 403 without admins.delete', async () => {
    expect((await request('DELETE', '/api/admins/999999')).statusCode).toBe(404);
    const admin = await newAdmin();
    expect((await request('DELETE', `/api/admins/${admin.id}`, undefined, '')).statusCode).toBe(401);
    const editor = await signInWith(t, ['admins.query', 'admins.modify']);
    const res = await request('DELETE', `/api/admins/${admin.id}`, undefined, editor.token);
    expect(res.statusCode).toBe(403);
    expect((await request('GET', `/api/admins/${admin.id}`)).statusCode).toBe(200);
  });
});
