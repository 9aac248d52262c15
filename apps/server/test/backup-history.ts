import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { investments } from '../src/db/schema/index.ts';
import { settleDueBatch } from '../src/jobs/settlement-sweep.ts';
import { ledgerMismatches } from '../src/modules/ledger/service.ts';
import type { TestApp } from './harness.ts';
import { askWithdrawal, invest, member, project, recharge } from './money-helpers.ts';

const countOf = async (t: TestApp, query: ReturnType<typeof sql>) =>
  Number(((await t.database.db.execute(query)) as unknown as { rows: { n: unknown }[] }).rows[0]!.n);

/** The books as a restore must bring them back: counts by kind and every balance. */
export async function booksOf(t: TestApp) {
  const rows = (await t.database.db.execute(
    sql`select kind, count(*)::int as n, sum(amount)::bigint as total from balance_records group by kind order by kind`,
  )) as unknown as { rows: { kind: string; n: number; total: unknown }[] };
  const balances = (await t.database.db.execute(
    sql`select id, balance from users order by id`,
  )) as unknown as { rows: { id: number; balance: unknown }[] };
  return {
    records: rows.rows.map((r) => ({ kind: r.kind, n: r.n, total: Number(r.total) })),
    balances: balances.rows.map((r) => ({ id: r.id, balance: Number(r.balance) })),
  };
}

/** DESIGN.md §4: each balance is the sum of its records, none is negative, each investment settled once. */
export async function expectBooksBalanced(t: TestApp) {
  expect(await ledgerMismatches(t.database.db)).toEqual([]);
  expect(await countOf(t, sql`select count(*) as n from users where balance < 0`)).toBe(0);
  expect(
    await countOf(
      t,
      sql`select count(*) as n from (select reference_id from balance_records where kind = 'settlement'
          group by reference_id having count(*) > 1) twice`,
    ),
  ).toBe(0);
}

/**
 * A history made through the product: members recharged by an admin, an investment settled, another still
 * running, a withdrawal approved and one rejected (refunded).
 */
export async function makeHistory(t: TestApp, admin: string) {
  const review = (id: number, status: 'approved' | 'rejected') =>
    t.request({
      method: 'POST',
      url: `/api/withdrawals/${id}/review`,
      token: admin,
      payload: { status, comment: 'ok' },
    });
  const p = await project(t, admin);
  const alice = await member(t, admin, 50_000);
  const bob = await member(t, admin, 20_000);
  expect((await invest(t, alice.token, p.id, 10_000)).statusCode).toBe(201);
  await t.database.db.update(investments).set({ settleAt: new Date(Date.now() - 1000) });
  expect((await settleDueBatch(t.database.db)).settled).toHaveLength(1);
  expect((await invest(t, bob.token, p.id, 5_000)).statusCode).toBe(201);
  const approved = (await askWithdrawal(t, alice.token, 3_000)).json().data;
  const rejected = (await askWithdrawal(t, bob.token, 2_000)).json().data;
  expect((await review(approved.id, 'approved')).statusCode).toBe(200);
  expect((await review(rejected.id, 'rejected')).statusCode).toBe(200);
  await recharge(t, admin, bob.id, 700, 'bonus');
  const kinds = (await booksOf(t)).records.map((r) => r.kind);
  expect(kinds).toEqual(['investment', 'recharge', 'settlement', 'withdrawal', 'withdrawal_refund']);
  return { alice, bob };
}
