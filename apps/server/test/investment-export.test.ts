import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOnce } from '../src/jobs/settlement-job.ts';
import { investments } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { member, project } from './money-helpers.ts';

let t: TestApp;
let admin: string;
let buyer: Awaited<ReturnType<typeof member>>;

// Two projects, one named with the characters CSV must quote; investments in both, one of them settled.
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const plain = await project(t, admin, { min_amount: 100, profit_percent: '12.5', period_minutes: 60 });
  const quoted = await project(t, admin, {
    name: 'Growth, "plus"',
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

/** RFC 4180 fields of one line (quoted fields may hold commas and doubled quotes). */
function fields(line: string): string[] {
  const out: string[] = [];
  const pattern = /(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g;
  for (const match of line.matchAll(pattern))
    out.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : match[2]!);
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
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toBe(
      'id,user_id,user,project_id,project,amount,profit_percent,profit,status,created_at,settle_at,settled_at',
    );
    expect(lines.slice(1).map(fields)).toEqual(
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
    expect(res.body).toContain('"Growth, ""plus"""');
  });

  it('answers just the header when nothing matches', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/investments/export?filter[time]=day&filter[date]=2001-01-01',
      token: admin,
    });
    expect(
      res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\n'),
    ).toHaveLength(1);
  });
});
