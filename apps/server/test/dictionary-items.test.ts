import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictionaryItem, DictionaryItemWrite } from '@app/contracts';
import { auditTrail } from './audit-trail.ts';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let audit: ReturnType<typeof auditTrail>;

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
  t.request({ method, url, payload, token: as });
const items = async (code: string): Promise<DictionaryItem[]> =>
  (await request('GET', `/api/dictionaries/${code}/items`)).json().data;

async function newItem(code: string, body: DictionaryItemWrite): Promise<DictionaryItem> {
  const res = await request('POST', `/api/dictionaries/${code}/items`, body);
  expect(res.statusCode).toBe(201);
  return res.json().data;
}
const bodyOf = (i: DictionaryItem): DictionaryItemWrite => ({
  label: i.label,
  value: i.value,
  sort: i.sort,
  status: i.status,
  tag_type: i.tag_type,
});

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  audit = auditTrail(t, token);
  for (const code of ['priority', 'severity']) {
    expect((await request('POST', '/api/dictionaries', { code, name: code })).statusCode).toBe(201);
  }
});
afterAll(() => t.close());

describe('GET /api/dictionaries/:code/items', () => {
  it('answers the items of a dictionary ordered by sort, to any signed-in admin', async () => {
    const nobody = await signInWith(t, []);
    const res = await request('GET', '/api/dictionaries/withdrawal_status/items', undefined, nobody.token);
    expect(res.statusCode).toBe(200);
    const data: DictionaryItem[] = res.json().data;
    expect(data.map((i) => [i.value, i.tag_type, i.sort])).toEqual([
      ['pending', 'warning', 10],
      ['awaiting_second', 'primary', 20],
      ['approved', 'success', 30],
      ['rejected', 'danger', 40],
    ]);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      dictionary_code: 'withdrawal_status',
      label: 'dict.withdrawal_status.pending',
      value: 'pending',
      sort: 10,
      status: true,
      tag_type: 'warning',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('answers 404 for an unknown code and for a code of the wrong form, and 401 without a token', async () => {
    expect((await request('GET', '/api/dictionaries/no_such_code/items')).json()).toEqual({
      message: 'Not found.',
    });
    // A path that cannot name a dictionary names nothing (issue 18: as an id not in plain digits).
    const bad = await request('GET', '/api/dictionaries/Bad-Code/items');
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toEqual({ message: 'Not found.' });
    expect((await request('GET', '/api/dictionaries/on_off/items', undefined, '')).statusCode).toBe(401);
  });
});

describe('POST /api/dictionaries/:code/items', () => {
  it('adds an item with defaults for what is left out, recording it once', async () => {
    const mark = await audit.mark();
    const res = await request('POST', '/api/dictionaries/priority/items', {
      label: 'High',
      value: 'high',
      sort: 1,
      tag_type: 'danger',
    });
    expect(res.statusCode).toBe(201);
    const item: DictionaryItem = res.json().data;
    expect(item).toMatchObject({
      dictionary_code: 'priority',
      label: 'High',
      value: 'high',
      sort: 1,
      status: true,
      tag_type: 'danger',
    });
    expect(await items('priority')).toEqual([item]);
    expect(await audit.single(mark)).toMatchObject({
      action: 'dictionaries.items.create',
      target: `dictionary-item:${item.id}`,
      before: null,
      after: item,
    });
  });

  it('answers 409 for a value the dictionary already holds, though another dictionary may hold it', async () => {
    const mark = await audit.mark();
    const res = await request('POST', '/api/dictionaries/priority/items', {
      label: 'Very high',
      value: 'high',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This value is already taken',
      errors: { value: ['This value is already taken'] },
    });
    expect(await audit.since(mark)).toEqual([]);
    expect((await items('priority')).map((i) => i.label)).toEqual(['High']);
    expect(
      (await request('POST', '/api/dictionaries/severity/items', { label: 'High', value: 'high' }))
        .statusCode,
    ).toBe(201);
  });

  it('lists every faulty field with a 422 and answers 404 for an unknown dictionary', async () => {
    const missing = await request('POST', '/api/dictionaries/priority/items', {});
    expect(missing.json().errors).toEqual({
      label: ['This field is required'],
      value: ['This field is required'],
    });
    const wrong = await request('POST', '/api/dictionaries/priority/items', {
      label: 'X',
      value: 7,
      tag_type: 'pink',
      sort: 1.5,
      color: 'red',
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['color', 'sort', 'tag_type', 'value']);
    expect(
      (await request('POST', '/api/dictionaries/no_such_code/items', { label: 'X', value: 'x' })).statusCode,
    ).toBe(404);
    expect((await items('priority')).map((i) => i.value)).toEqual(['high']);
  });

  it('answers 401 without a token and 403 without dictionaries.add', async () => {
    expect(
      (await request('POST', '/api/dictionaries/priority/items', { label: 'X', value: 'x' }, '')).statusCode,
    ).toBe(401);
    const other = await signInWith(t, ['dictionaries.query', 'dictionaries.modify']);
    expect(
      (await request('POST', '/api/dictionaries/priority/items', { label: 'X', value: 'x' }, other.token))
        .statusCode,
    ).toBe(403);
  });
});

describe('PUT /api/dictionary-items/:id', () => {
  it('updates an item, keeping its own value, recording before and after', async () => {
    const item = await newItem('priority', { label: 'Low', value: 'low', sort: 9 });
    const mark = await audit.mark();
    const res = await request('PUT', `/api/dictionary-items/${item.id}`, {
      ...bodyOf(item),
      label: 'Lowest',
      status: false,
      tag_type: 'info',
    });
    expect(res.statusCode).toBe(200);
    const after: DictionaryItem = res.json().data;
    expect(after).toMatchObject({
      id: item.id,
      dictionary_code: 'priority',
      label: 'Lowest',
      value: 'low',
      status: false,
      tag_type: 'info',
    });
    expect(await audit.single(mark)).toMatchObject({
      action: 'dictionaries.items.update',
      target: `dictionary-item:${item.id}`,
      before: item,
      after,
    });
  });

  it('answers 409 for a value another item of the dictionary holds, 422 per field and 404 for an unknown id', async () => {
    const item = await newItem('priority', { label: 'Medium', value: 'medium', sort: 5 });
    const mark = await audit.mark();
    const taken = await request('PUT', `/api/dictionary-items/${item.id}`, {
      ...bodyOf(item),
      value: 'high',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ value: ['This value is already taken'] });
    const bad = await request('PUT', `/api/dictionary-items/${item.id}`, { ...bodyOf(item), label: '' });
    expect(bad.json().errors).toEqual({ label: ['This field is required'] });
    expect(await audit.since(mark)).toEqual([]);
    expect((await items('priority')).find((i) => i.id === item.id)).toEqual(item);
    expect((await request('PUT', '/api/dictionary-items/999999', bodyOf(item))).statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 without dictionaries.modify', async () => {
    const [item] = await items('priority');
    expect((await request('PUT', `/api/dictionary-items/${item!.id}`, bodyOf(item!), '')).statusCode).toBe(
      401,
    );
    const other = await signInWith(t, ['dictionaries.query', 'dictionaries.add']);
    expect(
      (await request('PUT', `/api/dictionary-items/${item!.id}`, bodyOf(item!), other.token)).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /api/dictionary-items/:id', () => {
  it('deletes an item, recording what was deleted', async () => {
    const item = await newItem('severity', { label: 'Minor', value: 'minor' });
    const mark = await audit.mark();
    expect((await request('DELETE', `/api/dictionary-items/${item.id}`)).statusCode).toBe(204);
    expect((await items('severity')).map((i) => i.value)).toEqual(['high']);
    expect(await audit.single(mark)).toMatchObject({
      action: 'dictionaries.items.delete',
      target: `dictionary-item:${item.id}`,
      before: item,
      after: null,
    });
  });

  it('answers 404 for an unknown id, 401 without a token and 403 without dictionaries.delete', async () => {
    expect((await request('DELETE', '/api/dictionary-items/999999')).statusCode).toBe(404);
    const [item] = await items('severity');
    expect((await request('DELETE', `/api/dictionary-items/${item!.id}`, undefined, '')).statusCode).toBe(
      401,
    );
    const other = await signInWith(t, ['dictionaries.query', 'dictionaries.modify']);
    expect(
      (await request('DELETE', `/api/dictionary-items/${item!.id}`, undefined, other.token)).statusCode,
    ).toBe(403);
    expect(await items('severity')).toEqual([item]);
  });
});
