import { get } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOnce } from '../src/jobs/settlement-job.ts';
import { investments } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { records } from './csv-records.ts';
import { member, project } from './money-helpers.ts';

let t: TestApp;
let admin: string;
let buyer: Awaited<ReturnType<typeof member>>;
let quoted: Awaited<ReturnType<typeof project>>;

// The investment list's columns, amounts named with the default currency (the seed's CNY).
const HEADER =
  'ID,User ID,User,Project,Amount (CNY),Profit rate (%),Profit (CNY),Status,Invested at,Estimated settlement,Settled at';

/** An instant as the export writes it at UTC: seconds, and the zone's offset. */
const utc = (iso: string) => `${iso.slice(0, 19)}+00:00`;
const units = (minor: number) => (minor / 100).toFixed(2);
const statusLabel: Record<string, string> = { active: 'Active', settled: 'Settled' };

// Two projects, one named with the characters CSV must quote, a comma and quotes (names hold no line
// breaks), and a backslash, which it must not;
// investments in both, one of them settled.
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const plain = await project(t, admin, { min_amount: 100, profit_percent: '12.5', period_minutes: 60 });
  quoted = await project(t, admin, {
    name: 'Growth, "plus" \\ two',
    min_amount: 100,
    profit_percent: '7',
    period_minutes: 1,
  });
  buyer = await member(t, admin, 100_000);
  for (const [projectId, amount] of [
    [plain.id, 1_000],
    [quoted.id, 2_500],
    [plain.id, 3_000],
  ] as const) {
    const res = await t.request({
      method: 'POST',
      url: '/api/member/investments',
      token: buyer.token,
      payload: { project_id: projectId, amount },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  // The quoted project's investment falls due and is settled.
  await t.database.db
    .update(investments)
    .set({ settleAt: new Date(Date.now() - 1000) })
    .where(eq(investments.projectId, quoted.id));
  await sweepOnce(t.app);
});
afterAll(() => t.close());

describe('investments export', () => {
  it('writes each investment as the list shows it, newest first, quoting what CSV must', async () => {
    const list = (
      await t.request({ method: 'GET', url: `/api/investments?filter[user_id]=${buyer.id}`, token: admin })
    ).json().data as {
      id: number;
      user: { id: number; name: string };
      project: { id: number; name: string };
      amount: number;
      profit_percent: string;
      profit: number;
      status: string;
      created_at: string;
      settle_at: string;
      settled_at: string | null;
    }[];
    const res = await t.request({
      method: 'GET',
      url: `/api/investments/export?filter[user_id]=${buyer.id}`,
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith(`\uFEFF${HEADER}\n`)).toBe(true);
    expect(res.body.endsWith('\n')).toBe(true);
    const [header, ...rows] = records(res.body.slice(1));
    expect(header!.join(',')).toBe(HEADER);
    expect(rows).toEqual(
      list.map((i) => [
        String(i.id),
        String(i.user.id),
        i.user.name,
        i.project.name,
        units(i.amount),
        i.profit_percent,
        units(i.profit),
        statusLabel[i.status],
        utc(i.created_at),
        utc(i.settle_at),
        i.settled_at ? utc(i.settled_at) : '',
      ]),
    );
    expect(list.map((i) => i.status).sort()).toEqual(['active', 'active', 'settled']);
    expect(res.body).toContain(',"Growth, ""plus"" \\ two",');
  });

  it('applies every filter together', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/investments/export?filter[user_id]=${buyer.id}&filter[project_id]=${quoted.id}&filter[status]=settled&filter[time]=day&filter[date]=${new Date().toISOString().slice(0, 10)}`,
      token: admin,
    });
    const rows = records(res.body.slice(1)).slice(1);
    expect(rows.map((r) => [r[3], r[4], r[7]])).toEqual([[`Growth, "plus" \\ two`, '25.00', 'Settled']]);
  });

  it('keeps a typed name from running as a spreadsheet formula', async () => {
    const formula = await project(t, admin, {
      name: '=HYPERLINK("http://x.test","open")',
      min_amount: 100,
      profit_percent: '1',
      period_minutes: 60,
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/member/investments',
      token: buyer.token,
      payload: { project_id: formula.id, amount: 500 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const csv = await t.request({
      method: 'GET',
      url: `/api/investments/export?filter[project_id]=${formula.id}`,
      token: admin,
    });
    const rows = records(csv.body.slice(1)).slice(1);
    expect(rows.map((r) => r[3])).toEqual([`'=HYPERLINK("http://x.test","open")`]);
  });

  it('answers just the header when nothing matches', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/investments/export?filter[user_id]=${buyer.id}&filter[time]=day&filter[date]=2001-01-01`,
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(`\uFEFF${HEADER}\n`);
  });

  it("writes headers and statuses in the admin's language, amounts in the default currency", async () => {
    const expected = {
      'zh-CN': ['投资金额 (CNY)', '收益率 (%)', '已结算'],
      'vi-VN': ['Số tiền đầu tư (CNY)', 'Tỷ suất lợi nhuận (%)', 'Đã tất toán'],
      'id-ID': ['Jumlah investasi (CNY)', 'Tingkat keuntungan (%)', 'Diselesaikan'],
    };
    for (const [language, [amount, rate, settled]] of Object.entries(expected)) {
      const res = await t.request({
        method: 'GET',
        url: `/api/investments/export?filter[project_id]=${quoted.id}&filter[status]=settled`,
        token: admin,
        headers: { 'accept-language': language },
      });
      const [header, ...rows] = records(res.body.slice(1));
      expect([header![4], header![5], rows[0]![7]]).toEqual([amount, rate, settled]);
      // Numbers stay plain for spreadsheets, whatever the language writes on screen.
      expect(rows[0]![4]).toBe('25.00');
    }
  });

  it("writes times in the zone asked for, with that zone's offset at each instant", async () => {
    const winter = await member(t, admin, 10_000);
    const made = await t.request({
      method: 'POST',
      url: '/api/member/investments',
      token: winter.token,
      payload: { project_id: quoted.id, amount: 100 },
    });
    expect(made.statusCode, made.body).toBe(201);
    await t.database.db
      .update(investments)
      .set({ createdAt: new Date('2026-01-15T12:00:00Z'), settleAt: new Date('2026-07-01T12:00:00Z') })
      .where(eq(investments.userId, winter.id));
    const exported = async (zone: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/api/investments/export?filter[user_id]=${winter.id}&tz=${encodeURIComponent(zone)}`,
        token: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      return records(res.body.slice(1))[1]!.slice(8, 10);
    };
    expect(await exported('America/New_York')).toEqual([
      '2026-01-15T07:00:00-05:00',
      '2026-07-01T08:00:00-04:00',
    ]);
    expect(await exported('Asia/Ho_Chi_Minh')).toEqual([
      '2026-01-15T19:00:00+07:00',
      '2026-07-01T19:00:00+07:00',
    ]);
    expect(await exported('Asia/Kolkata')).toEqual([
      '2026-01-15T17:30:00+05:30',
      '2026-07-01T17:30:00+05:30',
    ]);
    const unknown = await t.request({
      method: 'GET',
      url: '/api/investments/export?tz=Mars/Base',
      token: admin,
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['tz']);
  });

  it('writes "these rows" as the list shows them, through the same columns as "all"', async () => {
    const url = `filter[user_id]=${buyer.id}&page=2&per_page=1`;
    const page = (await t.request({ method: 'GET', url: `/api/investments?${url}`, token: admin })).json();
    const shown = await t.request({
      method: 'GET',
      url: `/api/investments/export?${url}&rows=page`,
      token: admin,
    });
    const all = await t.request({
      method: 'GET',
      url: `/api/investments/export?filter[user_id]=${buyer.id}`,
      token: admin,
    });
    const [header, ...rows] = records(shown.body.slice(1));
    const [allHeader, ...allRows] = records(all.body.slice(1));
    expect(header).toEqual(allHeader);
    expect(rows.map((r) => Number(r[0]))).toEqual(page.data.map((i: { id: number }) => i.id));
    expect(rows).toEqual(allRows.filter((r) => r[0] === String(page.data[0].id)));
  });

  // On PostgreSQL each export holds a pooled connection of its own while it streams.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'keeps serving exports after clients abandon downloads midway',
    async () => {
      // More rows than the buffers between the database, the server and the client hold.
      const many = await member(t, admin);
      await t.database.db.execute(sql`insert into investments
          (user_id, project_id, amount, profit_percent, profit, created_at, settle_at)
        select ${many.id}, ${quoted.id}, n, 7, 0, now() - n * interval '1 second', now()
        from generate_series(1, 50000) n`);
      const url = `/api/investments/export?filter[user_id]=${many.id}`;
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      // More downloads than the server has database connections: each must give its own back.
      for (let i = 0; i < 25; i++) await abandon(`${address}${url}`, admin);
      const full = await t.request({ method: 'GET', url, token: admin });
      expect(records(full.body.slice(1))).toHaveLength(50_001);
    },
  );
});

/** Starts a download and hangs up after its first chunk, as a client that gives up does. */
function abandon(url: string, token: string) {
  return new Promise<void>((done, fail) => {
    const req = get(url, { headers: { authorization: `Bearer ${token}` }, agent: false }, (res) =>
      res.once('data', () => {
        req.destroy();
        done();
      }),
    );
    req.on('error', fail);
  });
}
