import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, daysInRange, todayIn, type BalanceRecordKind, type Dashboard } from '@app/contracts';
import { balanceRecords, investments, users, withdrawals } from '../src/db/schema/index.ts';
import { settleDueBatch } from '../src/jobs/settlement-sweep.ts';
import { dayBounds } from '../src/modules/investments/calendar-day.ts';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { askWithdrawal, category, invest, member, recharge } from './money-helpers.ts';

let t: TestApp;
let admin: string;

// The range the figures are checked on: a fortnight of March 2026 in New York, whose 8 March lasts 23 hours
// (summer time starts). Nothing at all happens on the quiet days; some of everything happens just outside.
const TZ = 'America/New_York';
const FROM = '2026-03-01';
const TO = '2026-03-14';
const QUIET = new Set(['2026-03-04', '2026-03-09', '2026-03-12']);
const busyDays = Array.from({ length: daysInRange(FROM, TO) }, (_, n) => addDays(FROM, n)).filter(
  (day) => !QUIET.has(day),
);
const outsideDays = ['2026-02-26', '2026-02-28', '2026-03-15', '2026-03-17'];

// A seeded generator, so a failure can be replayed: the seed is in the test's name.
const SEED = Number(process.env.DASHBOARD_SEED ?? 1717);
let state = SEED;
function random(): number {
  state = (state + 0x6d2b79f5) | 0;
  let x = Math.imul(state ^ (state >>> 15), 1 | state);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
}
const below = (n: number) => Math.floor(random() * n);
const pick = <T>(list: readonly T[]) => list[below(list.length)]!;

/** A random moment of a calendar day in the zone; four times in five a busy day of the range. */
function someMoment(after?: Date): Date {
  for (;;) {
    const day = below(5) ? pick(busyDays) : pick(outsideDays);
    const { from, before } = dayBounds(day, TZ);
    const at = new Date(from.getTime() + below(before.getTime() - from.getTime()));
    if (!after || at > after) return at;
  }
}

async function moveRecord(at: Date, kind: BalanceRecordKind, referenceId: number) {
  const moved = await t.database.db
    .update(balanceRecords)
    .set({ createdAt: at })
    .where(and(eq(balanceRecords.kind, kind), eq(balanceRecords.referenceId, referenceId)))
    .returning({ id: balanceRecords.id });
  expect(moved).toHaveLength(1);
}

