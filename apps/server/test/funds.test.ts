import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, fundFigureNames, todayIn, type BalanceRecordKind, type FundFigures } from '@app/contracts';
import { balanceRecords, investments, withdrawals } from '../src/db/schema/index.ts';
import { settleDueBatch } from '../src/jobs/settlement-sweep.ts';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { askWithdrawal, editBalance, invest, member, project, recharge } from './money-helpers.ts';

let t: TestApp;
let admin: string;

// Every figure at nought, from the contract's own list of figures.
const zero = Object.fromEntries(fundFigureNames.map((name) => [name, 0])) as FundFigures;
const day = (date: string, figures: Partial<typeof zero> = {}) => ({ date, ...zero, ...figures });

/** Moves the ledger record of a kind that points at `referenceId` (or has that id) to another time. */
async function moveRecord(
  at: string,
  where: { id: number } | { kind: BalanceRecordKind; referenceId: number },
) {
  const moved = await t.database.db
    .update(balanceRecords)
    .set({ createdAt: new Date(at) })
    .where(
      'id' in where
        ? eq(balanceRecords.id, where.id)
        : and(eq(balanceRecords.kind, where.kind), eq(balanceRecords.referenceId, where.referenceId)),
    )
    .returning({ id: balanceRecords.id });
  expect(moved).toHaveLength(1);
}

async function moveWithdrawal(id: number, at: string) {
  await t.database.db
    .update(withdrawals)
    .set({ createdAt: new Date(at) })
    .where(eq(withdrawals.id, id));
  await moveRecord(at, { kind: 'withdrawal', referenceId: id });
}

async function withdrawalOn(memberToken: string, amount: number, at: string) {
  const res = await askWithdrawal(t, memberToken, amount);
  expect(res.statusCode, res.body).toBe(201);
  const id: number = res.json().data.id;
  await moveWithdrawal(id, at);
  return id;
}

function review(id: number, status: 'approved' | 'rejected') {
  return t.request({
    method: 'POST',
    url: `/api/withdrawals/${id}/review`,
    token: admin,
    payload: { status, comment: 'checked' },
  });
}

const get = (url: string, token = admin, language?: string) =>
  t.request({ method: 'GET', url, token, ...(language ? { headers: { 'accept-language': language } } : {}) });
