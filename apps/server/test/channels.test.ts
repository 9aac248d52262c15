import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel, ChannelWrite } from '@app/contracts';
import { auditTrail } from './audit-trail.ts';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let audit: ReturnType<typeof auditTrail>;
let bank: Channel;
let wallet: Channel;
let payout: Channel;

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
  t.request({ method, url, payload, token: as });

async function newChannel(body: ChannelWrite): Promise<Channel> {
  const res = await request('POST', '/api/channels', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const bodyOf = ({ id: _id, created_at: _c, updated_at: _u, ...body }: Channel): ChannelWrite => body;
const namesOf = async (query = '') =>
  (await request('GET', `/api/channels${query}`)).json().data.map((c: Channel) => c.name);
const everyChannel = async () => (await request('GET', '/api/channels?per_page=1000')).json().data;

const valid: ChannelWrite = {
  kind: 'payment',
  name: 'Checked',
  code: 'checked',
  fee_percent: '1',
  min_amount: 100,
  max_amount: 1_000,
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  audit = auditTrail(t, token);
  bank = await newChannel({
    kind: 'payment',
    name: 'Bank card',
    code: 'bank_card',
    fee_percent: '0.6',
    min_amount: 1_000,
    max_amount: 5_000_000,
    sort: 2,
  });
  wallet = await newChannel({
    kind: 'payment',
    name: 'E-wallet',
    code: 'E-WALLET',
    fee_percent: 1.25,
    sort: 1,
  });
  payout = await newChannel({
    kind: 'transfer',
    name: 'Bank payout',
    code: 'bank_card',
    fee_percent: '0',
    min_amount: 10_000,
    max_amount: null,
    status: false,
  });
});
afterAll(() => t.close());

describe('POST /api/channels', () => {
  it('creates a channel with amounts in the smallest unit and the fee as a decimal string, recording it once', async () => {
    const mark = await audit.mark();
    const res = await request('POST', '/api/channels', {
      kind: 'payment',
      name: 'Card gateway',
      code: 'card-gw_2',
      fee_percent: '2.5000',
      min_amount: 50,
      max_amount: Number.MAX_SAFE_INTEGER,
    });
    expect(res.statusCode).toBe(201);
    const created: Channel = res.json().data;
    expect(created).toEqual({
      id: expect.any(Number),
      kind: 'payment',
      name: 'Card gateway',
      code: 'card-gw_2',
      fee_percent: '2.5',
      min_amount: 50,
      max_amount: Number.MAX_SAFE_INTEGER,
      status: true,
      sort: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await audit.single(mark)).toMatchObject({
      action: 'channels.create',
      target: `channel:${created.id}`,
      before: null,
      after: created,
    });
    expect((await request('DELETE', `/api/channels/${created.id}`)).statusCode).toBe(204);
  });

  it('takes a fee of 0 to 100 with up to 4 places, and no maximum when it is left out', async () => {
    expect(wallet).toMatchObject({ fee_percent: '1.25', min_amount: 0, max_amount: null, status: true });
    expect(payout).toMatchObject({ fee_percent: '0', max_amount: null, status: false });
    const edge = await newChannel({
      ...valid,
      code: 'edge',
      fee_percent: '100',
      min_amount: 7,
      max_amount: 7,
    });
    expect(edge).toMatchObject({ fee_percent: '100', min_amount: 7, max_amount: 7 });
    const fine = await newChannel({ ...valid, code: 'fine', fee_percent: '0.0001' });
    expect(fine.fee_percent).toBe('0.0001');
    for (const c of [edge, fine]) await request('DELETE', `/api/channels/${c.id}`);
  });

  it('answers 409 naming the code when its kind already has it, creating nothing', async () => {
    const before = await everyChannel();
    const mark = await audit.mark();
    const res = await request('POST', '/api/channels', { ...valid, kind: 'payment', code: 'bank_card' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This value is already taken',
      errors: { code: ['This value is already taken'] },
    });
    expect(await audit.since(mark)).toEqual([]);
    expect(await everyChannel()).toEqual(before);
  });

  it('lists every missing field with a 422', async () => {
    const res = await request('POST', '/api/channels', {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'This field is required (and 3 more errors)',
      errors: {
        kind: ['This field is required'],
        name: ['This field is required'],
        code: ['This field is required'],
        fee_percent: ['This field is required'],
      },
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown[]>]>([
    [
      'fractional, negative and unsafe amounts',
      { min_amount: 10.5, max_amount: -1 },
      { min_amount: ['Enter a whole number of the smallest unit'] },
    ],
    ['a negative minimum', { min_amount: -1, max_amount: null }, { min_amount: ['At least 0'] }],
    [
      'an amount beyond the safe range',
      { max_amount: Number.MAX_SAFE_INTEGER + 2 },
      { max_amount: ['At most 9,007,199,254,740,991'] },
    ],
    [
      'an amount sent as text',
      { min_amount: '100' },
      { min_amount: ['Enter a whole number of the smallest unit'] },
    ],
    [
      'a maximum below the minimum',
      { min_amount: 500, max_amount: 499 },
      { max_amount: ['The maximum cannot be less than the minimum'] },
    ],
    ['a fee over 100', { fee_percent: '100.5' }, { fee_percent: ['At most 100'] }],
    ['a fee with 5 places', { fee_percent: '1.23456' }, { fee_percent: ['At most 4 decimal places'] }],
    ['a negative fee', { fee_percent: -1 }, { fee_percent: ['At least 0'] }],
    [
      'a fee that is not a number',
      { fee_percent: 'abc' },
      { fee_percent: ['Enter a percentage such as 12.5'] },
    ],
    ['an unknown kind', { kind: 'bank' }, { kind: ['Choose payment or transfer'] }],
    [
      'a code with spaces',
      { code: 'bank card' },
      { code: ['Use letters, digits, underscores and hyphens only'] },
    ],
    ['a name too long', { name: 'n'.repeat(65) }, { name: ['At most 64 characters'] }],
    ['an unknown field', { currency: 'USD' }, { currency: ['This field is not allowed'] }],
    ['a sort that is not a whole number', { sort: 1.5 }, { sort: ['Enter a whole number'] }],
  ])('answers 422 for %s, naming the field and changing nothing', async (_case, change, errors) => {
    const before = await everyChannel();
    const mark = await audit.mark();
    const res = await request('POST', '/api/channels', { ...valid, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
    const updated = await request('PUT', `/api/channels/${bank.id}`, { ...bodyOf(bank), ...change });
    expect(updated.statusCode).toBe(422);
    expect(updated.json().errors).toEqual(errors);
    expect(await audit.since(mark)).toEqual([]);
    expect(await everyChannel()).toEqual(before);
  });

  it('answers messages in the caller’s language', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/channels',
      token,
      headers: { 'accept-language': 'zh-CN' },
      payload: { ...valid, min_amount: 500, max_amount: 1 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ max_amount: ['最大金额不能小于最小金额'] });
  });
});

describe('GET /api/channels and /api/channels/:id', () => {
  it('lists the channels of one kind ordered by sort, then id', async () => {
    const res = await request('GET', '/api/channels?filter[kind]=payment');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [wallet, bank],
      meta: { current_page: 1, per_page: 20, total: 2, last_page: 1, from: 1, to: 2 },
    });
    expect(await namesOf('?filter[kind]=transfer')).toEqual(['Bank payout']);
    expect(await namesOf()).toEqual(['Bank payout', 'E-wallet', 'Bank card']);
  });

  it('filters by a keyword in the name or the code, and by status', async () => {
    expect(await namesOf('?filter[keyword]=WALLET')).toEqual(['E-wallet']);
    expect(await namesOf('?filter[keyword]=bank_card')).toEqual(['Bank payout', 'Bank card']);
    expect(await namesOf('?filter[kind]=transfer&filter[keyword]=bank')).toEqual(['Bank payout']);
    expect(await namesOf('?filter[status]=false')).toEqual(['Bank payout']);
    expect(await namesOf('?filter[keyword]=nothing')).toEqual([]);
  });

  it('sorts by an allowed field', async () => {
    expect(await namesOf('?filter[kind]=payment&sort=-fee_percent')).toEqual(['E-wallet', 'Bank card']);
    expect(await namesOf('?sort=-min_amount')).toEqual(['Bank payout', 'Bank card', 'E-wallet']);
  });

  it('answers 422 for an unknown kind, filter or sort', async () => {
    const res = await request('GET', '/api/channels?filter[kind]=bank&filter[currency]=usd&sort=fee');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['filter.currency', 'filter.kind', 'sort']);
  });

  it('answers one channel, and 404 for an unknown id', async () => {
    expect((await request('GET', `/api/channels/${bank.id}`)).json()).toEqual({ data: bank });
    const missing = await request('GET', '/api/channels/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found.' });
  });
});

describe('PUT /api/channels/:id', () => {
  it('updates every field, recording before and after', async () => {
    const mark = await audit.mark();
    const res = await request('PUT', `/api/channels/${bank.id}`, {
      ...bodyOf(bank),
      name: 'Bank card (UnionPay)',
      fee_percent: '0.75',
      min_amount: 2_000,
      max_amount: null,
    });
    expect(res.statusCode).toBe(200);
    const after: Channel = res.json().data;
    expect(after).toMatchObject({
      id: bank.id,
      kind: 'payment',
      name: 'Bank card (UnionPay)',
      code: 'bank_card',
      fee_percent: '0.75',
      min_amount: 2_000,
      max_amount: null,
    });
    expect(await audit.single(mark)).toMatchObject({
      action: 'channels.update',
      target: `channel:${bank.id}`,
      before: bank,
      after,
    });
    bank = after;
  });

  it('answers 409 when the code is taken in the kind the channel would have, changing nothing', async () => {
    const mark = await audit.mark();
    const sameKind = await request('PUT', `/api/channels/${wallet.id}`, {
      ...bodyOf(wallet),
      code: 'bank_card',
    });
    expect(sameKind.statusCode).toBe(409);
    expect(sameKind.json().errors).toEqual({ code: ['This value is already taken'] });
    const moved = await request('PUT', `/api/channels/${bank.id}`, { ...bodyOf(bank), kind: 'transfer' });
    expect(moved.statusCode).toBe(409);
    expect(await audit.since(mark)).toEqual([]);
    expect((await request('GET', `/api/channels/${wallet.id}`)).json().data).toEqual(wallet);
    expect((await request('GET', `/api/channels/${bank.id}`)).json().data).toEqual(bank);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await request('PUT', '/api/channels/999999', { ...valid, code: 'unused' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/channels/:id', () => {
  it('deletes a channel, recording what was deleted', async () => {
    const spare = await newChannel({ ...valid, kind: 'transfer', code: 'spare' });
    const mark = await audit.mark();
    const res = await request('DELETE', `/api/channels/${spare.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await request('GET', `/api/channels/${spare.id}`)).statusCode).toBe(404);
    expect(await audit.single(mark)).toMatchObject({
      action: 'channels.delete',
      target: `channel:${spare.id}`,
      before: spare,
      after: null,
    });
  });

  it('answers 404 for an unknown id', async () => {
    expect((await request('DELETE', '/api/channels/999999')).statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('answers 401 without a token', async () => {
    expect((await request('GET', '/api/channels', undefined, '')).statusCode).toBe(401);
    expect((await request('POST', '/api/channels', valid, '')).statusCode).toBe(401);
  });

  it('answers 403 for each call whose permission the admin lacks, changing nothing', async () => {
    const before = await everyChannel();
    const reader = await signInWith(t, ['channels.query']);
    const as = reader.token;
    expect((await request('GET', '/api/channels?filter[kind]=payment', undefined, as)).statusCode).toBe(200);
    expect((await request('POST', '/api/channels', { ...valid, code: 'nope' }, as)).statusCode).toBe(403);
    expect((await request('PUT', `/api/channels/${bank.id}`, bodyOf(bank), as)).statusCode).toBe(403);
    expect((await request('DELETE', `/api/channels/${bank.id}`, undefined, as)).statusCode).toBe(403);

    const writer = await signInWith(t, ['channels.add', 'channels.modify', 'channels.delete']);
    const denied = await request('GET', '/api/channels', undefined, writer.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: 'This action is unauthorized.' });
    expect((await request('GET', `/api/channels/${bank.id}`, undefined, writer.token)).statusCode).toBe(403);
    expect(await everyChannel()).toEqual(before);
  });
});
