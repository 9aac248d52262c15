import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Admin } from '@app/contracts';
import { auditTrail, expectNoSecrets } from './audit-trail.ts';
import { asStored, signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let superAdmin: { id: number; role: { id: number } };
let support: { id: number; name: string };
let ops: { id: number; name: string };
let sales: { id: number; name: string };
let audit: ReturnType<typeof auditTrail>;

const get = (url: string, as = token) => t.request({ method: 'GET', url, token: as });
const post = (url: string, payload: object, as = token) =>
  t.request({ method: 'POST', url, payload, token: as });

async function created(url: string, payload: object) {
  const res = await post(url, payload);
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

const newAdmin = (name: string, extra: object = {}): Promise<Admin> =>
  created('/api/admins', {
    name,
    email: `${name.toLowerCase().replace(/\W/g, '.')}@example.com`,
    password: 'harbor-lantern-19',
    role_id: support.id,
    ...extra,
  });

let alice: Admin;
let bob: Admin;
let carol: Admin;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  audit = auditTrail(t, token);
  superAdmin = (await get('/api/admins/me')).json().data;
  support = await created('/api/roles', { name: 'Support', permissions: ['admins.query'] });
  ops = await created('/api/departments', { name: 'Operations', code: 'ops' });
  sales = await created('/api/departments', { name: 'Sales', code: 'sales' });
  alice = await newAdmin('Alice Ops', { department_id: ops.id });
  bob = await newAdmin('Bob Sales', { department_id: sales.id });
  carol = await newAdmin('Carol', { email: 'carol@corp.test' });
});
afterAll(() => t.close());

describe('GET /api/admins', () => {
  it('answers a page of admins with their role and department, and the list meta', async () => {
    const res = await get('/api/admins?per_page=2&page=2&sort=id');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ current_page: 2, per_page: 2, total: 4, last_page: 2, from: 3, to: 4 });
    expect(body.data.map((a: Admin) => a.id)).toEqual([bob.id, carol.id]);
    expect(body.data[0]).toEqual({
      id: bob.id,
      name: 'Bob Sales',
      email: 'bob.sales@example.com',
      role_id: support.id,
      role: { id: support.id, name: 'Support' },
      department_id: sales.id,
      department: { id: sales.id, name: 'Sales' },
      status: true,
      is_super: false,
      two_factor_enabled: false,
      within_reach: true,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: expect.any(String),
    });
  });

  it('defaults to page 1 of 20, sorted by id', async () => {
    const body = (await get('/api/admins')).json();
    expect(body.meta).toEqual({ current_page: 1, per_page: 20, total: 4, last_page: 1, from: 1, to: 4 });
    expect(body.data.map((a: Admin) => a.id)).toEqual([superAdmin.id, alice.id, bob.id, carol.id]);
  });

  it('sorts by an allowed field, descending with a leading minus', async () => {
    const emails = (sort: string) =>
      get(`/api/admins?sort=${sort}`).then((r) => r.json().data.map((a: Admin) => a.email));
    expect(await emails('email')).toEqual([
      'admin@example.com',
      'alice.ops@example.com',
      'bob.sales@example.com',
      'carol@corp.test',
    ]);
    expect(await emails('-name')).toEqual([
      'carol@corp.test',
      'bob.sales@example.com',
      'alice.ops@example.com',
      'admin@example.com',
    ]);
  });

  it('filters by a keyword in the name or the email, by role and by department', async () => {
    const ids = (query: string) =>
      get(`/api/admins?${query}`).then((r) => r.json().data.map((a: Admin) => a.id));
    expect(await ids('filter[keyword]=ALICE')).toEqual([alice.id]);
    expect(await ids('filter[keyword]=corp.test')).toEqual([carol.id]);
    expect(await ids('filter[keyword]=%25')).toEqual([]);
    expect(await ids(`filter[role_id]=${support.id}`)).toEqual([alice.id, bob.id, carol.id]);
    expect(await ids(`filter[role_id]=${superAdmin.role.id}`)).toEqual([superAdmin.id]);
    expect(await ids(`filter[department_id]=${sales.id}`)).toEqual([bob.id]);
    expect(await ids(`filter[role_id]=${support.id}&filter[keyword]=ops`)).toEqual([alice.id]);
  });

  it('answers a page past the end with no rows and null from and to', async () => {
    const body = (await get('/api/admins?page=9&per_page=2')).json();
    expect(body).toEqual({
      data: [],
      meta: { current_page: 9, per_page: 2, total: 4, last_page: 2, from: null, to: null },
    });
  });

  it('refuses per_page over 1000, page 0, an unknown sort and an unknown filter, naming each', async () => {
    const res = await get('/api/admins?per_page=1001&page=0&sort=password&filter[status]=1');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['filter.status', 'page', 'per_page', 'sort']);
    expect(res.json().errors['filter.status']).toEqual(['This field is not allowed']);
  });

  it('answers 401 without a token and 403 to an admin without admins.query', async () => {
    expect((await get('/api/admins', '')).statusCode).toBe(401);
    const other = await signInWith(t, ['roles.query', 'admins.add']);
    const res = await get('/api/admins', other.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
  });
});

