import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Currency, CurrencyWrite } from '@app/contracts';
import { auditTrail } from './audit-trail.ts';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { member, project } from './money-helpers.ts';

let t: TestApp;
let token: string;
let audit: ReturnType<typeof auditTrail>;
let cny: Currency;
let usd: Currency;
let vnd: Currency;

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
  t.request({ method, url, payload, token: as });

async function newCurrency(body: CurrencyWrite): Promise<Currency> {
  const res = await request('POST', '/api/currencies', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const bodyOf = (c: Currency): CurrencyWrite => ({
  code: c.code,
  name: c.name,
  symbol: c.symbol,
  decimals: c.decimals,
  is_default: c.is_default,
  status: c.status,
});
const all = async (): Promise<Currency[]> =>
  (await request('GET', '/api/currencies?per_page=1000')).json().data;
const codes = async (query = '') =>
  (await request('GET', `/api/currencies?per_page=1000${query}`)).json().data.map((c: Currency) => c.code);
const defaults = async () => (await all()).filter((c) => c.is_default).map((c) => c.code);
const current = async (c: Currency): Promise<Currency> =>
  (await request('GET', `/api/currencies/${c.id}`)).json().data;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  audit = auditTrail(t, token);
  cny = (await all())[0]!;
  usd = await newCurrency({ code: 'USD', name: 'US Dollar', symbol: '$' });
  vnd = await newCurrency({ code: 'VND', name: 'Vietnamese Dong', symbol: '₫', decimals: 0, status: false });
});
afterAll(() => t.close());

describe('the seeded currency', () => {
  it('starts a new database with one enabled default currency', async () => {
    expect(cny).toEqual({
      id: expect.any(Number),
      code: 'CNY',
      name: 'Chinese Yuan',
      symbol: '¥',
      decimals: 2,
      is_default: true,
      status: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });
});

describe('GET /api/currencies/default', () => {
  it('answers the default currency to any signed-in admin, even one without permissions', async () => {
    const nobody = await signInWith(t, []);
    const res = await request('GET', '/api/currencies/default', undefined, nobody.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: cny });
    expect((await request('GET', '/api/currencies/default', undefined, '')).statusCode).toBe(401);
  });
});

describe('GET /api/currencies and /api/currencies/:id', () => {
  it('answers a page of currencies with the list meta', async () => {
    const res = await request('GET', '/api/currencies?per_page=2&page=2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [vnd],
      meta: { current_page: 2, per_page: 2, total: 3, last_page: 2, from: 3, to: 3 },
    });
    expect(await codes()).toEqual(['CNY', 'USD', 'VND']);
  });

  it('filters by a keyword in the code or name and by status, and sorts by an allowed field', async () => {
    expect(await codes('&filter[keyword]=usd')).toEqual(['USD']);
    expect(await codes('&filter[keyword]=dong')).toEqual(['VND']);
    expect(await codes('&filter[keyword]=n')).toEqual(['CNY', 'VND']);
    expect(await codes('&filter[status]=false')).toEqual(['VND']);
    expect(await codes('&filter[status]=true&sort=-code')).toEqual(['USD', 'CNY']);
  });

  it('refuses an unknown filter or sort with a 422', async () => {
    const res = await request('GET', '/api/currencies?sort=symbol&filter[symbol]=$');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['filter.symbol', 'sort']);
  });

  it('answers one currency, 404 for an unknown id', async () => {
    expect((await request('GET', `/api/currencies/${usd.id}`)).json()).toEqual({ data: usd });
    expect((await request('GET', '/api/currencies/999999')).json()).toEqual({ message: 'Not found.' });
  });

  it('answers 401 without a token and 403 without currencies.query', async () => {
    expect((await request('GET', '/api/currencies', undefined, '')).statusCode).toBe(401);
    const other = await signInWith(t, ['currencies.add', 'currencies.modify', 'currencies.delete']);
    expect((await request('GET', '/api/currencies', undefined, other.token)).statusCode).toBe(403);
    expect((await request('GET', `/api/currencies/${usd.id}`, undefined, other.token)).statusCode).toBe(403);
  });
});

