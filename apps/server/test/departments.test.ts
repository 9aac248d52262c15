import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Department, DepartmentWrite } from '@app/contracts';
import { auditTrail } from './audit-trail.ts';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let audit: ReturnType<typeof auditTrail>;
let hq: Department;
let finance: Department;
let ops: Department;
let branch: Department;

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
  t.request({ method, url, payload, token: as });

async function newDepartment(body: DepartmentWrite): Promise<Department> {
  const res = await request('POST', '/api/departments', body);
  expect(res.statusCode).toBe(201);
  return res.json().data;
}
const bodyOf = (d: Department): DepartmentWrite => ({
  parent_id: d.parent_id,
  name: d.name,
  code: d.code,
  sort: d.sort,
  status: d.status,
});
const flatIds = async () =>
  (await request('GET', '/api/departments')).json().data.map((d: Department) => d.id);

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  audit = auditTrail(t, token);
  hq = await newDepartment({ name: 'Head office', code: 'hq', sort: 1 });
  ops = await newDepartment({ parent_id: hq.id, name: 'Operations', code: 'ops', sort: 2 });
  finance = await newDepartment({ parent_id: hq.id, name: 'Finance', code: 'fin', sort: 1 });
  branch = await newDepartment({ name: 'Branch', code: 'branch', sort: 2, status: false });
});
afterAll(() => t.close());

describe('GET /api/departments/tree', () => {
  it('answers the departments as a tree ordered by sort, each with all its fields', async () => {
    const res = await request('GET', '/api/departments/tree');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [{ ...hq, children: [finance, ops] }, branch] });
    expect(finance).toEqual({
      id: expect.any(Number),
      parent_id: hq.id,
      name: 'Finance',
      code: 'fin',
      sort: 1,
      status: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(branch.status).toBe(false);
  });

  it('filters by a keyword in the name or code, keeping the ancestors of each match', async () => {
    const found = async (keyword: string) =>
      (await request('GET', `/api/departments/tree?filter[keyword]=${keyword}`)).json().data;
    expect(await found('FIN')).toEqual([{ ...hq, children: [finance] }]);
    expect(await found('branch')).toEqual([branch]);
    expect(await found('nothing')).toEqual([]);
  });

  it('answers 422 for an unknown filter, 401 without a token and 403 without departments.query', async () => {
    const bad = await request('GET', '/api/departments/tree?filter[code]=hq');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'filter.code': ['This field is not allowed'] });
    expect((await request('GET', '/api/departments/tree', undefined, '')).statusCode).toBe(401);
    const other = await signInWith(t, ['admins.query', 'departments.add']);
    expect((await request('GET', '/api/departments/tree', undefined, other.token)).statusCode).toBe(403);
    expect((await request('GET', '/api/departments', undefined, other.token)).statusCode).toBe(403);
  });
});

describe('GET /api/departments and /api/departments/:id', () => {
  it('lists every department flat, ordered by sort, for pickers', async () => {
    const res = await request('GET', '/api/departments');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [hq, finance, ops, branch] });
  });

  it('answers one department, 404 for an unknown id and 403 without departments.query', async () => {
    expect((await request('GET', `/api/departments/${ops.id}`)).json()).toEqual({ data: ops });
    expect((await request('GET', '/api/departments/999999')).json()).toEqual({ message: 'Not found.' });
    const other = await signInWith(t, ['departments.modify']);
    expect((await request('GET', `/api/departments/${ops.id}`, undefined, other.token)).statusCode).toBe(403);
  });
});