const get = (url: string, token = admin) => t.request({ method: 'GET', url, token });
async function dashboard(query: string): Promise<Dashboard> {
  const res = await get(`/api/dashboard?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A statement's rows, as the tests' own SQL reads them. */
async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

// A random history made through the API: members (some registered in the range), recharges, investments
// in eight projects of three categories, settlements by the sweep, withdrawals approved, rejected and
// pending; then each row is placed at a random moment, on the range's busy days or just outside it.
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();

  const categories = [
    await category(t, admin, 'Fixed income'),
    await category(t, admin, 'Growth'),
    await category(t, admin, 'Premium'),
  ];
  const projectIds: number[] = [];
  for (let n = 0; n < 8; n++) {
    const res = await t.request({
      method: 'POST',
      url: '/api/projects',
      token: admin,
      payload: {
        name: `Project ${n + 1}`,
        category_id: categories[n % 3]!.id,
        min_amount: 100,
        profit_percent: pick(['3.5', '7', '12.25']),
        period_minutes: 600,
        max_times: 0,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    projectIds.push(res.json().data.id);
  }

  const members = [];
  for (let n = 0; n < 14; n++) {
    const m = await member(t, admin);
    members.push(m);
    // Half registered in the range (the funnel's members), the rest before it.
    const joined = n % 2 ? someMoment() : new Date('2026-01-15T12:00:00Z');
    await t.database.db.update(users).set({ createdAt: joined }).where(eq(users.id, m.id));
    for (let k = 1 + below(2); k > 0; k--) {
      const record = await recharge(t, admin, m.id, 50_000 + below(50_000));
      await t.database.db
        .update(balanceRecords)
        .set({ createdAt: someMoment() })
        .where(eq(balanceRecords.id, record.id));
    }
  }

  const made: { id: number; at: Date }[] = [];
  for (let n = 0; n < 45; n++) {
    // Some members never invest, some once, most several times.
    const m = members[below(members.length - 3)]!;
    const res = await invest(t, m.token, pick(projectIds), 100 * (1 + below(60)));
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().data.id;
    const at = someMoment();
    await t.database.db.update(investments).set({ createdAt: at }).where(eq(investments.id, id));
    await moveRecord(at, 'investment', id);
    made.push({ id, at });
  }

  // About half are settled by the sweep, each at a random moment after it was made.
  const settling = made.filter(() => below(2));
  for (const { id } of settling) {
    await t.database.db
      .update(investments)
      .set({ settleAt: new Date(Date.now() - 1000) })
      .where(eq(investments.id, id));
  }
  expect((await settleDueBatch(t.database.db)).settled).toHaveLength(settling.length);
  for (const { id, at } of settling) {
    const settledAt = someMoment(at);
    await t.database.db.update(investments).set({ settledAt }).where(eq(investments.id, id));
    await moveRecord(settledAt, 'settlement', id);
  }
  // A few still active are overdue: the settlement backlog.
  for (const { id } of made.filter((m) => !settling.includes(m)).slice(0, 3)) {
    await t.database.db
      .update(investments)
      .set({ settleAt: new Date('2026-03-02T00:00:00Z') })
      .where(eq(investments.id, id));
  }

  for (let n = 0; n < 16; n++) {
    const m = members[below(members.length)]!;
    const res = await askWithdrawal(t, m.token, 1_000 * (1 + below(9)));
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().data.id;
    const asked = someMoment();
    await t.database.db.update(withdrawals).set({ createdAt: asked }).where(eq(withdrawals.id, id));
    await moveRecord(asked, 'withdrawal', id);
    const outcome = pick(['approved', 'approved', 'rejected', 'pending'] as const);
    if (outcome === 'pending') continue;
    const review = await t.request({
      method: 'POST',
      url: `/api/withdrawals/${id}/review`,
      token: admin,
      payload: { status: outcome, comment: 'checked' },
    });
    expect(review.statusCode, review.body).toBe(200);
    const reviewed = someMoment(asked);
    await t.database.db.update(withdrawals).set({ reviewedAt: reviewed }).where(eq(withdrawals.id, id));
    if (outcome === 'rejected') await moveRecord(reviewed, 'withdrawal_refund', id);
  }
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/**
 * Every figure of a range computed here, independently: plain statements over the tables, each record
 * counted by its local date in the zone (the product counts between the zone's day bounds instead), the
 * amounts of the range's investments and profits read from the ledger's records as well.
 */
async function expected(from: string, to: string, tz: string): Promise<Omit<Dashboard, 'as_of'>> {
  const localDate = (column: SQL) => sql`(${column} at time zone ${tz})::date`;
  const inRange = (column: SQL) => sql`${localDate(column)} between ${from}::date and ${to}::date`;
  const n = (value: unknown) => Number(value);

  const [members] = await rows<{ all: string; new: string }>(sql`
    select count(*) filter (where ${localDate(sql`created_at`)} <= ${to}::date) as all,
      count(*) filter (where ${inRange(sql`created_at`)}) as new
    from users`);
  const [ledger] = await rows<{ recharged: string; invested: string; profit: string }>(sql`
    select
      coalesce(sum(r.amount) filter (where r.kind = 'recharge'), 0) as recharged,
      coalesce(-sum(r.amount) filter (where r.kind = 'investment'), 0) as invested,
      coalesce(sum(r.amount - i.amount) filter (where r.kind = 'settlement'), 0) as profit
    from balance_records r left join investments i on i.id = r.reference_id and r.kind = 'settlement'
    where ${inRange(sql`r.created_at`)}`);
  const [withdrawn] = await rows<{ amount: string }>(sql`
    select coalesce(sum(amount), 0) as amount from withdrawals
    where status = 'approved' and ${inRange(sql`reviewed_at`)}`);
  const [pending] = await rows<{ count: string; amount: string }>(sql`
    select count(*) as count, coalesce(sum(amount), 0) as amount from withdrawals where status = 'pending'`);
  const [open] = await rows<{ principal: string; due: string; due_amount: string }>(sql`
    select coalesce(sum(amount), 0) as principal,
      (select count(*) from investments where status = 'active' and settle_at <= now()) as due,
      (select coalesce(sum(amount), 0) from investments where status = 'active' and settle_at <= now())
        as due_amount
    from investments where status = 'active'`);

  const bar = await rows<Record<'date' | 'recharged' | 'invested' | 'withdrawn' | 'profit_paid', string>>(sql`
    select to_char(d, 'YYYY-MM-DD') as date,
      (select coalesce(sum(amount), 0) from balance_records
        where kind = 'recharge' and ${localDate(sql`created_at`)} = d) as recharged,
      (select coalesce(sum(amount), 0) from investments where ${localDate(sql`created_at`)} = d) as invested,
      (select coalesce(sum(amount), 0) from withdrawals
        where status = 'approved' and ${localDate(sql`reviewed_at`)} = d) as withdrawn,
      (select coalesce(sum(profit), 0) from investments
        where status = 'settled' and ${localDate(sql`settled_at`)} = d) as profit_paid
    from generate_series(${from}::date, ${to}::date, interval '1 day') as g(d)
    order by d`);

  const [funnel] = await rows<Record<'registered' | 'invested' | 'invested_twice' | 'withdrew', string>>(sql`
    select count(*) as registered,
      count(*) filter (where invested >= 1) as invested,
      count(*) filter (where invested >= 2) as invested_twice,
      count(*) filter (where withdrew > 0) as withdrew
    from (
      select (select count(*) from investments i where i.user_id = u.id) as invested,
        (select count(*) from withdrawals w where w.user_id = u.id and w.status = 'approved') as withdrew
      from users u where ${inRange(sql`u.created_at`)}
    ) as newcomers`);

  const pie = await rows<{ id: number; name: string; amount: string }>(sql`
    select c.id, c.name, sum(i.amount) as amount
    from investments i join projects p on p.id = i.project_id join project_categories c on c.id = p.category_id
    where ${inRange(sql`i.created_at`)}
    group by c.id, c.name
    order by sum(i.amount) desc, c.id`);

  const radar = await rows<
    Record<'id' | 'name' | 'amount' | 'n' | 'investors' | 'settled' | 'profit', string>
  >(
    sql`
    select p.id, p.name, sum(i.amount) as amount, count(*) as n, count(distinct i.user_id) as investors,
      count(*) filter (where i.status = 'settled') as settled,
      (select coalesce(sum(profit), 0) from investments s
        where s.project_id = p.id and s.status = 'settled' and ${inRange(sql`s.settled_at`)}) as profit
    from investments i join projects p on p.id = i.project_id
    where ${inRange(sql`i.created_at`)}
    group by p.id, p.name
    order by sum(i.amount) desc, p.id
    limit 6`,
  );

  return {
    range: { from, to, tz },
    totals: {
      members: n(members!.all),
      new_members: n(members!.new),
      recharged: n(ledger!.recharged),
      invested: n(ledger!.invested),
      profit_paid: n(ledger!.profit),
      withdrawn: n(withdrawn!.amount),
      pending_withdrawals: { count: n(pending!.count), amount: n(pending!.amount) },
      active_principal: n(open!.principal),
      settlement_backlog: { count: n(open!.due), amount: n(open!.due_amount) },
    },
    bar: bar.map((day) => ({
      date: day.date,
      recharged: n(day.recharged),
      invested: n(day.invested),
      withdrawn: n(day.withdrawn),
      profit_paid: n(day.profit_paid),
    })),
    funnel: {
      registered: n(funnel!.registered),
      invested: n(funnel!.invested),
      invested_twice: n(funnel!.invested_twice),
      withdrew: n(funnel!.withdrew),
    },
    pie: pie.map((c) => ({ category: { id: n(c.id), name: c.name }, amount: n(c.amount) })),
    radar: radar.map((p) => ({
      project: { id: n(p.id), name: p.name },
      amount: n(p.amount),
      investors: n(p.investors),
      average: Math.floor(n(p.amount) / n(p.n)),
      profit_paid: n(p.profit),
      settled_share: n(p.settled) / n(p.n),
    })),
  };
}

describe(`dashboard figures (seed ${SEED})`, () => {
  it('answers every figure of the range as the tables say, quiet days as zeros', async () => {
    const before = Date.now();
    const answer = await dashboard(`filter[from]=${FROM}&filter[to]=${TO}&filter[tz]=${TZ}`);
    const { as_of: asOf, ...figures } = answer;
    expect(figures).toEqual(await expected(FROM, TO, TZ));
    expect(Date.parse(asOf)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(asOf)).toBeLessThanOrEqual(Date.now());

    // The random history reached every kind of figure, and left the quiet days alone.
    expect(answer.bar).toHaveLength(14);
    for (const day of answer.bar.filter((d) => QUIET.has(d.date)))
      expect(day).toEqual({ date: day.date, recharged: 0, invested: 0, withdrawn: 0, profit_paid: 0 });
    const { totals, funnel } = answer;
    expect(Math.min(totals.recharged, totals.invested, totals.profit_paid, totals.withdrawn)).toBeGreaterThan(
      0,
    );
    expect(totals.settlement_backlog.count).toBe(3);
    expect(totals.pending_withdrawals.count).toBeGreaterThan(0);
    expect(funnel.registered).toBeGreaterThan(funnel.invested);
    expect(funnel.invested).toBeGreaterThan(0);
    expect(answer.radar).toHaveLength(6);
    expect(answer.pie).toHaveLength(3);
    // The bar adds up to the totals.
    for (const figure of ['recharged', 'invested', 'withdrawn', 'profit_paid'] as const)
      expect(answer.bar.reduce((sum, day) => sum + day[figure], 0)).toBe(totals[figure]);
  });

  it('counts each row on its day in the zone asked for', async () => {
    for (const tz of ['Asia/Shanghai', 'UTC']) {
      const { as_of: _, ...figures } = await dashboard(
        `filter[from]=${FROM}&filter[to]=${TO}&filter[tz]=${tz}`,
      );
      expect(figures).toEqual(await expected(FROM, TO, tz));
    }
    // One day, and a range that holds the whole history.
    const { as_of: _, ...oneDay } = await dashboard(
      `filter[from]=2026-03-08&filter[to]=2026-03-08&filter[tz]=${TZ}`,
    );
    expect(oneDay).toEqual(await expected('2026-03-08', '2026-03-08', TZ));
    const { as_of: __, ...wide } = await dashboard(
      `filter[from]=2026-01-01&filter[to]=2026-04-30&filter[tz]=${TZ}`,
    );
    expect(wide).toEqual(await expected('2026-01-01', '2026-04-30', TZ));
  });

  it('answers zeros and empty charts for a range where nothing happened', async () => {
    const quiet = await dashboard(`filter[from]=2025-06-01&filter[to]=2025-06-03`);
    expect(quiet.bar.map((d) => d.invested + d.recharged + d.withdrawn + d.profit_paid)).toEqual([0, 0, 0]);
    expect(quiet.pie).toEqual([]);
    expect(quiet.radar).toEqual([]);
    expect(quiet.funnel).toEqual({ registered: 0, invested: 0, invested_twice: 0, withdrew: 0 });
    expect(quiet.totals).toMatchObject({
      new_members: 0,
      recharged: 0,
      invested: 0,
      withdrawn: 0,
      profit_paid: 0,
    });
    // What is open now does not depend on the range.
    expect(quiet.totals.active_principal).toBeGreaterThan(0);
  });

  it('covers the last 30 days up to today in the zone when no range is given', async () => {
    const utc = await dashboard('');
    expect(utc.range).toEqual({ from: addDays(todayIn('UTC'), -29), to: todayIn('UTC'), tz: 'UTC' });
    expect(utc.bar).toHaveLength(30);
    expect(utc.bar.at(-1)!.date).toBe(todayIn('UTC'));
    const kiritimati = await dashboard('filter[tz]=Pacific/Kiritimati');
    expect(kiritimati.range.to).toBe(todayIn('Pacific/Kiritimati'));
    expect((await dashboard(`filter[from]=${addDays(todayIn('UTC'), -2)}`)).bar).toHaveLength(3);
  });
});

describe('dashboard freshness', () => {
  const range = `filter[from]=${FROM}&filter[to]=${TO}&filter[tz]=UTC`;

  it('shows a change within 10 seconds, and never figures older than that', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await dashboard(range);
    const someone = await member(t, admin);
    const record = await recharge(t, admin, someone.id, 777);
    await t.database.db
      .update(balanceRecords)
      .set({ createdAt: new Date('2026-03-05T12:00:00Z') })
      .where(eq(balanceRecords.id, record.id));

    // Within the 10 seconds the figures may be the remembered ones, never older than 10 seconds.
    vi.setSystemTime(Date.now() + 4_000);
    const soon = await dashboard(range);
    expect(Date.now() - Date.parse(soon.as_of)).toBeLessThanOrEqual(10_000);
    expect(soon.totals.recharged).toBeGreaterThanOrEqual(first.totals.recharged);

    // Past them the change shows, on its day.
    vi.setSystemTime(Date.now() + 6_001);
    const later = await dashboard(range);
    expect(Date.now() - Date.parse(later.as_of)).toBeLessThanOrEqual(10_000);
    expect(later.totals.recharged).toBe(first.totals.recharged + 777);
    const day = (d: Dashboard) => d.bar.find((b) => b.date === '2026-03-05')!.recharged;
    expect(day(later)).toBe(day(first) + 777);
    const { as_of: _, ...figures } = later;
    expect(figures).toEqual(await expected(FROM, TO, 'UTC'));
  });

  it('computes the figures once for requests that arrive together', async () => {
    const transactions = vi.spyOn(t.database.db, 'transaction');
    try {
      await dashboard('filter[from]=2026-02-01&filter[to]=2026-02-10');
      const oneComputation = transactions.mock.calls.length;
      expect(oneComputation).toBeGreaterThan(0);
      transactions.mockClear();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => dashboard('filter[from]=2026-02-01&filter[to]=2026-02-20')),
      );
      expect(new Set(answers.map((a) => a.as_of)).size).toBe(1);
      expect(transactions).toHaveBeenCalledTimes(oneComputation);
    } finally {
      transactions.mockRestore();
    }
  });
});

describe('dashboard access and input', () => {
  it('answers 401 without a token and 403 without dashboard.query', async () => {
    expect((await t.request({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
    const other = await signInWith(t, ['funds.query', 'investments.query']);
    expect((await get('/api/dashboard', other.token)).statusCode).toBe(403);
    const reader = await signInWith(t, ['dashboard.query']);
    expect((await get('/api/dashboard', reader.token)).statusCode).toBe(200);
  });

  it('refuses an unknown zone, a start after the end and a range over 366 days, on the field', async () => {
    const said: Record<string, string> = {};
    const refused = async (query: string) => {
      const res = await get(`/api/dashboard?${query}`);
      expect(res.statusCode, res.body).toBe(422);
      const { errors } = res.json();
      for (const messages of Object.values<string[]>(errors)) expect(messages[0]).toMatch(/\S/);
      said[query] = Object.values<string[]>(errors)[0]![0]!;
      return Object.keys(errors);
    };
    expect(await refused('filter[tz]=Mars/Base')).toEqual(['filter.tz']);
    expect(await refused('filter[from]=2026-03-06&filter[to]=2026-03-05')).toEqual(['filter.from']);
    expect(await refused('filter[from]=2025-03-05&filter[to]=2026-03-06')).toEqual(['filter.from']);
    // Each refusal names the rule it broke: the order of the days, the longest range.
    expect(said['filter[from]=2026-03-06&filter[to]=2026-03-05']).toMatch(/after the end/);
    expect(said['filter[from]=2025-03-05&filter[to]=2026-03-06']).toMatch(/366 days/);
    expect(await refused('filter[from]=2026-02-30')).toEqual(['filter.from']);
    expect(await refused('filter[when]=today')).toEqual(['filter.when']);
    // A leap year's 366 days are one range.
    expect((await dashboard('filter[from]=2024-01-01&filter[to]=2024-12-31')).bar).toHaveLength(366);
  });
});
