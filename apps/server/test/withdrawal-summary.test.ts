import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { askWithdrawal, member } from './money-helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const summary = (token = admin) => t.request({ method: 'GET', url: '/api/withdrawals/summary', token });

async function ask(token: string, amount: number): Promise<number> {
  const res = await askWithdrawal(t, token, amount);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

/** Dates a request, so that which one is oldest does not hang on the clock's resolution. */
const askedAt = (id: number, at: string) =>
  t.database.db.execute(sql`update withdrawals set created_at = ${at}::timestamptz where id = ${id}`);

const review = (id: number, status: 'approved' | 'rejected') =>
  t.request({
    method: 'POST',
    url: `/api/withdrawals/${id}/review`,
    token: admin,
    payload: { status, comment: 'checked' },
  });

const idsOf = async (url: string) => {
  const res = await t.request({ method: 'GET', url, token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((row: { id: number }) => row.id) as number[];
};

// The tests run in order on one database: the first sees it empty.
describe('withdrawal summary', () => {
  it('answers 0 and null while nothing waits, with the default overdue age', async () => {
    const res = await summary();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { pending_count: 0, oldest_pending_at: null, overdue_hours: 24 } });
  });

  it('counts only pending requests, and dates the oldest of them', async () => {
    const m = await member(t, admin, 100_000);
    const [approved, rejected, oldestPending, newerPending] = [
      await ask(m.token, 1_000),
      await ask(m.token, 2_000),
      await ask(m.token, 3_000),
      await ask(m.token, 4_000),
    ];
    // The reviewed ones are older still: the oldest *pending* one is what counts.
    await askedAt(approved, '2026-01-01T08:00:00.000Z');
    await askedAt(rejected, '2026-01-02T08:00:00.000Z');
    await askedAt(oldestPending, '2026-03-04T05:06:07.890Z');
    await askedAt(newerPending, '2026-03-05T00:00:00.000Z');
    expect((await summary()).json().data).toMatchObject({
      pending_count: 4,
      oldest_pending_at: '2026-01-01T08:00:00.000Z',
    });

    expect((await review(approved, 'approved')).statusCode).toBe(200);
    expect((await review(rejected, 'rejected')).statusCode).toBe(200);
    expect((await summary()).json().data).toMatchObject({
      pending_count: 2,
      oldest_pending_at: '2026-03-04T05:06:07.890Z',
    });
  });

  it('is read with either withdrawal permission, and refused without', async () => {
    const reviewer = await signInWith(t, ['withdrawals.review']);
    const reader = await signInWith(t, ['withdrawals.query']);
    const bystander = await signInWith(t, ['investments.query', 'settings.edit']);
    expect((await summary(reviewer.token)).json().data.pending_count).toBe(2);
    expect((await summary(reader.token)).statusCode).toBe(200);
    const refused = await summary(bystander.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'This action is unauthorized.' });
    expect((await t.request({ method: 'GET', url: '/api/withdrawals/summary' })).statusCode).toBe(401);
  });

  it('answers the overdue age staff set, within 1 to 720 hours', async () => {
    const save = (withdrawal_overdue_hours: unknown) =>
      t.request({ method: 'PUT', url: '/api/settings', token: admin, payload: { withdrawal_overdue_hours } });
    const saved = await save(6);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.withdrawal_overdue_hours).toBe(6);
    expect((await summary()).json().data.overdue_hours).toBe(6);

    for (const wrong of [0, 721, 1.5, '12']) {
      const res = await save(wrong);
      expect(res.statusCode, String(wrong)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['withdrawal_overdue_hours']);
    }
    expect((await summary()).json().data.overdue_hours).toBe(6);
    expect((await save(720)).statusCode).toBe(200);
    expect((await summary()).json().data.overdue_hours).toBe(720);
  });
});

describe('withdrawal list order', () => {
  it('lists pending requests oldest first unless asked, and every status newest first', async () => {
    const m = await member(t, admin, 100_000);
    const ids = [await ask(m.token, 100), await ask(m.token, 200), await ask(m.token, 300)];
    const [a, b, c] = ids as [number, number, number];
    await askedAt(a, '2026-05-01T10:00:00.000Z');
    await askedAt(b, '2026-05-01T09:00:00.000Z');
    await askedAt(c, '2026-05-01T11:00:00.000Z');
    const mine = `filter[user_id]=${m.id}`;
    expect(await idsOf(`/api/withdrawals?${mine}&filter[status]=pending`)).toEqual([b, a, c]);
    expect(await idsOf(`/api/withdrawals?${mine}&filter[status]=pending&sort=-created_at`)).toEqual([
      c,
      a,
      b,
    ]);
    expect(await idsOf(`/api/withdrawals?${mine}`)).toEqual([c, a, b]);
    expect(await idsOf(`/api/withdrawals?${mine}&sort=created_at`)).toEqual([b, a, c]);
    const bad = await t.request({ method: 'GET', url: '/api/withdrawals?sort=amount', token: admin });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['sort']);
  });

  it('continues an oldest-first list by its cursor with the later requests', async () => {
    const m = await member(t, admin, 100_000);
    const ids = [await ask(m.token, 100), await ask(m.token, 200), await ask(m.token, 300)];
    const [a, b, c] = ids as [number, number, number];
    // Two within one millisecond: the cursor keeps microseconds.
    await askedAt(a, '2026-06-01 10:00:00.000300+00');
    await askedAt(b, '2026-06-01 10:00:00.000100+00');
    await askedAt(c, '2026-06-01 12:00:00+00');
    const seen: number[] = [];
    let after = '';
    for (let page = 0; page < 5; page++) {
      const res = await t.request({
        method: 'GET',
        url: `/api/withdrawals?filter[user_id]=${m.id}&filter[status]=pending&per_page=1${after}`,
        token: admin,
      });
      seen.push(...res.json().data.map((row: { id: number }) => row.id));
      const cursor = res.json().meta.next_cursor;
      if (!cursor) break;
      after = `&after=${cursor}`;
    }
    expect(seen).toEqual([b, a, c]);
  });
});
