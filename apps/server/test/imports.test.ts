import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel, Currency, DictionaryItem } from '@app/contracts';
import { auditTrail } from './audit-trail.ts';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

// Issue 21: the CSV import of dictionary items, currencies and channels, all or nothing.

let t: TestApp;
let token: string;
let audit: ReturnType<typeof auditTrail>;

const post = (url: string, payload: object, as = token, language?: string) =>
  t.request({
    method: 'POST',
    url,
    payload,
    token: as,
    headers: language ? { 'accept-language': language } : {},
  });
const get = async <T>(url: string): Promise<T> => {
  const res = await t.request({ method: 'GET', url, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const currencies = () => get<Currency[]>('/api/currencies?per_page=1000');
const currencyCodes = async () => (await currencies()).map((c) => c.code).sort();
const channels = () => get<Channel[]>('/api/channels?per_page=1000');
const items = (code: string) => get<DictionaryItem[]>(`/api/dictionaries/${code}/items`);

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  audit = auditTrail(t, token);
  for (const code of ['import_kind', 'import_big']) {
    expect((await post('/api/dictionaries', { code, name: code })).statusCode).toBe(201);
  }
});
afterAll(() => t.close());

describe('POST /api/currencies/import', () => {
  it('writes nothing when one row is refused, naming that row and field', async () => {
    const before = await currencyCodes();
    const mark = await audit.mark();
    const res = await post('/api/currencies/import', {
      rows: [
        { code: 'AUD', name: 'Australian Dollar', symbol: 'A$' },
        { code: 'nzd', name: 'New Zealand Dollar', symbol: 'NZ$' },
        { code: 'CAD', name: 'Canadian Dollar', symbol: 'C$' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Nothing was imported: rows refused: 1.',
      errors: { 'rows.1.code': ['Enter a three-letter ISO 4217 code in capitals, such as USD'] },
    });
    expect(await currencyCodes()).toEqual(before);
    expect(await audit.since(mark)).toEqual([]);
  });

  it('writes every row of a good file, each with its audit entry', async () => {
    const mark = await audit.mark();
    const res = await post('/api/currencies/import', {
      mode: 'insertTop',
      rows: [
        { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2, status: true },
        { code: 'JPY', name: 'Japanese Yen', symbol: '¥', decimals: 0, status: false },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { created: 2, updated: 0 } });
    const byCode = new Map((await currencies()).map((c) => [c.code, c]));
    expect(byCode.get('JPY')).toMatchObject({ name: 'Japanese Yen', decimals: 0, status: false });
    expect(byCode.get('EUR')).toMatchObject({ is_default: false });
    const entries = await audit.since(mark);
    expect(entries.map((e) => [e.action, e.target])).toEqual([
      ['currencies.create', `currency:${byCode.get('EUR')!.id}`],
      ['currencies.create', `currency:${byCode.get('JPY')!.id}`],
    ]);
  });

  it('refuses per row a code repeated in the file and one already stored, in one report', async () => {
    const before = await currencyCodes();
    const res = await post('/api/currencies/import', {
      rows: [
        { code: 'GBP', name: 'Pound Sterling', symbol: '£' },
        { code: 'EUR', name: 'Euro again', symbol: '€' },
        { code: 'GBP', name: 'Pound twice', symbol: '£' },
        { code: 'CHF', name: '', symbol: 'Fr' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'rows.1.code': ['This value is already taken'],
      'rows.2.code': ['The same value is on another row of this file'],
      'rows.3.name': ['This field is required'],
    });
    expect(res.json().message).toBe('Nothing was imported: rows refused: 3.');
    expect(await currencyCodes()).toEqual(before);
  });

  it("rolls back rows already written when a later row breaks a rule of the service's", async () => {
    const before = await currencies();
    const res = await post('/api/currencies/import', {
      rows: [
        { code: 'SGD', name: 'Singapore Dollar', symbol: 'S$' },
        // The form's rule: a disabled currency cannot be the default.
        { code: 'HKD', name: 'Hong Kong Dollar', symbol: 'HK$', is_default: true, status: false },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['rows.1.is_default']);
    expect(await currencies()).toEqual(before);
  });

  it('covering overwrites the rows whose code is stored and adds the rest, and needs currencies.modify', async () => {
    const rows = [
      { code: 'EUR', name: 'Euro (EU)', symbol: '€', decimals: 2, status: false },
      { code: 'KRW', name: 'Korean Won', symbol: '₩', decimals: 0 },
    ];
    const adder = await signInWith(t, ['currencies.add']);
    const refused = await post('/api/currencies/import', { mode: 'covering', rows }, adder.token);
    expect(refused.statusCode).toBe(403);
    const nobody = await signInWith(t, ['currencies.query', 'currencies.modify']);
    expect((await post('/api/currencies/import', { rows }, nobody.token)).statusCode).toBe(403);
    expect(await currencyCodes()).not.toContain('KRW');

    const eur = (await currencies()).find((c) => c.code === 'EUR')!;
    const editor = await signInWith(t, ['currencies.add', 'currencies.modify']);
    const mark = await audit.mark();
    const res = await post('/api/currencies/import', { mode: 'covering', rows }, editor.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ created: 1, updated: 1 });
    const after = (await currencies()).find((c) => c.code === 'EUR')!;
    expect(after).toMatchObject({ id: eur.id, name: 'Euro (EU)', status: false });
    expect((await audit.since(mark)).map((e) => [e.action, e.admin?.id])).toEqual([
      ['currencies.update', editor.admin.id],
      ['currencies.create', editor.admin.id],
    ]);
  });

  it('takes at most 1 000 rows an import, with a 422 that says so', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => ({ code: 'XAA', name: `n${i}`, symbol: 'x' }));
    const res = await post('/api/currencies/import', { rows });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ rows: ['An import takes at most 1,000 rows: split the file'] });
    const empty = await post('/api/currencies/import', { rows: [] });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['rows']);
  });
});

describe('POST /api/channels/import', () => {
  it('checks bounds per row as the form does, and a code within its kind', async () => {
    const bad = await post('/api/channels/import', {
      rows: [
        { kind: 'payment', name: 'Bank A', code: 'bank_a', fee_percent: '0.5', min_amount: 100 },
        {
          kind: 'payment',
          name: 'Bank B',
          code: 'bank_b',
          fee_percent: '1',
          min_amount: 5000,
          max_amount: 100,
        },
        { kind: 'sideways', name: 'Bank C', code: 'bank_c', fee_percent: '1' },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'rows.1.max_amount': ['The maximum cannot be less than the minimum'],
      'rows.2.kind': ['Choose payment or transfer'],
    });
    expect(await channels()).toEqual([]);

    const good = await post('/api/channels/import', {
      rows: [
        { kind: 'payment', name: 'Bank A', code: 'bank_a', fee_percent: '0.5', min_amount: 100 },
        { kind: 'transfer', name: 'Bank A out', code: 'bank_a', fee_percent: '0', max_amount: 990000 },
      ],
    });
    expect(good.statusCode, good.body).toBe(200);
    expect((await channels()).map((c) => [c.kind, c.code, c.min_amount, c.max_amount])).toEqual(
      expect.arrayContaining([
        ['payment', 'bank_a', 100, null],
        ['transfer', 'bank_a', 0, 990000],
      ]),
    );
    const again = await post('/api/channels/import', {
      rows: [{ kind: 'payment', name: 'Bank A', code: 'bank_a', fee_percent: '0.5' }],
    });
    expect(again.json().errors).toEqual({ 'rows.0.code': ['This value is already taken'] });
  });
});

describe('POST /api/dictionaries/:code/items/import', () => {
  it("refuses in the reader's language and writes nothing; a good file adds every item", async () => {
    const refused = await post(
      '/api/dictionaries/import_kind/items/import',
      {
        rows: [
          { label: 'One', value: '1' },
          { label: 'Two', value: '1' },
        ],
      },
      token,
      'zh-CN',
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: '未导入任何数据：被拒绝的行数 1。',
      errors: { 'rows.1.value': ['文件的其他行中已有相同的值'] },
    });
    expect(await items('import_kind')).toEqual([]);

    const mark = await audit.mark();
    const res = await post('/api/dictionaries/import_kind/items/import', {
      rows: [
        { label: 'One', value: '1', sort: 1, tag_type: 'success' },
        { label: 'Two', value: '2', sort: 2, status: false },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await items('import_kind')).map((i) => [i.label, i.value, i.status, i.tag_type])).toEqual([
      ['One', '1', true, 'success'],
      ['Two', '2', false, null],
    ]);
    expect((await audit.since(mark)).map((e) => e.action)).toEqual([
      'dictionaries.items.create',
      'dictionaries.items.create',
    ]);
  });

  it('answers 404 for an unknown dictionary and 403 without dictionaries.add', async () => {
    const rows = [{ label: 'One', value: '1' }];
    expect((await post('/api/dictionaries/no_such/items/import', { rows })).statusCode).toBe(404);
    const reader = await signInWith(t, ['dictionaries.query', 'dictionaries.modify']);
    expect(
      (await post('/api/dictionaries/import_kind/items/import', { rows }, reader.token)).statusCode,
    ).toBe(403);
  });

  // A thousand rows, each checked and audited, take a few seconds on a busy machine.
  it('takes a file of 1 000 rows whole', { timeout: 120_000 }, async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({ label: `Item ${i}`, value: `v${i}` }));
    const res = await post('/api/dictionaries/import_big/items/import', { rows });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ created: 1000, updated: 0 });
    expect(await items('import_big')).toHaveLength(1000);
  });
});
