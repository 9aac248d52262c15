import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLog } from '@app/contracts';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let me: { id: number; name: string };
let started: string;
let finished: string;
let writer: Awaited<ReturnType<typeof signInWith>>;

const request = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, as = token) =>
  t.request({ method, url, payload, token: as, remoteAddress: '10.20.30.40' });
const logs = async (query: string): Promise<AuditLog[]> => {
  const res = await request('GET', `/api/audit-logs?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  me = (await request('GET', '/api/admins/me')).json().data;
  writer = await signInWith(t, ['dictionaries.add']);
  started = new Date().toISOString();
  for (const code of ['first_dict', 'second_dict']) {
    expect((await request('POST', '/api/dictionaries', { code, name: code })).statusCode).toBe(201);
  }
  expect(
    (await request('POST', '/api/dictionaries', { code: 'by_writer', name: 'W' }, writer.token)).statusCode,
  ).toBe(201);
  finished = new Date(Date.now() + 1).toISOString();
});
afterAll(() => t.close());

describe('GET /api/audit-logs', () => {
  it('answers the rows newest first, each naming who did what to which record, from where, before and after', async () => {
    const res = await request('GET', '/api/audit-logs?filter[action]=dictionaries.create&per_page=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2, from: 1, to: 2 });
    const [newest, older] = body.data as AuditLog[];
    expect(newest!.id).toBeGreaterThan(older!.id);
    expect(older).toEqual({
      id: expect.any(Number),
      admin: { id: me.id, name: me.name },
      action: 'dictionaries.create',
      target: expect.stringMatching(/^dictionary:\d+$/),
      ip: '10.20.30.40',
      before: null,
      after: expect.objectContaining({ code: 'second_dict', name: 'second_dict', status: true }),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('sorts oldest first on request', async () => {
    const rows = await logs('filter[action]=dictionaries.create&sort=id');
    expect(rows.map((r) => (r.after as { code: string }).code)).toEqual([
      'first_dict',
      'second_dict',
      'by_writer',
    ]);
    expect((await logs('filter[action]=dictionaries.create&sort=-created_at')).map((r) => r.id)).toEqual(
      rows.map((r) => r.id).reverse(),
    );
  });

  it('filters by admin, by action and by time', async () => {
    const byWriter = await logs(`filter[admin_id]=${writer.admin.id}&filter[action]=dictionaries.create`);
    expect(byWriter.map((r) => [r.admin?.id, (r.after as { code: string }).code])).toEqual([
      [writer.admin.id, 'by_writer'],
    ]);
    expect(await logs('filter[action]=dictionaries')).toEqual([]);

    const inWindow = await logs(`filter[from]=${started}&filter[to]=${finished}`);
    expect(inWindow.map((r) => r.action)).toEqual([
      'dictionaries.create',
      'dictionaries.create',
      'dictionaries.create',
    ]);
    const future = new Date(Date.now() + 3600_000).toISOString();
    const empty = await request('GET', `/api/audit-logs?filter[from]=${future}`);
    expect(empty.json()).toEqual({
      data: [],
      meta: { current_page: 1, per_page: 20, total: 0, last_page: 1, from: null, to: null },
    });
    expect(await logs(`filter[to]=${encodeURIComponent('2000-01-01T00:00:00+08:00')}`)).toEqual([]);
  });

  it("keeps an admin's rows after the admin is deleted, with the admin left empty", async () => {
    const gone = await signInWith(t, ['dictionaries.add']);
    expect(
      (await request('POST', '/api/dictionaries', { code: 'orphan', name: 'O' }, gone.token)).statusCode,
    ).toBe(201);
    expect((await request('DELETE', `/api/admins/${gone.admin.id}`)).statusCode).toBe(204);
    const [row] = await logs('filter[action]=dictionaries.create&per_page=1');
    expect(row).toMatchObject({
      admin: null,
      target: expect.stringMatching(/^dictionary:/),
      after: { code: 'orphan' },
    });
  });

  it('refuses per_page over 1000, an unknown sort, and filters that are not what they say', async () => {
    const res = await request(
      'GET',
      '/api/audit-logs?per_page=1001&sort=action&filter[admin_id]=me&filter[from]=yesterday&filter[ip]=1',
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'filter.admin_id',
      'filter.from',
      'filter.ip',
      'per_page',
      'sort',
    ]);
  });

  it('answers 401 without a token and 403 without audit-logs.query', async () => {
    expect((await request('GET', '/api/audit-logs', undefined, '')).statusCode).toBe(401);
    const other = await signInWith(t, ['admins.query', 'roles.query', 'menus.query']);
    const res = await request('GET', '/api/audit-logs', undefined, other.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
  });

  it('is read only: no route writes or deletes a row', async () => {
    const [row] = await logs('per_page=1');
    expect((await request('POST', '/api/audit-logs', { action: 'forged' })).statusCode).toBe(404);
    expect((await request('DELETE', `/api/audit-logs/${row!.id}`)).statusCode).toBe(404);
    expect((await logs('per_page=1'))[0]).toEqual(row);
  });
});