describe('POST /api/departments', () => {
  it('creates a department with defaults for what is left out, recording it once', async () => {
    const mark = await audit.mark();
    const res = await request('POST', '/api/departments', {
      parent_id: ops.id,
      name: 'Night shift',
      code: 'ops_night',
    });
    expect(res.statusCode).toBe(201);
    const created: Department = res.json().data;
    expect(created).toMatchObject({
      parent_id: ops.id,
      name: 'Night shift',
      code: 'ops_night',
      sort: 0,
      status: true,
    });
    expect(await audit.single(mark)).toMatchObject({
      action: 'departments.create',
      target: `department:${created.id}`,
      before: null,
      after: created,
    });
  });

  it('answers 409 naming the code when it is taken, creating nothing', async () => {
    const before = await flatIds();
    const mark = await audit.mark();
    const res = await request('POST', '/api/departments', { name: 'Another finance', code: 'fin' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This value is already taken',
      errors: { code: ['This value is already taken'] },
    });
    expect(await audit.since(mark)).toEqual([]);
    expect(await flatIds()).toEqual(before);
  });

  it('lists every faulty field with a 422, and refuses a parent that does not exist', async () => {
    const before = await flatIds();
    const missing = await request('POST', '/api/departments', {});
    expect(missing.json().errors).toEqual({
      name: ['This field is required'],
      code: ['This field is required'],
    });
    const wrong = await request('POST', '/api/departments', {
      name: 'X',
      code: 'x',
      sort: -1,
      status: 'on',
      parent_id: '1',
      head: 'Ann',
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['head', 'parent_id', 'sort', 'status']);
    const orphan = await request('POST', '/api/departments', { name: 'X', code: 'x', parent_id: 999999 });
    expect(orphan.statusCode).toBe(422);
    expect(orphan.json().errors).toEqual({ parent_id: ['The selected value does not exist'] });
    expect(await flatIds()).toEqual(before);
  });

  it('answers 401 without a token and 403 without departments.add', async () => {
    expect((await request('POST', '/api/departments', { name: 'X', code: 'x' }, '')).statusCode).toBe(401);
    const other = await signInWith(t, ['departments.query', 'departments.modify']);
    expect(
      (await request('POST', '/api/departments', { name: 'X', code: 'x' }, other.token)).statusCode,
    ).toBe(403);
  });
});

describe('PUT /api/departments/:id', () => {
  it('updates and may move a department, keeping its own code, recording before and after', async () => {
    const mark = await audit.mark();
    const res = await request('PUT', `/api/departments/${branch.id}`, {
      ...bodyOf(branch),
      parent_id: hq.id,
      name: 'Branch office',
      status: true,
    });
    expect(res.statusCode).toBe(200);
    const after: Department = res.json().data;
    expect(after).toMatchObject({
      id: branch.id,
      parent_id: hq.id,
      name: 'Branch office',
      code: 'branch',
      status: true,
    });
    expect(await audit.single(mark)).toMatchObject({
      action: 'departments.update',
      target: `department:${branch.id}`,
      before: branch,
      after,
    });
    branch = after;
  });

  it('answers 409 for a code another department holds and 422 for a move under itself or its sub-department', async () => {
    const mark = await audit.mark();
    const taken = await request('PUT', `/api/departments/${ops.id}`, { ...bodyOf(ops), code: 'hq' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ code: ['This value is already taken'] });
    for (const parent of [hq.id, finance.id]) {
      const res = await request('PUT', `/api/departments/${hq.id}`, { ...bodyOf(hq), parent_id: parent });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        parent_id: ['A department cannot be placed under itself or its own sub-department.'],
      });
    }
    expect(await audit.since(mark)).toEqual([]);
    expect((await request('GET', `/api/departments/${hq.id}`)).json().data).toEqual(hq);
    expect((await request('GET', `/api/departments/${ops.id}`)).json().data).toEqual(ops);
  });

  it('answers 404 for an unknown id, 401 without a token and 403 without departments.modify', async () => {
    expect(
      (await request('PUT', '/api/departments/999999', { name: 'X', code: 'x_unused' })).statusCode,
    ).toBe(404);
    expect((await request('PUT', `/api/departments/${ops.id}`, bodyOf(ops), '')).statusCode).toBe(401);
    const other = await signInWith(t, ['departments.query', 'departments.add']);
    expect((await request('PUT', `/api/departments/${ops.id}`, bodyOf(ops), other.token)).statusCode).toBe(
      403,
    );
  });
});

describe('DELETE /api/departments/:id', () => {
  it('answers 409 for a department with sub-departments or with admins, deleting nothing', async () => {
    const role = (await request('POST', '/api/roles', { name: 'Clerk' })).json().data;
    const admin = await request('POST', '/api/admins', {
      name: 'Fin clerk',
      email: 'clerk@example.com',
      password: 'harbor-lantern-19',
      role_id: role.id,
      department_id: finance.id,
    });
    expect(admin.statusCode).toBe(201);
    const before = await flatIds();
    const mark = await audit.mark();

    const parent = await request('DELETE', `/api/departments/${hq.id}`);
    expect(parent.statusCode).toBe(409);
    expect(parent.json()).toEqual({ message: 'This department has sub-departments; delete them first.' });
    const staffed = await request('DELETE', `/api/departments/${finance.id}`);
    expect(staffed.statusCode).toBe(409);
    expect(staffed.json()).toEqual({ message: 'Admins belong to this department; move them first.' });

    expect(await audit.since(mark)).toEqual([]);
    expect(await flatIds()).toEqual(before);
  });

  it('deletes a department with neither, recording what was deleted', async () => {
    const leaf = await newDepartment({ parent_id: hq.id, name: 'Temporary', code: 'tmp' });
    const mark = await audit.mark();
    const res = await request('DELETE', `/api/departments/${leaf.id}`);
    expect(res.statusCode).toBe(204);
    expect((await request('GET', `/api/departments/${leaf.id}`)).statusCode).toBe(404);
    expect(await audit.single(mark)).toMatchObject({
      action: 'departments.delete',
      target: `department:${leaf.id}`,
      before: leaf,
      after: null,
    });
  });

  it('answers 404 for an unknown id, 401 without a token and 403 without departments.delete', async () => {
    expect((await request('DELETE', '/api/departments/999999')).statusCode).toBe(404);
    expect((await request('DELETE', `/api/departments/${branch.id}`, undefined, '')).statusCode).toBe(401);
    const other = await signInWith(t, ['departments.query', 'departments.modify']);
    expect(
      (await request('DELETE', `/api/departments/${branch.id}`, undefined, other.token)).statusCode,
    ).toBe(403);
    expect((await request('GET', `/api/departments/${branch.id}`)).statusCode).toBe(200);
  });
});
