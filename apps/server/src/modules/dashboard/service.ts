import { sql, type SQL } from 'drizzle-orm';
import { addDays, type Dashboard, type DashboardRange } from '@app/contracts';
import type { Database, Db } from '../../db/client.ts';
import {
  investmentStatement,
  investorStatement,
  peopleStatement,
  type InvestmentFigures,
  type InvestorFigures,
  type PeopleFigures,
  type Sum,
} from './figure-statements.ts';
import { freshFigures } from './fresh-figures.ts';

// The home page's figures (docs/api-notes.md "Dashboard"), computed from the tables and remembered for a
// few seconds per range.

/** A sum as a JSON number: exact only within Number.MAX_SAFE_INTEGER (DESIGN.md §4), so past it, a failure. */
function safeAmount(text: Sum): number {
  const value = BigInt(text);
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER))
    throw new RangeError(`a dashboard sum (${text}) is beyond Number.MAX_SAFE_INTEGER`);
  return Number(value);
}

const snapshotReads = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;
// The statements read every row of a long range once: compiling them first (JIT) took longer than running
// them (1.5 s of 3 s over 2 000 000 investments). They run side by side already, so without parallel
// workers of their own: a parallel hash of the investors spilling to disk ran for minutes. Whatever
// happens, a statement gives up after a minute rather than hold its connection.
export const plainPlans = sql`select set_config('jit', 'off', true),
  set_config('max_parallel_workers_per_gather', '0', true), set_config('statement_timeout', '60s', true)`;

/** A statement and the settings it needs beyond those of every statement. */
export interface Part {
  statement: SQL;
  settings?: SQL;
}

/** The statements of a range's figures: the investments', the members' and ledger's, the investors'. */
export function figureParts(range: DashboardRange): Part[] {
  return [
    { statement: investmentStatement(range) },
    { statement: peopleStatement(range) },
    // Distinct (member, project) pairs, hundreds of thousands at millions of investments, are read in the
    // order of the (user, project, time) index rather than hashed, which the planner prefers and is twice
    // as slow.
    { statement: investorStatement(range), settings: sql`select set_config('enable_hashagg', 'off', true)` },
  ];
}

async function answerOf<T>(db: Db, statement: SQL): Promise<T> {
  const result = await db.execute(statement);
  const raw = (result as unknown as { rows: { answer: T | string }[] }).rows[0]!.answer;
  return typeof raw === 'string' ? (JSON.parse(raw) as T) : raw;
}

/**
 * The statements' answers, all read from one snapshot of the database: on PostgreSQL side by side, each
 * on a connection of its own that shares the first one's snapshot (each is a scan of seconds at millions
 * of rows); on the embedded database, which has one connection, one after the other.
 */
async function readTogether(database: Database, parts: Part[]): Promise<unknown[]> {
  if (database.kind !== 'postgres') {
    return database.db.transaction(async (tx) => {
      await tx.execute(plainPlans);
      const answers = [];
      // In one transaction a setting stays: the part that makes one comes last.
      for (const part of parts) {
        if (part.settings) await tx.execute(part.settings);
        answers.push(await answerOf(tx, part.statement));
      }
      return answers;
    }, snapshotReads);
  }
  const [lead, ...others] = parts;
  return database.db.transaction(async (first) => {
    await first.execute(plainPlans);
    const result = await first.execute(sql`select pg_export_snapshot() as name`);
    const exported = (result as unknown as { rows: { name: string }[] }).rows[0]!.name;
    if (!/^[0-9A-F-]+$/i.test(exported)) throw new Error(`unexpected snapshot name ${exported}`);
    const side = others.map((part) =>
      database.db.transaction(async (tx) => {
        // Must come first in the transaction: it reads what the first connection reads.
        await tx.execute(sql.raw(`set transaction snapshot '${exported}'`));
        await tx.execute(plainPlans);
        if (part.settings) await tx.execute(part.settings);
        return answerOf(tx, part.statement);
      }, snapshotReads),
    );
    return Promise.all([answerOf(first, lead!.statement), ...side]);
  }, snapshotReads);
}

/**
 * Every figure of the range, computed now from the tables. `as_of` is when the reading began: the snapshot
 * is taken after that, so each figure includes every change committed before it.
 */
export async function computeDashboard(database: Database, range: DashboardRange): Promise<Dashboard> {
  const asOf = new Date();
  const [money, people, investors] = (await readTogether(database, figureParts(range))) as [
    InvestmentFigures,
    PeopleFigures,
    InvestorFigures,
  ];
  const investorsOf = new Map(investors);
  return {
    as_of: asOf.toISOString(),
    range,
    totals: {
      members: people.members,
      new_members: people.new_members,
      recharged: safeAmount(people.recharged),
      invested: safeAmount(money.invested),
      profit_paid: safeAmount(money.profit_paid),
      withdrawn: safeAmount(people.withdrawn),
      pending_withdrawals: { count: people.pending_count, amount: safeAmount(people.pending_amount) },
      active_principal: safeAmount(money.active_principal),
      settlement_backlog: { count: money.backlog_count, amount: safeAmount(money.backlog_amount) },
    },
    bar: money.bar.map(([invested, profit], day) => ({
      date: addDays(range.from, day),
      recharged: safeAmount(people.bar[day]![0]),
      invested: safeAmount(invested),
      withdrawn: safeAmount(people.bar[day]![1]),
      profit_paid: safeAmount(profit),
    })),
    funnel: people.funnel,
    pie: money.pie.map((c) => ({ category: { id: c.id, name: c.name }, amount: safeAmount(c.amount) })),
    radar: money.radar.map((p) => ({
      project: { id: p.id, name: p.name },
      amount: safeAmount(p.amount),
      investors: investorsOf.get(p.id) ?? 0,
      // Integers throughout: the amount over the number of investments, rounded down.
      average: Number(BigInt(p.amount) / BigInt(p.n)),
      profit_paid: safeAmount(p.profit),
      settled_share: p.settled / p.n,
    })),
  };
}

/**
 * Runs at most `n` of the tasks given at once, the others waiting their turn: each computation takes three
 * connections of the pool for seconds, and more of them at once would only share the same processors.
 */
function atMost(n: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= n) await new Promise<void>((turn) => waiting.push(turn));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** At most this old when answered. */
export const DASHBOARD_MAX_AGE_MS = 10_000;
/** Ranges remembered at once: a handful of admins' zones and ranges, not every range anyone asks for. */
const REMEMBERED_RANGES = 32;
/** Ranges computed at once in this process. */
const COMPUTED_AT_ONCE = 2;

/**
 * The figures of a range as the route answers them, computed at most once every few seconds per range;
 * `present` turns them into what is remembered (the route keeps its written answer, so a request that
 * finds it costs no serialising).
 */
export function dashboardFigures<T>(
  database: Database,
  { present, onError }: { present: (figures: Dashboard) => T; onError: (error: unknown) => void },
) {
  const inTurn = atMost(COMPUTED_AT_ONCE);
  return freshFigures<DashboardRange, T>({
    compute: async (range) => {
      const figures = await inTurn(() => computeDashboard(database, range));
      return { value: present(figures), at: Date.parse(figures.as_of) };
    },
    keyOf: ({ from, to, tz }) => `${from}|${to}|${tz}`,
    maxAgeMs: DASHBOARD_MAX_AGE_MS,
    maxEntries: REMEMBERED_RANGES,
    onError,
  });
}
