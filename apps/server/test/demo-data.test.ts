import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generateDemoData } from '../src/demo/generate.ts';
import { ledgerMismatches } from '../src/modules/ledger/service.ts';
import { createTestApp, type TestApp } from './harness.ts';

const rowsOf = async <T>(t: TestApp, query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('demo data written in batches at once', () => {
  let t: TestApp;
  let result: { users: number; investments: number };
  beforeAll(async () => {
    t = await createTestApp();
    // Small batches written three at a time: many transactions, interleaved where the database allows.
    result = await generateDemoData(t.database.db, {
      users: 90,
      investments: 1_350,
      days: 20,
      concurrency: 3,
      investmentsPerBatch: 100,
    });
  });
  afterAll(() => t.close());

  it('makes exactly the members and investments asked for', async () => {
    expect(result).toEqual({ users: 90, investments: 1_350 });
    const [counts] = await rowsOf<{ members: number; investments: number }>(
      t,
      sql`select (select count(*) from users)::int as members, (select count(*) from investments)::int as investments`,
    );
    expect(counts).toEqual({ members: 90, investments: 1_350 });
  });

  it('keeps every balance equal to the sum of its records, and none negative', async () => {
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
    const negative = await rowsOf(t, sql`select id from balance_records where balance_after < 0`);
    expect(negative).toEqual([]);
    const [lowest] = await rowsOf<{ min: number }>(t, sql`select min(balance)::int as min from users`);
    expect(lowest!.min).toBeGreaterThanOrEqual(0);
  });

  it('chains each member’s records: every balance before is the previous balance after', async () => {
    const broken = await rowsOf(
      t,
      sql`select id from (
            select id, balance_before,
                   lag(balance_after) over (partition by user_id order by created_at, id) as previous
            from balance_records) r
          where balance_before <> coalesce(previous, 0)`,
    );
    expect(broken).toEqual([]);
  });

  it('records one investment debit for each investment and one credit for each settled one', async () => {
    const wrong = await rowsOf(
      t,
      sql`select i.id from investments i
          left join lateral (
            select count(*) filter (where r.kind = 'investment' and r.amount = -i.amount) as debits,
                   count(*) filter (where r.kind = 'settlement' and r.amount = i.amount + i.profit) as credits
            from balance_records r where r.reference_id = i.id and r.user_id = i.user_id) c on true
          where c.debits <> 1 or c.credits <> (case when i.status = 'settled' then 1 else 0 end)`,
    );
    expect(wrong).toEqual([]);
    const [settled] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from investments where status = 'settled'`,
    );
    expect(settled!.n).toBeGreaterThan(0);
    expect(settled!.n).toBeLessThan(1_350);
  });

  it('takes each withdrawal from the balance and refunds the rejected ones', async () => {
    const wrong = await rowsOf(
      t,
      sql`select w.id from withdrawals w
          left join lateral (
            select count(*) filter (where r.kind = 'withdrawal' and r.amount = -w.amount) as debits,
                   count(*) filter (where r.kind = 'withdrawal_refund' and r.amount = w.amount) as refunds
            from balance_records r where r.reference_id = w.id and r.user_id = w.user_id) c on true
          where c.debits <> 1 or c.refunds <> (case when w.status = 'rejected' then 1 else 0 end)`,
    );
    expect(wrong).toEqual([]);
  });

  it('adds to the history on a second run without touching the first', async () => {
    const before = await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from balance_records`);
    await generateDemoData(t.database.db, {
      users: 10,
      investments: 50,
      concurrency: 2,
      investmentsPerBatch: 20,
    });
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
    const after = await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from balance_records`);
    expect(after[0]!.n).toBeGreaterThan(before[0]!.n);
  });
});
