import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../src/db/schema/index.ts';
import { ledgerMismatches } from '../src/modules/ledger/service.ts';
import { requestWithdrawal } from '../src/modules/withdrawals/service.ts';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { askWithdrawal, balanceOf, member } from './money-helpers.ts';

// A thousand withdrawals asked through the member API take a while, on either database.
const SLOW = 240_000;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
interface Summary {
  done: number[];
  awaiting_second: number[];
  skipped: { id: number; reason: string; message: string }[];
}

const bulk = (payload: Body, options: { token?: string; key?: string; language?: string } = {}) =>
  t.request({
    method: 'POST',
    url: '/api/withdrawals/reviews',
    token: options.token ?? admin,
    headers: {
      ...(options.key !== undefined ? { 'idempotency-key': options.key } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload,
  });

async function summaryOf(payload: Body, options: Parameters<typeof bulk>[1] = {}): Promise<Summary> {
  const res = await bulk(payload, options);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const review = (id: number, status: 'approved' | 'rejected', token = admin) =>
  t.request({
    method: 'POST',
    url: `/api/withdrawals/${id}/review`,
    token,
    payload: { status, comment: 'one by one' },
  });

/**
 * Asks for the amounts through the member API, a few at once (at most three a member, whose pay password
 * counts the attempts in flight), answering the new requests' ids in order.
 */
async function askMany(members: { token: string }[], amounts: number[]): Promise<number[]> {
  const ids: number[] = [];
  const atOnce = Math.min(24, members.length * 3);
  for (let start = 0; start < amounts.length; start += atOnce) {
    const answers = await Promise.all(
      amounts
        .slice(start, start + atOnce)
        .map((amount, i) => askWithdrawal(t, members[(start + i) % members.length]!.token, amount)),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().data.id);
    }
  }
  return ids;
}

/**
 * A thousand requests through the member API would spend minutes on pay-password hashes: these go through
 * the service the member API calls (the member row locked, the amount taken through the ledger), a hundred
 * to a transaction, in the order given.
 */
async function requestMany(members: { id: number }[], amounts: number[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < amounts.length; start += 100) {
    await t.database.db.transaction(async (tx) => {
      for (const [i, amount] of amounts.slice(start, start + 100).entries()) {
        const userId = members[(start + i) % members.length]!.id;
        const asked = { account_name: 'A', card_number: '622200001111', bank_name: 'B', amount };
        ids.push((await requestWithdrawal(tx, userId, { ...asked, pay_password: '246810' })).id);
      }
    });
  }
  return ids;
}

const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y);
const sortedById = <T extends { id: number }>(rows: T[]) => [...rows].sort((x, y) => x.id - y.id);

/** The ids in the review queue's order: oldest request first. */
const queueOrder = async (ids: number[]) => {
  const result = await t.database.db.execute(
    sql`select id from withdrawals where id in ${sql.raw(`(${ids.join(',')})`)} order by created_at, id`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
};

const statusesOf = async (ids: number[]) => {
  const result = await t.database.db.execute(
    sql`select id, status from withdrawals where id in ${sql.raw(`(${ids.join(',')})`)}`,
  );
  const rows = (result as unknown as { rows: { id: number; status: string }[] }).rows;
  return new Map(rows.map((row) => [Number(row.id), row.status]));
};

/** Each rejected withdrawal refunded exactly once, nothing else refunded, and every balance its records' sum. */
async function expectRefundedOnce(rejected: number[]) {
  const result = await t.database.db.execute(
    sql`select reference_id as id, count(*)::int as n from balance_records
        where kind = 'withdrawal_refund' group by reference_id`,
  );
  const refunds = (result as unknown as { rows: { id: number; n: number }[] }).rows;
  const counted = new Map(refunds.map((row) => [Number(row.id), row.n]));
  for (const id of rejected) expect(counted.get(id), `refunds of ${id}`).toBe(1);
  expect([...counted.values()].every((n) => n === 1)).toBe(true);
  expect(await ledgerMismatches(t.database.db)).toEqual([]);
  const negative = await t.database.db.execute(sql`select count(*)::int as n from users where balance < 0`);
  expect((negative as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
}

const setThreshold = async (withdrawal_above: number) => {
  const res = await t.request({
    method: 'PUT',
    url: '/api/settings',
    token: admin,
    payload: { approvals: { withdrawal_above, balance_edit_above: 0 } },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('bulk review by ids', () => {
  it('rejects the named rows, refunds each once, and skips what a single review would refuse', async () => {
    const m = await member(t, admin, 10_000);
    const [a, b, c, reviewed] = await askMany([m], [1_000, 2_000, 3_000, 500]);
    expect((await review(reviewed!, 'approved')).statusCode).toBe(200);
    const missing = 2_000_000_000;

    const summary = await summaryOf({
      status: 'rejected',
      comment: 'Card details do not match',
      ids: [a, b, c, c, reviewed, missing],
    });
    expect(summary).toEqual({
      done: [a, b, c],
      awaiting_second: [],
      skipped: [
        {
          id: reviewed,
          reason: 'withdrawal_not_pending',
          message: 'This withdrawal has already been reviewed.',
        },
        { id: missing, reason: 'not_found', message: 'Not found.' },
      ],
    });
    // 10 000 − 6 500 asked + 6 000 refunded.
    expect(await balanceOf(t, m.token)).toBe(9_500);
    const list = await t.request({
      method: 'GET',
      url: `/api/withdrawals?filter[user_id]=${m.id}&per_page=10`,
      token: admin,
    });
    const byId = new Map(list.json().data.map((w: { id: number }) => [w.id, w]));
    expect(byId.get(a)).toMatchObject({ status: 'rejected', review_comment: 'Card details do not match' });
    expect(byId.get(reviewed)).toMatchObject({ status: 'approved', review_comment: 'one by one' });
    await expectRefundedOnce([a!, b!, c!]);
  });

  it('writes one audit row for each row decided', async () => {
    const m = await member(t, admin, 10_000);
    const ids = await askMany([m], [100, 200]);
    await summaryOf({ status: 'approved', comment: 'Paid', ids });
    const result = await t.database.db.execute(
      sql`select target from audit_logs where action = 'withdrawals.review'
          and target in ${sql.raw(`(${ids.map((id) => `'withdrawal:${id}'`).join(',')})`)}`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toHaveLength(2);
  });
});

describe('bulk review of a filtered set', () => {
  it(
    'decides 1 000 matching rows but the exceptions, skipping reviewed ones and stopping large approvals at the first step',
    async () => {
      await setThreshold(5_000);
      const members = await Promise.all(Array.from({ length: 8 }, () => member(t, admin, 1_000_000)));
      // The rows of this test alone: those asked from now on.
      const from = new Date().toISOString();
      // 1 003 requests, oldest first: every 25th above the threshold.
      const amounts = Array.from({ length: 1003 }, (_, i) => (i % 25 === 0 ? 6_000 : 100 + (i % 7)));
      const ids = await requestMany(members, amounts);
      const amountOf = new Map(ids.map((id, i) => [id, amounts[i]!]));
      const small = ids.filter((id) => amountOf.get(id)! <= 5_000);
      const approvedBefore = small.slice(0, 40);
      const rejectedBefore = small.slice(40, 60);
      for (const id of approvedBefore) expect((await review(id, 'approved')).statusCode).toBe(200);
      for (const id of rejectedBefore) expect((await review(id, 'rejected')).statusCode).toBe(200);
      const filter = { from };

      // More than 1 000 rows match: nothing is decided, and the answer says how many and how to go on.
      const tooMany = await bulk({ status: 'approved', comment: 'Paid', filter });
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json()).toEqual({
        message:
          'The filter matches 1,003 withdrawals; at most 1,000 can be reviewed at once. Narrow the filter.',
        errors: {
          filter: [
            'The filter matches 1,003 withdrawals; at most 1,000 can be reviewed at once. Narrow the filter.',
          ],
        },
      });

      const except = small.slice(60, 63);
      const summary = await summaryOf({ status: 'approved', comment: 'Paid', filter, except });
      const large = ids.filter((id) => amountOf.get(id)! > 5_000);
      const pending = ids.filter((id) => ![...approvedBefore, ...rejectedBefore, ...except].includes(id));
      expect(sorted(summary.done)).toEqual(sorted(pending));
      expect(await queueOrder(summary.done)).toEqual(summary.done);
      expect(sorted(summary.awaiting_second)).toEqual(sorted(large));
      expect(sortedById(summary.skipped)).toEqual(
        sorted([...approvedBefore, ...rejectedBefore]).map((id) => ({
          id,
          reason: 'withdrawal_not_pending',
          message: 'This withdrawal has already been reviewed.',
        })),
      );
      expect(summary.done.length + summary.skipped.length).toBe(1_000);

      const statuses = await statusesOf(ids);
      for (const id of except) expect(statuses.get(id)).toBe('pending');
      for (const id of large) expect(statuses.get(id)).toBe('awaiting_second');
      for (const id of pending.filter((id) => !large.includes(id))) expect(statuses.get(id)).toBe('approved');
      for (const id of rejectedBefore) expect(statuses.get(id)).toBe('rejected');
      // Approvals move no money: each member still has what they had less what they asked, plus refunds.
      const refunded = rejectedBefore.reduce((sum, id) => sum + amountOf.get(id)!, 0);
      const balances = await Promise.all(members.map((m) => balanceOf(t, m.token)));
      const asked = amounts.reduce((sum, amount) => sum + amount, 0);
      expect(balances.reduce((sum, b) => sum + b, 0)).toBe(8 * 1_000_000 - asked + refunded);
      await expectRefundedOnce(rejectedBefore);

      // The second approval of the large ones: never by the admin who gave the first.
      const again = await summaryOf({ status: 'approved', comment: 'Second look', ids: large });
      expect(again.done).toEqual([]);
      expect(again.skipped).toEqual(
        large.map((id) => ({
          id,
          reason: 'withdrawal_second_reviewer',
          message: 'You gave this withdrawal its first approval: the second must come from another admin.',
        })),
      );
      const second = await signInWith(t, ['withdrawals.review']);
      const [rejectOne, ...approveRest] = large;
      const rejected = await summaryOf(
        { status: 'rejected', comment: 'Second look: refused', ids: [rejectOne] },
        { token: second.token },
      );
      expect(rejected.done).toEqual([rejectOne]);
      const approved = await summaryOf(
        { status: 'approved', comment: 'Second look: paid', ids: approveRest },
        { token: second.token },
      );
      expect(approved).toEqual({ done: approveRest, awaiting_second: [], skipped: [] });
      const after = await statusesOf(large);
      expect(after.get(rejectOne!)).toBe('rejected');
      for (const id of approveRest) expect(after.get(id)).toBe('approved');
      await expectRefundedOnce([...rejectedBefore, rejectOne!]);
      await setThreshold(0);
    },
    SLOW,
  );
});

describe('bulk review and Idempotency-Key', () => {
  it('answers the same bulk request twice with one key the same way, and refunds once', async () => {
    const m = await member(t, admin, 10_000);
    const ids = await askMany([m], [1_000, 2_000]);
    const payload = { status: 'rejected', comment: 'Duplicate request', ids };
    const first = await bulk(payload, { key: `bulk-${m.id}` });
    const retry = await bulk(payload, { key: `bulk-${m.id}` });
    expect(first.statusCode, first.body).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(sorted(first.json().data.done)).toEqual(sorted(ids));
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(t, m.token)).toBe(10_000);

    const otherBody = await bulk({ ...payload, comment: 'Another comment' }, { key: `bulk-${m.id}` });
    expect(otherBody.statusCode).toBe(409);
    expect(otherBody.json().message).toBe('This Idempotency-Key was already used for a different request.');
    await expectRefundedOnce(ids);
  });

  it('moves the money once when the same keyed request arrives several times at once', async () => {
    const m = await member(t, admin, 10_000);
    const ids = await askMany([m], [1_000, 1_500, 2_500]);
    const payload = { status: 'rejected', comment: 'Sent three times', filter: { user_id: m.id } };
    const answers = await Promise.all([1, 2, 3].map(() => bulk(payload, { key: `triple-${m.id}` })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    for (const answer of answers) expect(answer.json()).toEqual(answers[0]!.json());
    expect(sorted(answers[0]!.json().data.done)).toEqual(sorted(ids));
    expect(await balanceOf(t, m.token)).toBe(10_000);
    await expectRefundedOnce(ids);
  });

  it('takes over a key whose request stopped mid-way, and refuses one held for another body', async () => {
    const m = await member(t, admin, 10_000);
    const ids = await askMany([m], [1_200, 800]);
    const me = await t.request({ method: 'GET', url: '/api/admins/me', token: admin });
    const scope = `admin:${me.json().data.id}`;
    const payload = { status: 'rejected', comment: 'Taken over', ids };
    const hashOf = (body: unknown) =>
      createHash('sha256')
        .update(`POST /api/withdrawals/reviews ${JSON.stringify(body)}`)
        .digest('hex');
    const claim = (key: string, body: unknown, minutesAgo: number) =>
      t.database.db.insert(idempotencyKeys).values({
        scope,
        key,
        requestHash: hashOf(body),
        statusCode: 0,
        body: {},
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      });

    // Claimed for another body by a request still running: a 409 at once, and nothing moves.
    await claim(`held-${m.id}`, { ...payload, comment: 'Another' }, 0);
    const held = await bulk(payload, { key: `held-${m.id}` });
    expect(held.statusCode).toBe(409);
    expect((await statusesOf(ids)).get(ids[0]!)).toBe('pending');

    // Claimed six minutes ago by a process that never answered: this request takes it over.
    await claim(`stale-${m.id}`, payload, 6);
    const taken = await bulk(payload, { key: `stale-${m.id}` });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(sorted(taken.json().data.done)).toEqual(sorted(ids));
    const retry = await bulk(payload, { key: `stale-${m.id}` });
    expect(retry.json()).toEqual(taken.json());
    expect(await balanceOf(t, m.token)).toBe(10_000);
    await expectRefundedOnce(ids);
  });

  it('refuses an empty key, naming it', async () => {
    const res = await bulk({ status: 'approved', comment: 'x', ids: [1] }, { key: '' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['Idempotency-Key']);
  });
});

describe('bulk reviews racing over the same rows', () => {
  it('decides each row once and refunds each rejection once', async () => {
    const m = await member(t, admin, 1_000_000);
    const ids = (
      await askMany(
        [m],
        Array.from({ length: 60 }, (_, i) => 1_000 + i),
      )
    ).sort((x, y) => x - y);
    const other = await t.sibling();
    const second = await signInWith(t, ['withdrawals.review', 'withdrawals.query']);
    const asFirst = bulk({ status: 'rejected', comment: 'Race A', filter: { user_id: m.id } });
    const asSecond = other.app.inject({
      method: 'POST',
      url: '/api/withdrawals/reviews',
      headers: { authorization: `Bearer ${second.token}` },
      payload: { status: 'rejected', comment: 'Race B', ids: [...ids].reverse() },
    });
    const [a, b] = await Promise.all([asFirst, asSecond]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const [sa, sb] = [a.json().data as Summary, b.json().data as Summary];
    // Every row decided by exactly one of the two; the other skipped it as reviewed.
    expect([...sa.done, ...sb.done].sort((x, y) => x - y)).toEqual(ids);
    expect(sa.skipped.map((s) => s.id).sort((x, y) => x - y)).toEqual([...sb.done].sort((x, y) => x - y));
    expect(sb.skipped.map((s) => s.id).sort((x, y) => x - y)).toEqual([...sa.done].sort((x, y) => x - y));
    for (const skip of [...sa.skipped, ...sb.skipped]) expect(skip.reason).toBe('withdrawal_not_pending');
    expect(await balanceOf(t, m.token)).toBe(1_000_000);
    await expectRefundedOnce(ids);
  });
});

describe('bulk review refusals', () => {
  it('refuses more than 1 000 ids, naming the field, and decides nothing', async () => {
    const m = await member(t, admin, 10_000);
    const [id] = await askMany([m], [100]);
    const ids = [id!, ...Array.from({ length: 1000 }, (_, i) => 1_000_000 + i)];
    const res = await bulk({ status: 'rejected', comment: 'Too many', ids });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ ids: ['At most 1,000 items'] });
    expect((await statusesOf([id!])).get(id!)).toBe('pending');
  });

  it.each([
    [{ comment: 'x', ids: [1] }, ['status']],
    [{ status: 'maybe', comment: ' ', ids: [1] }, ['comment', 'status']],
    [{ status: 'approved', comment: 'x' }, ['ids']],
    [{ status: 'approved', comment: 'x', ids: [] }, ['ids']],
    [{ status: 'approved', comment: 'x', ids: [0, 'abc'] }, ['ids.0', 'ids.1']],
    [{ status: 'approved', comment: 'x', ids: [1], filter: {} }, ['filter']],
    [{ status: 'approved', comment: 'x', ids: [1], except: [2] }, ['except']],
    [
      { status: 'approved', comment: 'x', filter: { status: 'lost', colour: 'red' } },
      ['filter.colour', 'filter.status'],
    ],
    [{ status: 'approved', comment: 'x', filter: {}, except: 'all' }, ['except']],
    [{ status: 'approved', comment: 'x', ids: [1], extra: true }, ['extra']],
  ])('answers bad input %j with 422 per field', async (payload, fields) => {
    const res = await bulk(payload);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(fields);
  });

  it("words each field's fault in the caller's language", async () => {
    const res = await bulk({ status: 'approved', comment: '', ids: [1] }, { language: 'zh-CN' });
    expect(res.statusCode).toBe(422);
    const zh = res.json().errors.comment;
    const en = (await bulk({ status: 'approved', comment: '', ids: [1] })).json().errors.comment;
    expect(en).toEqual(['This field is required']);
    expect(zh).toHaveLength(1);
    expect(zh).not.toEqual(en);

    const vi = await bulk({ status: 'approved', comment: 'x', ids: [2_000_000_001] }, { language: 'vi-VN' });
    expect(vi.json().data.skipped).toEqual([
      { id: 2_000_000_001, reason: 'not_found', message: expect.not.stringMatching(/^Not found/) },
    ]);
  });

  it('is refused without withdrawals.review', async () => {
    const m = await member(t, admin, 10_000);
    const [id] = await askMany([m], [700]);
    const reader = await signInWith(t, ['withdrawals.query']);
    const res = await bulk({ status: 'rejected', comment: 'x', ids: [id] }, { token: reader.token });
    expect(res.statusCode).toBe(403);
    expect((await statusesOf([id!])).get(id!)).toBe('pending');
    expect(await balanceOf(t, m.token)).toBe(9_300);
  });
});