describe('GET /api/admins/:id', () => {
  it('answers one admin, never with a password', async () => {
    const res = await get(`/api/admins/${alice.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: alice });
    expect(res.body).not.toMatch(/password/);
  });

  it('marks a super admin as such', async () => {
    expect((await get(`/api/admins/${superAdmin.id}`)).json().data).toMatchObject({
      is_super: true,
      role: { id: superAdmin.role.id, name: 'Super admin' },
    });
  });

  it('answers 404 for an unknown id and for an id that is not one', async () => {
    const missing = await get('/api/admins/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found.' });
    const bad = await get('/api/admins/abc');
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toEqual({ message: 'Not found.' });
  });

  it('answers 401 without a token and 403 without admins.query', async () => {
    expect((await get(`/api/admins/${alice.id}`, '')).statusCode).toBe(401);
    const other = await signInWith(t, ['admins.modify']);
    expect((await get(`/api/admins/${alice.id}`, other.token)).statusCode).toBe(403);
  });
});

describe('POST /api/admins', () => {
  const body = {
    name: 'Dave',
    email: 'Dave@Example.com',
    password: 'dave-secret-1',
    role_id: 0,
    department_id: null,
  };

  it('creates an admin who can sign in, and records it once in the audit log without the password', async () => {
    const mark = await audit.mark();
    const res = await post('/api/admins', { ...body, role_id: support.id, department_id: ops.id });
    expect(res.statusCode).toBe(201);
    const dave: Admin = res.json().data;
    expect(dave).toMatchObject({
      name: 'Dave',
      email: 'dave@example.com',
      role: { id: support.id, name: 'Support' },
      department: { id: ops.id, name: 'Operations' },
      is_super: false,
    });
    expect((await get(`/api/admins/${dave.id}`)).json().data).toEqual(dave);

    const row = await audit.single(mark);
    expect(row).toMatchObject({
      action: 'admins.create',
      target: `admin:${dave.id}`,
      admin: { id: superAdmin.id, name: 'Admin' },
      ip: '127.0.0.1',
      before: null,
      after: asStored(dave),
    });
    expectNoSecrets(row, 'dave-secret-1');
    await expect(t.login('dave@example.com', 'dave-secret-1')).resolves.toMatch(/\|/);
  });

  it('answers 409 naming the email when it is taken in any letter case, creating nothing', async () => {
    const mark = await audit.mark();
    const res = await post('/api/admins', { ...body, email: 'ALICE.OPS@example.com', role_id: support.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This value is already taken',
      errors: { email: ['This value is already taken'] },
    });
    expect(await audit.since(mark)).toEqual([]);
    expect((await get('/api/admins?filter[keyword]=alice.ops')).json().meta.total).toBe(1);
  });

  it('lists every faulty field with a 422: missing, malformed and unknown', async () => {
    const missing = await post('/api/admins', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      name: ['This field is required'],
      email: ['This field is required'],
      password: ['This field is required'],
      role_id: ['This field is required'],
    });

    const wrong = await post('/api/admins', {
      name: ' ',
      email: 'not-an-email',
      password: 'short',
      role_id: '1',
      is_super: true,
    });
    expect(wrong.statusCode).toBe(422);
    const errors = wrong.json().errors;
    expect(Object.keys(errors).sort()).toEqual(['email', 'is_super', 'name', 'password', 'role_id']);
    expect(errors.email).toEqual(['Please enter a valid email address']);
    expect(errors.password).toEqual(['The password must be 8 to 128 characters']);
    expect(errors.is_super).toEqual(['This field is not allowed']);
    expect(wrong.json().message).toBe(`${errors.name[0]} (and 4 more errors)`);
  });

  it('answers 422 for a role or a department that does not exist, creating nothing', async () => {
    const mark = await audit.mark();
    const noRole = await post('/api/admins', { ...body, role_id: 999999 });
    expect(noRole.statusCode).toBe(422);
    expect(noRole.json()).toEqual({
      message: 'The selected value does not exist',
      errors: { role_id: ['The selected value does not exist'] },
    });
    const noDepartment = await post('/api/admins', { ...body, role_id: support.id, department_id: 999999 });
    expect(noDepartment.statusCode).toBe(422);
    expect(noDepartment.json().errors).toEqual({ department_id: ['The selected value does not exist'] });
    expect(await audit.since(mark)).toEqual([]);
    expect((await get('/api/admins?filter[keyword]=dave')).json().meta.total).toBe(1);
  });

  it('answers 401 without a token and 403 to an admin holding only admins.query, before looking at the body', async () => {
    expect((await post('/api/admins', {}, '')).statusCode).toBe(401);
    const viewer = await signInWith(t, ['admins.query']);
    const res = await post('/api/admins', {}, viewer.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
  });
});
