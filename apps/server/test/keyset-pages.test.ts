import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceRecords, investments } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { member, project, recharge } from './money-helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

// PostgreSQL keeps microseconds: rows written within one millisecond differ below what a JS Date holds.
const withinOneMillisecond = [
  '2026-04-01 10:00:00.000300+00',
  '2026-04-01 10:00:00.000100+00',
  '2026-04-01 10:00:00.000200+00',
];

/** Follows next_cursor one row at a time, answering the ids in the order the pages gave them. */
async function walk(path: string): Promise<number[]> {
  const seen: number[] = [];
  let after = '';
  for (let page = 0; page < 10; page++) {
    const res = await t.request({ method: 'GET', url: `${path}&per_page=1${after}`, token: admin });
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json();
    seen.push(...data.map((row: { id: number }) => row.id));
    if (!meta.next_cursor) return seen;
    after = `&after=${meta.next_cursor}`;
  }
  return seen;
}

describe('keyset pages', () => {
  it('walk investments made within one millisecond without losing any', async () => {
    const p = await project(t, admin, { min_amount: 100 });
    const buyer = await member(t, admin, 10_000);
    const ids: number[] = [];
    for (const at of withinOneMillisecond) {
      const res = await t.request({
        method: 'POST',
        url: '/api/member/investments',
        token: buyer.token,
        payload: { project_id: p.id, amount: 1_000 },
      });
      const id = res.json().data.id as number;
      ids.push(id);
      await t.database.db.execute(
        sql`update investments set created_at = ${at}::timestamptz where id = ${id}`,
      );
    }
    const [a, b, c] = ids as [number, number, number];
    expect(await walk(`/api/investments?filter[user_id]=${buyer.id}`)).toEqual([a, c, b]);
    const rows = await t.database.db
      .select({ id: investments.id })
      .from(investments)
      .where(inArray(investments.id, ids));
    expect(rows).toHaveLength(3);
  });

  it('walk balance records written within one millisecond without losing any', async () => {
    const m = await member(t, admin);
    const ids: number[] = [];
    for (const at of withinOneMillisecond) {
      const record = await recharge(t, admin, m.id, 100);
      ids.push(record.id);
      await t.database.db.execute(
        sql`update balance_records set created_at = ${at}::timestamptz where id = ${record.id}`,
      );
    }
    const [a, b, c] = ids as [number, number, number];
    expect(await walk(`/api/balance-records?filter[user_id]=${m.id}`)).toEqual([a, c, b]);
    const rows = await t.database.db
      .select({ id: balanceRecords.id })
      .from(balanceRecords)
      .where(inArray(balanceRecords.id, ids));
    expect(rows).toHaveLength(3);
  });

  it.each(['2026-04-01 10:00:00|5', "2026-04-01T10:00:00Z'|5", '2026-13-45T99:99:99Z|5', 'garbage'])(
    'refuses a cursor it did not make (%s) with 422 on the cursor, on every keyset list',
    async (text) => {
      const after = Buffer.from(text).toString('base64url');
      for (const list of ['/api/investments', '/api/balance-records', '/api/withdrawals']) {
        const res = await t.request({
          method: 'GET',
          url: `${list}?per_page=1&after=${after}`,
          token: admin,
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ after: ['This value is invalid'] });
      }
    },
  );

  it('reads an empty cursor as none: the first page', async () => {
    const res = await t.request({ method: 'GET', url: '/api/investments?per_page=1&after=', token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.current_page).toBe(1);
  });
});