const funds = async (query: string) => {
  const res = await get(`/api/funds?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

// A member's month of March 2026, each change made through the API and then placed on a known day:
// 1 March recharged and corrected; 2 March invested and asked two withdrawals (one later rejected);
// 3 March the investment settled, the rejection refunded, and a third withdrawal asked and approved;
// two late recharges on either side of midnight for the time zone checks.
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const m = await member(t, admin);
  await moveRecord('2026-03-01T10:00:00Z', { id: (await recharge(t, admin, m.id, 100_000)).id });
  const correction = await editBalance(t, admin, m.id, -5_000, 'correction');
  expect(correction.statusCode, correction.body).toBe(201);
  await moveRecord('2026-03-01T11:00:00Z', { id: correction.json().data.id });

  const p = await project(t, admin, { min_amount: 100, profit_percent: '10' });
  const placed = await invest(t, m.token, p.id, 20_000);
  expect(placed.statusCode, placed.body).toBe(201);
  const investmentId: number = placed.json().data.id;
  await moveRecord('2026-03-02T12:00:00Z', { kind: 'investment', referenceId: investmentId });

  const stillPending = await withdrawalOn(m.token, 10_000, '2026-03-02T12:30:00Z');
  const rejected = await withdrawalOn(m.token, 3_000, '2026-03-02T13:00:00Z');
  expect((await review(rejected, 'rejected')).statusCode).toBe(200);
  await moveRecord('2026-03-03T09:00:00Z', { kind: 'withdrawal_refund', referenceId: rejected });
  const approved = await withdrawalOn(m.token, 4_000, '2026-03-03T10:00:00Z');
  expect((await review(approved, 'approved')).statusCode).toBe(200);
  expect(stillPending).toBeGreaterThan(0);

  await t.database.db
    .update(investments)
    .set({ settleAt: new Date(Date.now() - 1000) })
    .where(eq(investments.id, investmentId));
  expect((await settleDueBatch(t.database.db)).settled).toHaveLength(1);
  await moveRecord('2026-03-03T08:00:00Z', { kind: 'settlement', referenceId: investmentId });

  // 23:30 UTC on 4 March is 5 March in Shanghai; 02:00 UTC on 5 March is still 4 March in New York.
  await moveRecord('2026-03-04T23:30:00Z', { id: (await recharge(t, admin, m.id, 700)).id });
  await moveRecord('2026-03-05T02:00:00Z', { id: (await recharge(t, admin, m.id, 50)).id });
});
afterAll(() => t.close());

const march = [
  day('2026-03-06'),
  day('2026-03-05', { recharged: 50 }),
  day('2026-03-04', { recharged: 700 }),
  day('2026-03-03', { settled_principal: 20_000, profit_paid: 2_000, withdrawn: 4_000, refunded: 3_000 }),
  day('2026-03-02', { invested: 20_000, withdrawn: 13_000, pending_withdrawals: 10_000 }),
  day('2026-03-01', { recharged: 100_000, adjusted: -5_000 }),
  day('2026-02-28'),
];
const marchTotals = {
  recharged: 100_750,
  adjusted: -5_000,
  invested: 20_000,
  settled_principal: 20_000,
  profit_paid: 2_000,
  withdrawn: 17_000,
  refunded: 3_000,
  pending_withdrawals: 10_000,
};

describe('fund details', () => {
  it('shows every day of the range newest first, each column on its day and quiet days as zeros', async () => {
    const page = await funds('filter[from]=2026-02-28&filter[to]=2026-03-06');
    expect(page.data).toEqual(march);
    expect(page.totals).toEqual(marchTotals);
    expect(page.meta).toEqual({ current_page: 1, per_page: 20, total: 7, last_page: 1, from: 1, to: 7 });
  });

  it('pages over the days and keeps the totals of the whole range on every page', async () => {
    const second = await funds('filter[from]=2026-02-28&filter[to]=2026-03-06&per_page=3&page=2');
    expect(second.data).toEqual(march.slice(3, 6));
    expect(second.meta).toEqual({ current_page: 2, per_page: 3, total: 7, last_page: 3, from: 4, to: 6 });
    expect(second.totals).toEqual(marchTotals);
    const beyond = await funds('filter[from]=2026-02-28&filter[to]=2026-03-06&per_page=3&page=4');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ from: null, to: null, total: 7 });
    expect(beyond.totals).toEqual(marchTotals);
  });

  it('counts each record on its day in the time zone asked for', async () => {
    const recharges = async (tz: string) =>
      (
        await funds(`filter[from]=2026-03-04&filter[to]=2026-03-05&filter[tz]=${encodeURIComponent(tz)}`)
      ).data.map((d: { date: string; recharged: number }) => [d.date, d.recharged]);
    expect(await recharges('UTC')).toEqual([
      ['2026-03-05', 50],
      ['2026-03-04', 700],
    ]);
    // 23:30 UTC is the next morning in Shanghai.
    expect(await recharges('Asia/Shanghai')).toEqual([
      ['2026-03-05', 750],
      ['2026-03-04', 0],
    ]);
    // 02:00 UTC is the evening before in New York.
    expect(await recharges('America/New_York')).toEqual([
      ['2026-03-05', 0],
      ['2026-03-04', 750],
    ]);
    // The rest of the month stays on its days there too: what moved is only what crossed midnight.
    expect(
      (await funds('filter[from]=2026-03-01&filter[to]=2026-03-03&filter[tz]=America/New_York')).data,
    ).toEqual(march.slice(3, 6));
  });

  it('shows the last 30 days up to today in the zone when no range is given', async () => {
    const utc = await funds('per_page=100');
    const today = todayIn('UTC');
    expect(utc.data).toHaveLength(30);
    expect(utc.data[0].date).toBe(today);
    expect(utc.data[29].date).toBe(addDays(today, -29));
    const kiritimati = await funds('per_page=1&filter[tz]=Pacific/Kiritimati');
    expect(kiritimati.data[0].date).toBe(todayIn('Pacific/Kiritimati'));
    expect(kiritimati.meta.total).toBe(30);
    // A start alone runs up to today.
    expect((await funds(`filter[from]=${addDays(today, -2)}`)).meta.total).toBe(3);
  });

  it('refuses a start after the end, a range over 366 days and unknown dates or zones, on the field', async () => {
    const refused = async (query: string, language?: string) => {
      const res = await get(`/api/funds?${query}`, admin, language);
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors;
    };
    expect(await refused('filter[from]=2026-03-06&filter[to]=2026-03-05')).toEqual({
      'filter.from': ['The start date cannot be after the end date'],
    });
    expect(await refused('filter[from]=2026-03-06&filter[to]=2026-03-05', 'zh-CN')).toEqual({
      'filter.from': ['开始日期不能晚于结束日期'],
    });
    expect(await refused('filter[from]=2025-03-05&filter[to]=2026-03-06')).toEqual({
      'filter.from': ['Choose a range of at most 366 days'],
    });
    expect(await refused('filter[from]=2026-03-01&filter[tz]=Mars/Base')).toEqual({
      'filter.tz': ['Choose a known time zone, such as Asia/Shanghai'],
    });
    expect(Object.keys(await refused('filter[from]=2026-02-30'))).toEqual(['filter.from']);
    expect(Object.keys(await refused('filter[from]=1%20March'))).toEqual(['filter.from']);
    // The export checks the same.
    expect((await get('/api/funds/export?filter[from]=2026-03-06&filter[to]=2026-03-05')).statusCode).toBe(
      422,
    );
    // A leap year's 366 days are one range.
    const year = await funds('filter[from]=2024-01-01&filter[to]=2024-12-31&per_page=1000');
    expect(year.data).toHaveLength(366);
    expect(year.data.at(-1).date).toBe('2024-01-01');
  });

  it('answers 403 without funds.query and 401 without a token', async () => {
    const other = await signInWith(t, ['balance-records.query', 'withdrawals.query']);
    expect((await get('/api/funds', other.token)).statusCode).toBe(403);
    expect((await get('/api/funds/export', other.token)).statusCode).toBe(403);
    const reader = await signInWith(t, ['funds.query']);
    expect((await get('/api/funds', reader.token)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/funds' })).statusCode).toBe(401);
  });

  it('exports the range as CSV, newest day first, under a timestamped name', async () => {
    const res = await get('/api/funds/export?filter[from]=2026-03-01&filter[to]=2026-03-04&per_page=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="funds-\d{14}\.csv"$/);
    expect(
      res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toEqual([
      'Date,Recharged (CNY),Adjusted (CNY),Invested (CNY),Principal returned (CNY),Profit paid (CNY),Withdrawals requested (CNY),Refunded (CNY),Pending withdrawals (CNY)',
      '2026-03-04,7.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00',
      '2026-03-03,0.00,0.00,0.00,200.00,20.00,40.00,30.00,0.00',
      '2026-03-02,0.00,0.00,200.00,0.00,0.00,130.00,0.00,100.00',
      '2026-03-01,1000.00,-50.00,0.00,0.00,0.00,0.00,0.00,0.00',
    ]);
  });

  it('fails rather than answer a sum JSON cannot carry exactly', async () => {
    // Each balance is within the safe range; their day's sum is not.
    const big = Number.MAX_SAFE_INTEGER - 1;
    for (const rich of [await member(t, admin), await member(t, admin)]) {
      await moveRecord('2020-01-01T12:00:00Z', { id: (await recharge(t, admin, rich.id, big)).id });
    }
    const res = await get('/api/funds?filter[from]=2020-01-01&filter[to]=2020-01-01');
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(/^Server Error/);
  });
});
