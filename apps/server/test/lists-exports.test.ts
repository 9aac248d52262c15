import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investments } from '../src/db/schema/index.ts';
import type { BusEvent } from '../src/events/bus.ts';
import { sweepOnce } from '../src/jobs/settlement-job.ts';
import { csvTable } from './csv-records.ts';
import { createLimitedAdmin } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { askWithdrawal, member, project } from './money-helpers.ts';

let t: TestApp;
let admin: string;
let buyer: Awaited<ReturnType<typeof member>>;
let projectId: number;
const ids: number[] = [];

// Three investments on three known days.
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  projectId = (await project(t, admin, { min_amount: 100, profit_percent: '10', period_minutes: 60 })).id;
  buyer = await member(t, admin, 100_000);
  for (const [amount, day] of [
    [1_000, '2026-03-01T10:00:00Z'],
    [2_000, '2026-03-02T23:30:00Z'],
    [3_000, '2026-03-05T08:00:00Z'],
  ] as const) {
    const res = await t.request({
      method: 'POST',
      url: '/api/member/investments',
      token: buyer.token,
      payload: { project_id: projectId, amount },
    });
    const id = res.json().data.id as number;
    ids.push(id);
    const created = new Date(day);
    await t.database.db
      .update(investments)
      .set({ createdAt: created, settleAt: new Date(created.getTime() + 3600_000) })
      .where(eq(investments.id, id));
  }
});
afterAll(() => t.close());

const get = (url: string, token = admin) => t.request({ method: 'GET', url, token });
const amountsOf = async (query: string) =>
  (await get(`/api/investments?filter[user_id]=${buyer.id}${query}`))
    .json()
    .data.map((i: { amount: number }) => i.amount);

