import { get } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOnce } from '../src/jobs/settlement-job.ts';
import { investments } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { member, project } from './money-helpers.ts';

let t: TestApp;
let admin: string;
let buyer: Awaited<ReturnType<typeof member>>;
let quoted: Awaited<ReturnType<typeof project>>;

const HEADER =
  'id,user_id,user,project_id,project,amount,profit_percent,profit,status,created_at,settle_at,settled_at';

// Two projects, one named with the characters CSV must quote (and a backslash, which it must not);
// investments in both, one of them settled.
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const plain = await project(t, admin, { min_amount: 100, profit_percent: '12.5', period_minutes: 60 });
  quoted = await project(t, admin, {
    name: 'Growth, "plus"\nline \\ two',
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

/** The records of an RFC 4180 text (quoted fields may hold commas, line breaks and doubled quotes). */
function records(text: string): string[][] {
  const out: string[][] = [];
  let record: string[] = [];
  const field = /"((?:[^"]|"")*)"|([^,\n"]*)/y;
  for (let at = 0; at < text.length; at++) {
    field.lastIndex = at;
    const match = field.exec(text)!;
    record.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : match[2]!);
    at = field.lastIndex;
    if (text[at] !== ',') {
      out.push(record);
      record = [];
    }
  }
  return out;
}

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
        String(i.project.id),
        i.project.name,
        String(i.amount),
        i.profit_percent,
        String(i.profit),
        i.status,
        i.created_at,
        i.settle_at,
        i.settled_at ?? '',
      ]),
    );
    expect(list.map((i) => i.status).sort()).toEqual(['active', 'active', 'settled']);
    expect(res.body).toContain(',"Growth, ""plus""\nline \\ two",');
  });

  it('applies every filter together', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/investments/export?filter[user_id]=${buyer.id}&filter[project_id]=${quoted.id}&filter[status]=settled&filter[time]=day&filter[date]=${new Date().toISOString().slice(0, 10)}`,
      token: admin,
    });
    const rows = records(res.body.slice(1)).slice(1);
    expect(rows.map((r) => [r[4], r[5], r[8]])).toEqual([[`Growth, "plus"\nline \\ two`, '2500', 'settled']]);
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
    expect(rows.map((r) => r[4])).toEqual([`'=HYPERLINK("http://x.test","open")`]);
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
