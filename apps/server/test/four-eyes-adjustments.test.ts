import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../src/modules/ledger/service.ts';
import { auditTrail } from './audit-trail.ts';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { balanceOf, editBalance, member } from './money-helpers.ts';
import { burst as sendAtOnce } from './parallel-burst.ts';

type Member = Awaited<ReturnType<typeof member>>;

const THRESHOLD = 10_000;
let t: TestApp;
let admin: string;
let maker: string;
let checker: string;
let members: Member[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  maker = (await signInWith(t, ['users.balance', 'users.query'])).token;
  checker = (await signInWith(t, ['users.balance'])).token;
  // Funded before the threshold is set: every top-up of 100 000 would wait for a second admin after.
  members = [];
  for (let i = 0; i < 8; i++) members.push(await member(t, admin, 100_000));
  const saved = await t.request({
    method: 'PUT',
    url: '/api/settings',
    token: admin,
    payload: { approvals: { withdrawal_above: 0, balance_edit_above: THRESHOLD } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

async function expectBooksBalanced() {
  expect(await ledgerMismatches(t.database.db)).toEqual([]);
  const negative = (await t.database.db.execute(
    sql`select count(*)::int as n from users where balance < 0`,
  )) as unknown as { rows: { n: number }[] };
  expect(negative.rows[0]!.n).toBe(0);
}

const review = (token: string, id: number, status: 'approved' | 'rejected', comment = 'checked') =>
  t.request({
    method: 'POST',
    url: `/api/balance-adjustments/${id}/review`,
    token,
    payload: { status, comment },
  });

const list = async (query: string, token = checker) => {
  const res = await t.request({ method: 'GET', url: `/api/balance-adjustments?${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; status: string }[];
};

/** The ledger records an adjustment wrote (its approval's, referenced by the adjustment's id). */
const recordsOf = async (userId: number) => {
  const rows = (await t.database.db.execute(
    sql`select kind, amount::int as amount, reference_id::int as reference from balance_records
      where user_id = ${userId} order by id`,
  )) as unknown as { rows: { kind: string; amount: number; reference: number | null }[] };
  return rows.rows;
};

async function ask(m: Member, amount: number, token = maker) {
  const res = await editBalance(t, token, m.id, amount, 'large bonus', 'bonus');
  expect(res.statusCode, res.body).toBe(202);
  return res.json().data as { id: number; status: string };
}

describe('four-eyes balance edits', () => {
  it('moves money at once up to the threshold, either way', async () => {
    const m = members[0]!;
    expect((await editBalance(t, maker, m.id, THRESHOLD, 'small')).statusCode).toBe(201);
    expect((await editBalance(t, maker, m.id, -THRESHOLD, 'small')).statusCode).toBe(201);
    expect(await balanceOf(t, m.token)).toBe(100_000);
  });

  it('above it writes a pending adjustment instead, audited, and moves nothing', async () => {
    const m = members[1]!;
    const trail = auditTrail(t, admin);
    const mark = await trail.mark();
    const res = await editBalance(t, maker, m.id, 50_000, 'large bonus', 'bonus');
    expect(res.statusCode, res.body).toBe(202);
    const adjustment = res.json().data;
    expect(adjustment).toMatchObject({
      user: { id: m.id, name: m.name },
      amount: 50_000,
      reason: 'bonus',
      remarks: 'large bonus',
      status: 'pending',
      maker: { name: expect.any(String) },
      checker: null,
      checked_at: null,
      review_comment: null,
      balance_record_id: null,
    });
    expect(await balanceOf(t, m.token)).toBe(100_000);
    const row = await trail.single(mark);
    expect(row).toMatchObject({
      action: 'balance_adjustments.request',
      target: `user:${m.id}`,
      before: { balance: 100_000 },
      after: { balance_adjustment: adjustment.id, status: 'pending', amount: 50_000, reason: 'bonus' },
    });

    expect((await list('filter[status]=pending')).map((r) => r.id)).toContain(adjustment.id);
    expect((await list('filter[status]=approved')).map((r) => r.id)).not.toContain(adjustment.id);
    expect((await list(`filter[user_id]=${m.id}`)).map((r) => r.id)).toEqual([adjustment.id]);
  });

  it('refuses the maker their own review, then moves the money once on another admin approving', async () => {
    const m = members[2]!;
    const { id } = await ask(m, 40_000);
    const own = await review(maker, id, 'approved');
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('You asked for this balance adjustment: another admin must review it.');
    expect(await balanceOf(t, m.token)).toBe(100_000);

    const trail = auditTrail(t, admin);
    const mark = await trail.mark();
    const approved = await review(checker, id, 'approved', 'bonus agreed');
    expect(approved.statusCode, approved.body).toBe(200);
    const data = approved.json().data;
    expect(data).toMatchObject({
      status: 'approved',
      review_comment: 'bonus agreed',
      checker: { id: expect.any(Number) },
    });
    expect(data.checker.id).not.toBe(data.maker.id);
    expect(data.balance_record_id).toEqual(expect.any(Number));
    expect(Date.parse(data.checked_at)).not.toBeNaN();
    expect(await balanceOf(t, m.token)).toBe(140_000);
    expect((await recordsOf(m.id)).at(-1)).toEqual({ kind: 'recharge', amount: 40_000, reference: id });
    const step = await trail.single(mark);
    expect(step).toMatchObject({
      action: 'balance_adjustments.review',
      target: `balance_adjustment:${id}`,
      before: { status: 'pending' },
      after: { status: 'approved', review_comment: 'bonus agreed' },
    });

    expect((await review(admin, id, 'approved')).statusCode).toBe(409);
    expect((await review(admin, id, 'rejected')).statusCode).toBe(409);
    expect(await balanceOf(t, m.token)).toBe(140_000);
    await expectBooksBalanced();
  });

  it('moves nothing when a second admin rejects', async () => {
    const m = members[3]!;
    const { id } = await ask(m, -30_000);
    const rejected = await review(checker, id, 'rejected', 'no chargeback on file');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', balance_record_id: null });
    expect(await balanceOf(t, m.token)).toBe(100_000);
    expect((await recordsOf(m.id)).map((r) => r.kind)).toEqual(['recharge']);
    expect((await review(admin, id, 'approved')).statusCode).toBe(409);
    expect(await balanceOf(t, m.token)).toBe(100_000);
  });

  it('refuses at once a decrease the balance cannot cover, and an unknown member', async () => {
    const m = members[4]!;
    const res = await editBalance(t, maker, m.id, -200_000, 'too much');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['amount']);
    expect(await list(`filter[user_id]=${m.id}`)).toEqual([]);
    expect((await editBalance(t, maker, 999_999, 50_000, 'nobody')).statusCode).toBe(404);
  });

  it('leaves an approval the balance no longer covers refused and pending', async () => {
    const m = members[5]!;
    const { id } = await ask(m, -80_000);
    expect((await editBalance(t, admin, m.id, -THRESHOLD, 'spent')).statusCode).toBe(201);
    expect((await editBalance(t, admin, m.id, -THRESHOLD, 'spent')).statusCode).toBe(201);
    expect((await editBalance(t, admin, m.id, -THRESHOLD, 'spent')).statusCode).toBe(201);
    const refused = await review(checker, id, 'approved');
    expect(refused.statusCode).toBe(422);
    const detail = await t.request({ method: 'GET', url: `/api/balance-adjustments/${id}`, token: checker });
    expect(detail.json().data.status).toBe('pending');
    expect(await balanceOf(t, m.token)).toBe(70_000);
    await expectBooksBalanced();
  });

  it('is listed, shown and reviewed only with users.balance', async () => {
    const m = members[6]!;
    const { id } = await ask(m, 20_000);
    const reader = await signInWith(t, ['users.query', 'balance-records.query']);
    for (const res of [
      await t.request({ method: 'GET', url: '/api/balance-adjustments', token: reader.token }),
      await t.request({ method: 'GET', url: `/api/balance-adjustments/${id}`, token: reader.token }),
      await review(reader.token, id, 'approved'),
    ])
      expect(res.statusCode).toBe(403);
    expect((await review(checker, 999_999, 'approved')).statusCode).toBe(404);
    const bad = await t.request({
      method: 'POST',
      url: `/api/balance-adjustments/${id}/review`,
      token: checker,
      payload: { status: 'maybe' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['comment', 'status']);
  });

  it('answers a retried edit above the threshold with the same adjustment, asking once', async () => {
    const m = members[6]!;
    const send = () =>
      t.request({
        method: 'POST',
        url: `/api/users/${m.id}/balance`,
        token: maker,
        headers: { 'idempotency-key': `four-eyes-${m.id}` },
        payload: { amount: 30_000, reason: 'other', remarks: 'retried' },
      });
    const [a, b] = [await send(), await send()];
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(b.json().data.id).toBe(a.json().data.id);
    expect((await list(`filter[user_id]=${m.id}&filter[status]=pending`)).length).toBe(2);
  });

  it('moves the money once when many second approvals arrive at once', async () => {
    const m = members[7]!;
    const { id } = await ask(m, 60_000);
    const checkers = [checker, admin, (await signInWith(t, ['users.balance'])).token];
    const burst = await sendAtOnce(
      t,
      Array.from({ length: 24 }, (_, i) => ({
        method: 'POST',
        url: `/api/balance-adjustments/${id}/review`,
        token: checkers[i % 3]!,
        payload: { status: 'approved', comment: 'checked' },
      })),
    );
    const codes = burst.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(23);
    expect(await balanceOf(t, m.token)).toBe(160_000);
    expect((await recordsOf(m.id)).filter((r) => r.reference === id)).toHaveLength(1);
    await expectBooksBalanced();
  });
});