describe('investments list: time filter', () => {
  it('shows all, newest first, by default and with time=all', async () => {
    expect(await amountsOf('')).toEqual([3_000, 2_000, 1_000]);
    expect(await amountsOf('&filter[time]=all')).toEqual([3_000, 2_000, 1_000]);
  });

  it('shows one day', async () => {
    expect(await amountsOf('&filter[time]=day&filter[date]=2026-03-02')).toEqual([2_000]);
    expect(await amountsOf('&filter[time]=day&filter[date]=2026-03-03')).toEqual([]);
  });

  it("counts a day in the admin's time zone when one is given", async () => {
    // 2026-03-02T23:30Z is the morning of 3 March in Shanghai and the evening of 2 March in New York.
    const day = (date: string, tz: string) =>
      amountsOf(`&filter[time]=day&filter[date]=${date}&filter[tz]=${encodeURIComponent(tz)}`);
    expect(await day('2026-03-03', 'Asia/Shanghai')).toEqual([2_000]);
    expect(await day('2026-03-02', 'Asia/Shanghai')).toEqual([]);
    expect(await day('2026-03-02', 'America/New_York')).toEqual([2_000]);
    expect(await day('2026-03-02', 'UTC')).toEqual([2_000]);
    const unknown = await get(
      '/api/investments?filter[time]=day&filter[date]=2026-03-02&filter[tz]=Mars/Base',
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      'filter.tz': ['Choose a known time zone, such as Asia/Shanghai'],
    });
    // The export counts the same day.
    const csv = (
      await get(
        `/api/investments/export?filter[user_id]=${buyer.id}&filter[time]=day&filter[date]=2026-03-03&filter[tz]=Asia/Shanghai`,
      )
    ).body;
    expect(
      csv
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.split(',')[4]),
    ).toEqual(['20.00']);
  });

  it('shows an interval with a start, an end or both', async () => {
    expect(await amountsOf('&filter[time]=interval&filter[from]=2026-03-02T00:00:00Z')).toEqual([
      3_000, 2_000,
    ]);
    expect(await amountsOf('&filter[time]=interval&filter[to]=2026-03-02T00:00:00Z')).toEqual([1_000]);
    expect(
      await amountsOf(
        '&filter[time]=interval&filter[from]=2026-03-01T12:00:00Z&filter[to]=2026-03-04T00:00:00Z',
      ),
    ).toEqual([2_000]);
  });

  it('asks for a start or an end when an interval has neither', async () => {
    const res = await get('/api/investments?filter[time]=interval');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'filter.from': ['Please pick a start or an end time'] });
    const zh = await t.request({
      method: 'GET',
      url: '/api/investments?filter[time]=interval',
      token: admin,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.json().errors['filter.from']).toEqual(['请选择开始时间或结束时间']);
  });

  it('refuses an interval that ends before it starts, on the list and the export, in the reader language', async () => {
    const backwards =
      'filter[time]=interval&filter[from]=2026-03-05T00:00:00Z&filter[to]=2026-03-01T00:00:00Z';
    const said: Record<string, string> = {};
    for (const [language, word] of [
      ['en-US', 'start'],
      ['zh-CN', '开始'],
      ['vi-VN', 'bắt đầu'],
      ['id-ID', 'mulai'],
    ] as const) {
      for (const url of [`/api/investments?${backwards}`, `/api/investments/export?${backwards}`]) {
        const res = await t.request({
          method: 'GET',
          url,
          token: admin,
          headers: { 'accept-language': language },
        });
        expect(res.statusCode).toBe(422);
        const { errors } = res.json() as { errors: Record<string, string[]> };
        expect(Object.keys(errors)).toEqual(['filter.to']);
        expect(errors['filter.to']![0]).toContain(word);
        said[language] = errors['filter.to']![0]!;
      }
    }
    expect(new Set(Object.values(said)).size).toBe(4);
    // The same instant at both ends is an interval still.
    expect(
      await amountsOf(
        '&filter[time]=interval&filter[from]=2026-03-05T08:00:00Z&filter[to]=2026-03-05T08:00:00Z',
      ),
    ).toEqual([3_000]);
  });

  it('filters by status and shows the estimated and actual settlement times', async () => {
    await t.database.db
      .update(investments)
      .set({ settleAt: new Date(Date.now() + 3600_000) })
      .where(sql`id <> ${ids[0]}`);
    await sweepOnce(t.app);
    const settled = (await get(`/api/investments?filter[user_id]=${buyer.id}&filter[status]=settled`)).json()
      .data;
    expect(settled.map((i: { id: number }) => i.id)).toEqual([ids[0]]);
    expect(settled[0].settle_at).toBe('2026-03-01T11:00:00.000Z');
    expect(settled[0].settled_at).not.toBeNull();
    expect(await amountsOf('&filter[status]=active')).toEqual([3_000, 2_000]);
  });

  it('serves deep pages by keyset cursor', async () => {
    const first = (await get(`/api/investments?filter[user_id]=${buyer.id}&per_page=2`)).json();
    expect(first.data.map((i: { amount: number }) => i.amount)).toEqual([3_000, 2_000]);
    expect(first.meta).toMatchObject({ total: 3, last_page: 2, from: 1, to: 2 });
    const next = (
      await get(`/api/investments?filter[user_id]=${buyer.id}&per_page=2&after=${first.meta.next_cursor}`)
    ).json();
    expect(next.data.map((i: { amount: number }) => i.amount)).toEqual([1_000]);
    expect(next.meta.next_cursor).toBeNull();
  });

  it('answers the same rows whether a page size is one the screens offer or any other, at any page', async () => {
    const amounts = async (query: string) =>
      (await get(`/api/investments?filter[user_id]=${buyer.id}&${query}`))
        .json()
        .data.map((i: { amount: number }) => i.amount);
    expect(await amounts('per_page=10')).toEqual([3_000, 2_000, 1_000]);
    expect(await amounts('per_page=3')).toEqual([3_000, 2_000, 1_000]);
    expect(await amounts('per_page=2&page=2')).toEqual([1_000]);
    expect(await amounts('per_page=10&page=2')).toEqual([]);
    const cursor = (await get(`/api/investments?filter[user_id]=${buyer.id}&per_page=1`)).json().meta
      .next_cursor;
    expect(await amounts(`per_page=10&after=${cursor}`)).toEqual([2_000, 1_000]);
  });
});