describe('POST /api/currencies', () => {
  it('creates a currency with defaults for what is left out, recording it once', async () => {
    expect(usd).toMatchObject({ code: 'USD', decimals: 2, is_default: false, status: true });
    const mark = await audit.mark();
    const created = await newCurrency({ code: ' EUR ', name: 'Euro', symbol: '€', decimals: 2 });
    expect(created).toMatchObject({ code: 'EUR', name: 'Euro', symbol: '€', is_default: false });
    expect(await audit.single(mark)).toMatchObject({
      action: 'currencies.create',
      target: `currency:${created.id}`,
      before: null,
      after: created,
    });
    expect((await request('DELETE', `/api/currencies/${created.id}`)).statusCode).toBe(204);
  });

  it('lists every missing field with a 422', async () => {
    const res = await request('POST', '/api/currencies', {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'This field is required (and 2 more errors)',
      errors: {
        code: ['This field is required'],
        name: ['This field is required'],
        symbol: ['This field is required'],
      },
    });
  });

  it.each([
    ['a lower-case code', { code: 'usd' }, 'code'],
    ['a code of four letters', { code: 'USDT' }, 'code'],
    ['a code with a digit', { code: 'US1' }, 'code'],
    ['5 places', { decimals: 5 }, 'decimals'],
    ['-1 places', { decimals: -1 }, 'decimals'],
    ['1.5 places', { decimals: 1.5 }, 'decimals'],
    ['places as text', { decimals: '2' }, 'decimals'],
    ['a name of 65 characters', { name: 'x'.repeat(65) }, 'name'],
    ['a symbol of 9 characters', { symbol: 'x'.repeat(9) }, 'symbol'],
    ['an empty symbol', { symbol: ' ' }, 'symbol'],
    ['a default flag that is not a flag', { is_default: 'yes' }, 'is_default'],
    ['an unknown field', { rate: 7.1 }, 'rate'],
  ])('refuses %s with a 422 on that field, changing nothing', async (_name, change, field) => {
    const before = await all();
    const mark = await audit.mark();
    const res = await request('POST', '/api/currencies', {
      code: 'GBP',
      name: 'Pound Sterling',
      symbol: '£',
      ...change,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect(await audit.since(mark)).toEqual([]);
    expect(await all()).toEqual(before);
  });

  it('words the code and places messages for staff, in their language', async () => {
    const res = await request('POST', '/api/currencies', {
      code: 'usd',
      name: 'X',
      symbol: 'x',
      decimals: 5,
    });
    expect(res.json().errors).toEqual({
      code: ['Enter a three-letter ISO 4217 code in capitals, such as USD'],
      decimals: ['Enter a whole number from 0 to 4'],
    });
    const chinese = await t.request({
      method: 'POST',
      url: '/api/currencies',
      payload: { code: 'usd', name: 'X', symbol: 'x' },
      token,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(chinese.json().errors).toEqual({ code: ['请输入 3 位大写字母的 ISO 4217 代码，例如 USD'] });
  });

  it('answers 409 naming the code when it is taken, creating nothing', async () => {
    const before = await all();
    const mark = await audit.mark();
    const res = await request('POST', '/api/currencies', {
      code: 'USD',
      name: 'Another dollar',
      symbol: '$',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This value is already taken',
      errors: { code: ['This value is already taken'] },
    });
    expect(await audit.since(mark)).toEqual([]);
    expect(await all()).toEqual(before);
  });

  it('answers 401 without a token and 403 without currencies.add', async () => {
    const body = { code: 'GBP', name: 'Pound Sterling', symbol: '£' };
    expect((await request('POST', '/api/currencies', body, '')).statusCode).toBe(401);
    const other = await signInWith(t, ['currencies.query', 'currencies.modify']);
    expect((await request('POST', '/api/currencies', body, other.token)).statusCode).toBe(403);
    expect(await codes()).not.toContain('GBP');
  });
});

describe('PUT /api/currencies/:id', () => {
  it('updates a currency, recording before and after', async () => {
    const mark = await audit.mark();
    const res = await request('PUT', `/api/currencies/${vnd.id}`, {
      ...bodyOf(vnd),
      name: 'Dong',
      status: true,
    });
    expect(res.statusCode).toBe(200);
    const after: Currency = res.json().data;
    expect(after).toMatchObject({ id: vnd.id, code: 'VND', name: 'Dong', decimals: 0, status: true });
    expect(await audit.single(mark)).toMatchObject({
      action: 'currencies.update',
      target: `currency:${vnd.id}`,
      before: vnd,
      after,
    });
    vnd = after;
  });

  it('answers 409 for a code another currency holds, changing nothing', async () => {
    const mark = await audit.mark();
    const res = await request('PUT', `/api/currencies/${usd.id}`, { ...bodyOf(usd), code: 'CNY' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ code: ['This value is already taken'] });
    expect(await audit.since(mark)).toEqual([]);
    expect(await current(usd)).toEqual(usd);
  });

  it('refuses bad input with a 422, changing nothing', async () => {
    const res = await request('PUT', `/api/currencies/${usd.id}`, {
      ...bodyOf(usd),
      decimals: 5,
      code: 'us',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['code', 'decimals']);
    expect(await current(usd)).toEqual(usd);
  });

  it('answers 404 for an unknown id, 401 without a token and 403 without currencies.modify', async () => {
    const body = { code: 'XXX', name: 'X', symbol: 'x' };
    expect((await request('PUT', '/api/currencies/999999', body)).statusCode).toBe(404);
    expect((await request('PUT', `/api/currencies/${usd.id}`, bodyOf(usd), '')).statusCode).toBe(401);
    const other = await signInWith(t, ['currencies.query', 'currencies.add']);
    expect((await request('PUT', `/api/currencies/${usd.id}`, bodyOf(usd), other.token)).statusCode).toBe(
      403,
    );
  });
});

describe('exactly one default', () => {
  it('makes an updated currency the default and takes the flag from the previous one, recording both', async () => {
    const mark = await audit.mark();
    const res = await request('PUT', `/api/currencies/${usd.id}`, { ...bodyOf(usd), is_default: true });
    expect(res.statusCode).toBe(200);
    usd = res.json().data;
    expect(usd.is_default).toBe(true);
    expect(await defaults()).toEqual(['USD']);
    const rows = await audit.since(mark);
    expect(rows.map((r) => [r.action, r.target])).toEqual([
      ['currencies.update', `currency:${cny.id}`],
      ['currencies.update', `currency:${usd.id}`],
    ]);
    expect(rows[0]).toMatchObject({ before: { is_default: true }, after: { is_default: false } });
    cny = await current(cny);
    expect((await request('GET', '/api/currencies/default')).json()).toEqual({ data: usd });
  });

  it('makes a new currency the default when it is created as one', async () => {
    const jpy = await newCurrency({ code: 'JPY', name: 'Yen', symbol: '¥', decimals: 0, is_default: true });
    expect(jpy.is_default).toBe(true);
    expect(await defaults()).toEqual(['JPY']);
    usd = await current(usd);
    expect(usd.is_default).toBe(false);
    // And back, so the other cases start from USD.
    const res = await request('PUT', `/api/currencies/${usd.id}`, { ...bodyOf(usd), is_default: true });
    usd = res.json().data;
    expect((await request('DELETE', `/api/currencies/${jpy.id}`)).statusCode).toBe(204);
    expect(await defaults()).toEqual(['USD']);
  });

  it('keeps the flag of an edited default when the body leaves it out', async () => {
    const { is_default: _left, ...body } = bodyOf(usd);
    const res = await request('PUT', `/api/currencies/${usd.id}`, { ...body, name: 'United States Dollar' });
    expect(res.statusCode).toBe(200);
    usd = res.json().data;
    expect(usd).toMatchObject({ name: 'United States Dollar', is_default: true });
    expect(await defaults()).toEqual(['USD']);
  });

  it('refuses to unset the default: there must always be one', async () => {
    const before = await all();
    const mark = await audit.mark();
    const res = await request('PUT', `/api/currencies/${usd.id}`, { ...bodyOf(usd), is_default: false });
    expect(res.statusCode).toBe(422);
    const text = 'There must always be a default currency: make another currency the default instead.';
    expect(res.json()).toEqual({ message: text, errors: { is_default: [text] } });
    expect(await audit.since(mark)).toEqual([]);
    expect(await all()).toEqual(before);
  });

  it('refuses a disabled default, however it is asked for', async () => {
    const before = await all();
    const mark = await audit.mark();
    const text = 'A disabled currency cannot be the default.';
    const attempts = [
      request('POST', '/api/currencies', {
        code: 'GBP',
        name: 'Pound Sterling',
        symbol: '£',
        is_default: true,
        status: false,
      }),
      request('PUT', `/api/currencies/${cny.id}`, { ...bodyOf(cny), is_default: true, status: false }),
      request('PUT', `/api/currencies/${usd.id}`, { ...bodyOf(usd), status: false }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: text, errors: { is_default: [text] } });
    }
    // Disabling the default without naming the flag: the fault is the status the request set.
    const { is_default: _flag, ...withoutFlag } = bodyOf(usd);
    const disabling = await request('PUT', `/api/currencies/${usd.id}`, { ...withoutFlag, status: false });
    expect(disabling.statusCode).toBe(422);
    expect(disabling.json()).toEqual({ message: text, errors: { status: [text] } });
    expect(await audit.since(mark)).toEqual([]);
    expect(await all()).toEqual(before);
  });

  it('refuses to delete the default with a 409 in the reader language, deleting nothing', async () => {
    const before = await all();
    const mark = await audit.mark();
    const res = await request('DELETE', `/api/currencies/${usd.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'The default currency cannot be deleted; make another currency the default first.',
    });
    const chinese = await t.request({
      method: 'DELETE',
      url: `/api/currencies/${usd.id}`,
      token,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(chinese.json()).toEqual({ message: '默认币种不能删除，请先将其他币种设为默认。' });
    expect(await audit.since(mark)).toEqual([]);
    expect(await all()).toEqual(before);
  });

  it('keeps exactly one default when two admins make different currencies the default at once', async () => {
    const results = await Promise.all(
      [cny, vnd, usd, cny, vnd].map((c) =>
        request('PUT', `/api/currencies/${c.id}`, { ...bodyOf(c), is_default: true }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await defaults()).toHaveLength(1);
    const res = await request('PUT', `/api/currencies/${usd.id}`, { ...bodyOf(usd), is_default: true });
    expect(res.statusCode).toBe(200);
    usd = res.json().data;
    cny = await current(cny);
    vnd = await current(vnd);
    expect(await defaults()).toEqual(['USD']);
  });
});

describe('DELETE /api/currencies/:id', () => {
  it('deletes a currency that is not the default, recording what was deleted', async () => {
    const mark = await audit.mark();
    const res = await request('DELETE', `/api/currencies/${cny.id}`);
    expect(res.statusCode).toBe(204);
    expect((await request('GET', `/api/currencies/${cny.id}`)).statusCode).toBe(404);
    expect(await audit.single(mark)).toMatchObject({
      action: 'currencies.delete',
      target: `currency:${cny.id}`,
      before: cny,
      after: null,
    });
  });

  it('answers 404 for an unknown id, 401 without a token and 403 without currencies.delete', async () => {
    expect((await request('DELETE', '/api/currencies/999999')).statusCode).toBe(404);
    expect((await request('DELETE', `/api/currencies/${vnd.id}`, undefined, '')).statusCode).toBe(401);
    const other = await signInWith(t, ['currencies.query', 'currencies.modify']);
    expect((await request('DELETE', `/api/currencies/${vnd.id}`, undefined, other.token)).statusCode).toBe(
      403,
    );
    expect((await request('GET', `/api/currencies/${vnd.id}`)).statusCode).toBe(200);
  });
});

describe('once an amount is stored outside the ledger', () => {
  it("keeps the default's places while a project holds a minimum in them, and frees them when it goes", async () => {
    const stored = await project(t, token);
    const jpy = await newCurrency({ code: 'JPY', name: 'Yen', symbol: '¥', decimals: 0 });
    const refused = await request('PUT', `/api/currencies/${jpy.id}`, { ...bodyOf(jpy), is_default: true });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['is_default']);
    expect(await defaults()).toEqual(['USD']);

    const gone = await t.request({ method: 'DELETE', url: `/api/projects/${stored.id}`, token });
    expect(gone.statusCode).toBe(204);
    await t.request({ method: 'DELETE', url: `/api/project-categories/${stored.category_id}`, token });
    const moved = await request('PUT', `/api/currencies/${jpy.id}`, { ...bodyOf(jpy), is_default: true });
    expect(moved.statusCode).toBe(200);
    const back = await request('PUT', `/api/currencies/${usd.id}`, { ...bodyOf(usd), is_default: true });
    expect(back.statusCode).toBe(200);
    expect((await request('DELETE', `/api/currencies/${jpy.id}`)).statusCode).toBe(204);
  });
});

// Last: from here on money has moved, which fixes the places of the default currency.
describe('once money has moved', () => {
  it('keeps the places of stored amounts: no default with other places, no change of the default places', async () => {
    await member(t, token, 12_345);
    const jpy = await newCurrency({ code: 'JPY', name: 'Yen', symbol: '¥', decimals: 0 });
    const before = await defaults();

    const switched = await request('PUT', `/api/currencies/${jpy.id}`, { ...bodyOf(jpy), is_default: true });
    expect(switched.statusCode).toBe(422);
    expect(switched.json().errors).toEqual({
      is_default: [
        'Amounts are already stored with 2 decimal places: the default currency must keep 2 places.',
      ],
    });
    const created = await request('POST', '/api/currencies', {
      code: 'KRW',
      name: 'Won',
      symbol: '₩',
      decimals: 0,
      is_default: true,
    });
    expect(created.statusCode).toBe(422);
    expect(Object.keys(created.json().errors)).toEqual(['is_default']);
    const replaced = await request('PUT', `/api/currencies/${usd.id}`, { ...bodyOf(usd), decimals: 3 });
    expect(replaced.statusCode).toBe(422);
    expect(Object.keys(replaced.json().errors)).toEqual(['decimals']);
    expect(await defaults()).toEqual(before);
    expect(await codes()).not.toContain('KRW');
    expect((await current(usd)).decimals).toBe(2);

    // The same places move freely, and a currency that is not the default may have any.
    const eur = await newCurrency({ code: 'EUR', name: 'Euro', symbol: '€', decimals: 2, is_default: true });
    expect(await defaults()).toEqual(['EUR']);
    const jpyEdit = await request('PUT', `/api/currencies/${jpy.id}`, { ...bodyOf(jpy), decimals: 1 });
    expect(jpyEdit.statusCode).toBe(200);
    const back = await request('PUT', `/api/currencies/${usd.id}`, { ...bodyOf(usd), is_default: true });
    expect(back.statusCode).toBe(200);
    expect((await request('DELETE', `/api/currencies/${eur.id}`)).statusCode).toBe(204);
  });
});
