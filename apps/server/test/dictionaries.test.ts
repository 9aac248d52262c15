import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dictionary, DictionaryItem, DictionaryWrite } from '@app/contracts';
import { auditTrail } from './audit-trail.ts';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let audit: ReturnType<typeof auditTrail>;

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
  t.request({ method, url, payload, token: as });

async function newDictionary(body: DictionaryWrite): Promise<Dictionary> {
  const res = await request('POST', '/api/dictionaries', body);
  expect(res.statusCode).toBe(201);
  return res.json().data;
}
const bodyOf = (d: Dictionary): DictionaryWrite => ({
  code: d.code,
  name: d.name,
  status: d.status,
  remark: d.remark,
});
const codes = async (query = '') =>
  (await request('GET', `/api/dictionaries?per_page=1000${query}`))
    .json()
    .data.map((d: Dictionary) => d.code);

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  audit = auditTrail(t, token);
});
afterAll(() => t.close());

describe('GET /api/dictionaries', () => {
  it('answers a page of dictionaries with the list meta, the seeded ones first', async () => {
    const res = await request('GET', '/api/dictionaries?per_page=2&page=3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          id: expect.any(Number),
          code: 'on_off',
          name: 'dict.on_off',
          status: true,
          remark: null,
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
        {
          id: expect.any(Number),
          code: 'balance_reason',
          name: 'dict.balance_reason',
          status: true,
          remark: null,
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
      ],
      meta: { current_page: 3, per_page: 2, total: 6, last_page: 3, from: 5, to: 6 },
    });
    expect(await codes()).toEqual([
      'withdrawal_status',
      'investment_status',
      'balance_record_kind',
      'channel_kind',
      'on_off',
      'balance_reason',
    ]);
  });

  it('filters by a keyword in the code or name and by status, and sorts by an allowed field', async () => {
    await newDictionary({ code: 'risk_level', name: 'Risk level', status: false });
    expect(await codes('&filter[keyword]=STATUS')).toEqual(['withdrawal_status', 'investment_status']);
    expect(await codes('&filter[keyword]=risk level')).toEqual(['risk_level']);
    expect(await codes('&filter[status]=false')).toEqual(['risk_level']);
    expect(await codes('&filter[status]=1&sort=-code')).toEqual([
      'withdrawal_status',
      'on_off',
      'investment_status',
      'channel_kind',
      'balance_record_kind',
      'balance_reason',
    ]);
  });

  it('refuses per_page over 1000, an unknown sort and a status that is not a flag', async () => {
    const res = await request('GET', '/api/dictionaries?per_page=1001&sort=remark&filter[status]=maybe');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['filter.status', 'per_page', 'sort']);
  });

  it('answers one dictionary, 404 for an unknown id, 401 without a token and 403 without dictionaries.query', async () => {
    const [first] = (await request('GET', '/api/dictionaries')).json().data;
    expect((await request('GET', `/api/dictionaries/${first.id}`)).json()).toEqual({ data: first });
    expect((await request('GET', '/api/dictionaries/999999')).json()).toEqual({ message: 'Not found.' });
    expect((await request('GET', '/api/dictionaries', undefined, '')).statusCode).toBe(401);
    const other = await signInWith(t, ['dictionaries.add', 'dictionaries.modify']);
    expect((await request('GET', '/api/dictionaries', undefined, other.token)).statusCode).toBe(403);
    expect((await request('GET', `/api/dictionaries/${first.id}`, undefined, other.token)).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/dictionaries', () => {
  it('creates a dictionary, recording it once', async () => {
    const mark = await audit.mark();
    const res = await request('POST', '/api/dictionaries', {
      code: 'kyc_level',
      name: 'KYC level',
      remark: 'verification',
    });
    expect(res.statusCode).toBe(201);
    const created: Dictionary = res.json().data;
    expect(created).toMatchObject({
      code: 'kyc_level',
      name: 'KYC level',
      status: true,
      remark: 'verification',
    });
    expect((await request('GET', `/api/dictionaries/${created.id}`)).json().data).toEqual(created);
    expect(await audit.single(mark)).toMatchObject({
      action: 'dictionaries.create',
      target: `dictionary:${created.id}`,
      before: null,
      after: created,
    });
  });

  it('answers 409 naming the code when it is taken, creating nothing', async () => {
    const before = await codes();
    const mark = await audit.mark();
    const res = await request('POST', '/api/dictionaries', { code: 'on_off', name: 'Again' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This value is already taken',
      errors: { code: ['This value is already taken'] },
    });
    expect(await audit.since(mark)).toEqual([]);
    expect(await codes()).toEqual(before);
  });

  it('lists every faulty field with a 422', async () => {
    const missing = await request('POST', '/api/dictionaries', {});
    expect(missing.json().errors).toEqual({
      code: ['This field is required'],
      name: ['This field is required'],
    });
    const wrong = await request('POST', '/api/dictionaries', {
      code: 'Bad-Code',
      name: 'X',
      status: 'yes',
      items: [],
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['code', 'items', 'status']);
    expect(wrong.json().errors.code).toEqual([
      'Start with a lower-case letter; use only lower-case letters, digits and underscores',
    ]);
  });

  it('answers 401 without a token and 403 without dictionaries.add', async () => {
    expect((await request('POST', '/api/dictionaries', { code: 'x', name: 'X' }, '')).statusCode).toBe(401);
    const other = await signInWith(t, ['dictionaries.query', 'dictionaries.modify']);
    expect(
      (await request('POST', '/api/dictionaries', { code: 'x', name: 'X' }, other.token)).statusCode,
    ).toBe(403);
  });
});

describe('PUT /api/dictionaries/:id', () => {
  it('updates a dictionary, its items following a new code, recording before and after', async () => {
    const dictionary = await newDictionary({ code: 'tier', name: 'Tier' });
    expect(
      (await request('POST', '/api/dictionaries/tier/items', { label: 'Gold', value: 'gold' })).statusCode,
    ).toBe(201);
    const mark = await audit.mark();
    const res = await request('PUT', `/api/dictionaries/${dictionary.id}`, {
      code: 'member_tier',
      name: 'Member tier',
      status: false,
    });
    expect(res.statusCode).toBe(200);
    const after: Dictionary = res.json().data;
    expect(after).toMatchObject({
      id: dictionary.id,
      code: 'member_tier',
      name: 'Member tier',
      status: false,
      remark: null,
    });
    expect(await audit.single(mark)).toMatchObject({
      action: 'dictionaries.update',
      before: dictionary,
      after,
    });
    const items = (await request('GET', '/api/dictionaries/member_tier/items')).json().data;
    expect(items.map((i: DictionaryItem) => [i.dictionary_code, i.value])).toEqual([['member_tier', 'gold']]);
  });

  it('answers 409 for a code another dictionary holds, 422 per field and 404 for an unknown id', async () => {
    const dictionary = await newDictionary({ code: 'region', name: 'Region' });
    const mark = await audit.mark();
    const taken = await request('PUT', `/api/dictionaries/${dictionary.id}`, {
      ...bodyOf(dictionary),
      code: 'on_off',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ code: ['This value is already taken'] });
    const bad = await request('PUT', `/api/dictionaries/${dictionary.id}`, {
      ...bodyOf(dictionary),
      name: '',
    });
    expect(bad.json().errors).toEqual({ name: ['This field is required'] });
    expect(await audit.since(mark)).toEqual([]);
    expect((await request('GET', `/api/dictionaries/${dictionary.id}`)).json().data).toEqual(dictionary);
    expect((await request('PUT', '/api/dictionaries/999999', { code: 'unused', name: 'X' })).statusCode).toBe(
      404,
    );
  });

  it('answers 401 without a token and 403 without dictionaries.modify', async () => {
    const dictionary = await newDictionary({ code: 'locked', name: 'Locked' });
    expect(
      (await request('PUT', `/api/dictionaries/${dictionary.id}`, bodyOf(dictionary), '')).statusCode,
    ).toBe(401);
    const other = await signInWith(t, ['dictionaries.query', 'dictionaries.add']);
    expect(
      (await request('PUT', `/api/dictionaries/${dictionary.id}`, bodyOf(dictionary), other.token))
        .statusCode,
    ).toBe(403);
  });
});

describe('DELETE /api/dictionaries/:id', () => {
  it('deletes a dictionary with its items, recording both in one row', async () => {
    const dictionary = await newDictionary({ code: 'doomed', name: 'Doomed' });
    const item: DictionaryItem = (
      await request('POST', '/api/dictionaries/doomed/items', { label: 'A', value: 'a' })
    ).json().data;
    const mark = await audit.mark();
    expect((await request('DELETE', `/api/dictionaries/${dictionary.id}`)).statusCode).toBe(204);
    expect((await request('GET', `/api/dictionaries/${dictionary.id}`)).statusCode).toBe(404);
    expect((await request('GET', '/api/dictionaries/doomed/items')).statusCode).toBe(404);
    expect((await request('DELETE', `/api/dictionary-items/${item.id}`)).statusCode).toBe(404);
    expect(await audit.single(mark)).toMatchObject({
      action: 'dictionaries.delete',
      target: `dictionary:${dictionary.id}`,
      before: { ...dictionary, items: [item] },
      after: null,
    });
  });

  it('answers 404 for an unknown id, 401 without a token and 403 without dictionaries.delete', async () => {
    expect((await request('DELETE', '/api/dictionaries/999999')).statusCode).toBe(404);
    const [first] = (await request('GET', '/api/dictionaries')).json().data;
    expect((await request('DELETE', `/api/dictionaries/${first.id}`, undefined, '')).statusCode).toBe(401);
    const other = await signInWith(t, ['dictionaries.query', 'dictionaries.modify']);
    expect(
      (await request('DELETE', `/api/dictionaries/${first.id}`, undefined, other.token)).statusCode,
    ).toBe(403);
    expect((await request('GET', `/api/dictionaries/${first.id}`)).statusCode).toBe(200);
  });
});