describe('exports', () => {
  it('streams the whole filtered set as CSV with a timestamped file name', async () => {
    const res = await get(
      `/api/investments/export?filter[user_id]=${buyer.id}&filter[time]=interval&filter[from]=2026-03-02T00:00:00Z`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="investments-\d{14}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'ID,User ID,User,Project,Amount (CNY),Profit rate (%),Profit (CNY),Status,Invested at,Estimated settlement,Settled at',
    );
    expect(lines.slice(1).map((l) => l.split(',')[4])).toEqual(['30.00', '20.00']);
  });

  it('keeps what members typed from running as a spreadsheet formula, numbers aside', async () => {
    const asker = await member(t, admin, 10_000);
    const res = await t.request({
      method: 'POST',
      url: '/api/member/withdrawals',
      token: asker.token,
      payload: {
        account_name: '-12.5',
        card_number: '622200001111',
        bank_name: '@SUM(1+1)',
        amount: 1_000,
        pay_password: '246810',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const csv = (await get(`/api/withdrawals/export?filter[user_id]=${asker.id}`)).body;
    const [header, line] = csv.slice(1).trim().split('\n');
    const cells = Object.fromEntries(header!.split(',').map((name, i) => [name, line!.split(',')[i]]));
    expect(cells).toMatchObject({ 'Account name': '-12.5', 'Bank name': "'@SUM(1+1)" });
  });

  it('writes balance records, withdrawals and members as their screens show them, "these rows" as "all"', async () => {
    const asker = await member(t, admin, 10_000);
    const asked = await t.request({
      method: 'POST',
      url: '/api/member/withdrawals',
      token: asker.token,
      payload: {
        account_name: 'A',
        card_number: '622200001111',
        bank_name: 'B',
        amount: 1_250,
        pay_password: '246810',
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const zone = 'Asia/Ho_Chi_Minh';
    const table = async (path: string, language = 'en-US') => {
      const res = await t.request({
        method: 'GET',
        url: `${path}${path.includes('?') ? '&' : '?'}tz=${encodeURIComponent(zone)}`,
        token: admin,
        headers: { 'accept-language': language },
      });
      expect(res.statusCode, res.body).toBe(200);
      return csvTable(res.body);
    };
    const records = await table(`/api/balance-records/export?filter[user_id]=${asker.id}`);
    expect(records.header).toEqual([
      'ID',
      'User ID',
      'User',
      'Type',
      'Change (CNY)',
      'Balance before (CNY)',
      'Balance after (CNY)',
      'Reason',
      'Remark',
      'Operator',
      'Time',
    ]);
    // Newest first: the withdrawal, then the recharge that made the balance; only the admin's edit has a reason.
    expect(records.rows.map((r) => r.slice(3, 8))).toEqual([
      ['Withdrawal', '-12.50', '100.00', '87.50', ''],
      ['Recharge', '100.00', '0.00', '100.00', 'Other'],
    ]);
    expect(records.rows[0]![10]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00$/);
    const page = await table(
      `/api/balance-records/export?filter[user_id]=${asker.id}&rows=page&per_page=1&page=2`,
    );
    expect(page).toEqual({ header: records.header, rows: [records.rows[1]] });

    const withdrawals = await table(`/api/withdrawals/export?filter[user_id]=${asker.id}`, 'vi-VN');
    expect(withdrawals.header.slice(5, 8)).toEqual([
      'Số tiền rút (CNY)',
      'Thời gian yêu cầu',
      'Trạng thái duyệt',
    ]);
    expect(withdrawals.rows.map((r) => [r[5], r[7], r[10]])).toEqual([['12.50', 'Chờ duyệt', '']]);

    const members = await table(`/api/users/export?filter[keyword]=${asker.name}`, 'zh-CN');
    expect(members.header).toEqual([
      'ID',
      '用户名',
      '昵称',
      '余额 (CNY)',
      '邀请码',
      '上级',
      '状态',
      '创建时间',
    ]);
    // The status the list shows, in the admin's language.
    expect(members.rows.map((r) => [r[1], r[3], r[6]])).toEqual([[asker.name, '87.50', '正常']]);
  });

  it('exports members and balance records with the list permission', async () => {
    const users = await get(`/api/users/export?filter[keyword]=${buyer.name}`);
    expect(users.body).toContain(buyer.name);
    const frozen = await t.request({
      method: 'PUT',
      url: `/api/users/${buyer.id}`,
      token: admin,
      payload: { frozen: true },
    });
    expect(frozen.statusCode, frozen.body).toBe(200);
    try {
      const lines = (await get(`/api/users/export?filter[keyword]=${buyer.name}`)).body.trim().split('\n');
      expect(lines[0]).toContain('Status');
      expect(lines[1]).toContain(',Frozen,');
    } finally {
      await t.request({
        method: 'PUT',
        url: `/api/users/${buyer.id}`,
        token: admin,
        payload: { frozen: false },
      });
    }
    const records = await get(
      `/api/balance-records/export?filter[user_id]=${buyer.id}&filter[kind]=investment`,
    );
    expect(records.body.trim().split('\n')).toHaveLength(1 + 3);
    const limited = await createLimitedAdmin(t.database.db, ['users.query']);
    const token = await t.login(limited.email, limited.password);
    expect((await get('/api/investments/export', token)).statusCode).toBe(403);
  });
});

describe('members for admins', () => {
  it('shows a member with totals', async () => {
    const { data } = (await get(`/api/users/${buyer.id}`)).json();
    expect(data.totals).toMatchObject({ invested: 6_000, team_size: 0 });
    expect(data.totals.profit).toBe(100);
  });

  it('counts the withdrawals paid out and those still waiting for review apart', async () => {
    const saver = await member(t, admin, 10_000);
    const ids: number[] = [];
    for (const amount of [1_000, 2_000, 4_000]) {
      const res = await askWithdrawal(t, saver.token, amount);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().data.id as number);
    }
    const review = (id: number | undefined, status: 'approved' | 'rejected') =>
      t.request({
        method: 'POST',
        url: `/api/withdrawals/${id}/review`,
        token: admin,
        payload: { status, comment: 'Checked' },
      });
    expect((await review(ids[0], 'approved')).statusCode).toBe(200);
    expect((await review(ids[2], 'rejected')).statusCode).toBe(200);
    const { data } = (await get(`/api/users/${saver.id}`)).json();
    // The rejected 40.00 went back to the balance: it counts in neither.
    expect(data.totals).toMatchObject({ withdrawn: 1_000, withdrawal_pending: 2_000 });
  });

  it('lets users.modify change the nickname, and needs users.password for passwords', async () => {
    const limited = await createLimitedAdmin(t.database.db, ['users.modify']);
    const token = await t.login(limited.email, limited.password);
    const nick = await t.request({
      method: 'PUT',
      url: `/api/users/${buyer.id}`,
      token,
      payload: { nickname: 'Lucky' },
    });
    expect(nick.statusCode).toBe(200);
    expect(nick.json().data.nickname).toBe('Lucky');
    const pwd = await t.request({
      method: 'PUT',
      url: `/api/users/${buyer.id}`,
      token,
      payload: { nickname: 'Lucky', password: 'new-member-pass' },
    });
    expect(pwd.statusCode).toBe(403);
    const bad = await t.request({
      method: 'PUT',
      url: `/api/users/${buyer.id}`,
      token: admin,
      payload: { pay_password: '12' },
    });
    expect(bad.json().errors).toEqual({ pay_password: ['The pay password must be 6 digits'] });
    const ok = await t.request({
      method: 'PUT',
      url: `/api/users/${buyer.id}`,
      token: admin,
      payload: { password: 'new-member-pass', pay_password: '135790' },
    });
    expect(ok.statusCode).toBe(200);
    const login = await t.request({
      method: 'POST',
      url: '/api/member/tokens',
      payload: { name: buyer.name, password: 'new-member-pass' },
    });
    expect(login.statusCode).toBe(201);
  });
});

describe('settlement job and events', () => {
  it('pauses when automatic settlement is off, and announces what it settles', async () => {
    const heard: BusEvent[] = [];
    const stop = t.app.events.subscribe((e) => heard.push(e));
    try {
      const m = await member(t, admin, 5_000);
      await t.request({
        method: 'POST',
        url: '/api/member/investments',
        token: m.token,
        payload: { project_id: projectId, amount: 500 },
      });
      await t.database.db
        .update(investments)
        .set({ settleAt: new Date(Date.now() - 1000) })
        .where(sql`status = 'active'`);
      await t.request({
        method: 'PUT',
        url: '/api/settings',
        token: admin,
        payload: { investment: { auto_settlement: false } },
      });
      expect(await sweepOnce(t.app)).toBe(0);
      await t.request({
        method: 'PUT',
        url: '/api/settings',
        token: admin,
        payload: { investment: { auto_settlement: true } },
      });
      expect(await sweepOnce(t.app)).toBeGreaterThan(0);
      await expect
        .poll(() => heard.map((e) => e.type))
        .toEqual(expect.arrayContaining(['investment.created', 'investment.settled']));
    } finally {
      stop();
    }
  });
});
