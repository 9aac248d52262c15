import { and, count, eq, getTableName, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '@app/contracts';
import type { Db } from './client.ts';

// API.md: totals are exact up to 10 000 matching rows; past that the planner's estimate is given.
export const EXACT_COUNT_LIMIT = 10_000;

// Totals above the limit are estimates anyway: one is remembered for a few seconds per table and filter,
// so a busy list of millions of rows asks the planner (and counts ten thousand rows) once, not every page.
// When it is due again, the requests meanwhile keep answering it while one of them counts anew: were
// each to count, every request in flight would pay for the count at the same moment, and a busy list
// would stall every ten seconds.
const ESTIMATE_TTL_MS = 10_000;
const MAX_REMEMBERED = 500;
const estimates = new Map<string, { total: number; until: number }>();
const counting = new Map<string, Promise<Counted>>();

/** A filter's condition, or a function that builds it only when it is needed. */
export type LazyWhere = SQL | undefined | (() => SQL | undefined);

interface Counted {
  total: number;
  estimated: boolean;
}

/** One count at a time per key: callers that arrive while it runs share its answer. */
function countOnce(key: string, count: () => Promise<Counted>): Promise<Counted> {
  let running = counting.get(key);
  if (!running) {
    running = count().finally(() => counting.delete(key));
    counting.set(key, running);
  }
  return running;
}

/** A remembered estimate: fresh, or due and being counted again while it still answers. */
function rememberedTotal(key: string, recount: () => Promise<Counted>): Counted | undefined {
  const known = estimates.get(key);
  if (!known) return undefined;
  // A failed recount leaves the old total; the next request past its time tries again.
  if (known.until <= Date.now()) void countOnce(key, recount).catch(() => {});
  return { total: known.total, estimated: true };
}

async function countRows(db: Db, table: PgTable, lazyWhere: LazyWhere, countKey?: string): Promise<Counted> {
  // A caller that names its filter lets a remembered total answer without building any SQL.
  const named = countKey === undefined ? undefined : `${getTableName(table)}\u0000${countKey}`;
  let built: { where: SQL | undefined; statement: ReturnType<typeof cappedCount> } | undefined;
  const build = () => {
    const where = typeof lazyWhere === 'function' ? lazyWhere() : lazyWhere;
    return (built ??= { where, statement: cappedCount(db, table, where) });
  };
  const recount = () => exactOrEstimate(db, table, build(), keyOf());
  const keyOf = () => {
    if (named !== undefined) return named;
    const { sql: text, params } = build().statement.toSQL();
    return `${text}\u0000${JSON.stringify(params)}`;
  };
  const key = keyOf();
  return rememberedTotal(key, recount) ?? countOnce(key, recount);
}

/** How many rows match, counting no further than one past the exact-count limit. */
const cappedCount = (db: Db, table: PgTable, where: SQL | undefined) =>
  db.select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(EXACT_COUNT_LIMIT + 1)
      .as('capped'),
  );

/** The exact total up to the limit; past it, the planner's estimate, remembered under `key`. */
async function exactOrEstimate(
  db: Db,
  table: PgTable,
  { where, statement }: { where: SQL | undefined; statement: ReturnType<typeof cappedCount> },
  key: string,
): Promise<Counted> {
  const [row] = await statement;
  const exact = row?.n ?? 0;
  if (exact <= EXACT_COUNT_LIMIT) {
    estimates.delete(key);
    return { total: exact, estimated: false };
  }
  const plan = await db.execute(sql`explain (format json) ${db.select().from(table).where(where)}`);
  const rows = (plan as unknown as { rows: Record<string, unknown>[] }).rows;
  const json = Object.values(rows[0] ?? {})[0];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: { 'Plan Rows': number } }];
  const total = Math.max(EXACT_COUNT_LIMIT + 1, Math.round(parsed[0].Plan['Plan Rows']));
  estimates.delete(key);
  if (estimates.size >= MAX_REMEMBERED) estimates.delete(estimates.keys().next().value!);
  estimates.set(key, { total, until: Date.now() + ESTIMATE_TTL_MS });
  return { total, estimated: true };
}

export async function paginate<T>(
  db: Db,
  options: {
    page: number;
    perPage: number;
    table: PgTable;
    where?: LazyWhere;
    /** The filter as text, for a list that asks often: see countRows. */
    countKey?: string;
    fetch: (limit: number, offset: number) => Promise<T[]>;
  },
): Promise<Page<T>> {
  const { page, perPage } = options;
  const offset = (page - 1) * perPage;
  const [data, counted] = await Promise.all([
    options.fetch(perPage, offset),
    countRows(db, options.table, options.where, options.countKey),
  ]);
  const from = data.length ? offset + 1 : null;
  return {
    data,
    meta: {
      current_page: page,
      per_page: perPage,
      total: counted.total,
      last_page: Math.max(1, Math.ceil(counted.total / perPage)),
      from,
      to: from === null ? null : offset + data.length,
      ...(counted.estimated ? { total_estimated: true } : {}),
    },
  };
}

/** An ILIKE pattern matching the keyword anywhere, with the keyword's own wildcards taken literally. */
export function containing(keyword: string): string {
  return `%${keyword.replace(/[%_\\]/g, '\\$&')}%`;
}

/**
 * The usual filter of a list of coded records: a keyword found in the code or the name, and a status.
 * `more` adds the list's own conditions.
 */
export function codeNameStatus(
  table: { code: PgColumn; name: PgColumn; status: PgColumn },
  filter: { keyword?: string; status?: boolean },
  ...more: (SQL | undefined)[]
): SQL | undefined {
  const like = filter.keyword ? containing(filter.keyword) : undefined;
  return and(
    ...more,
    like ? or(ilike(table.code, like), ilike(table.name, like)) : undefined,
    filter.status === undefined ? undefined : eq(table.status, filter.status),
  );
}
