import { and, asc, count, desc, eq, getTableName, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '@app/contracts';
import type { Db } from './client.ts';

// API.md: totals are exact up to 10 000 matching rows; past that the planner's estimate is given.
export const EXACT_COUNT_LIMIT = 10_000;

// Totals above the limit are estimates anyway: one is remembered for a few seconds per table and filter,
// so a busy list of millions of rows asks the planner (and counts ten thousand rows) once, not every page.
const ESTIMATE_TTL_MS = 10_000;
const MAX_REMEMBERED = 500;
const estimates = new Map<string, { total: number; until: number }>();

/** A filter's condition, or a function that builds it only when it is needed. */
export type LazyWhere = SQL | undefined | (() => SQL | undefined);

async function countRows(db: Db, table: PgTable, lazyWhere: LazyWhere, countKey?: string) {
  // A caller that names its filter lets a remembered total answer without building any SQL.
  const named = countKey === undefined ? undefined : `${getTableName(table)}\u0000${countKey}`;
  const remembered = named === undefined ? undefined : estimates.get(named);
  if (remembered && remembered.until > Date.now()) return { total: remembered.total, estimated: true };
  const where = typeof lazyWhere === 'function' ? lazyWhere() : lazyWhere;
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(EXACT_COUNT_LIMIT + 1)
    .as('capped');
  const counting = db.select({ n: count() }).from(capped);
  const statement = counting.toSQL();
  const key = named ?? `${statement.sql}\u0000${JSON.stringify(statement.params)}`;
  const known = estimates.get(key);
  if (known && known.until > Date.now()) return { total: known.total, estimated: true };

  const [row] = await counting;
  const exact = row?.n ?? 0;
  if (exact <= EXACT_COUNT_LIMIT) return { total: exact, estimated: false };
  const plan = await db.execute(sql`explain (format json) ${db.select().from(table).where(where)}`);
  const rows = (plan as unknown as { rows: Record<string, unknown>[] }).rows;
  const json = Object.values(rows[0] ?? {})[0];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: { 'Plan Rows': number } }];
  const total = Math.max(EXACT_COUNT_LIMIT + 1, Math.round(parsed[0].Plan['Plan Rows']));
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

/**
 * ORDER BY for API.md's `sort` ("name" ascending, "-name" descending) over the columns a list allows,
 * with the id as tie-breaker so pages never overlap or skip rows.
 */
export function sortOrder(
  sort: string | undefined,
  columns: Record<string, PgColumn>,
  fallback: string,
  id: PgColumn,
): SQL[] {
  const key = sort ?? fallback;
  const descending = key.startsWith('-');
  const column = columns[descending ? key.slice(1) : key] ?? id;
  const direction = descending ? desc : asc;
  return column === id ? [direction(id)] : [direction(column), direction(id)];
}

/** An ILIKE pattern matching the keyword anywhere, with the keyword's own wildcards taken literally. */
export function containing(keyword: string): string {
  return `%${keyword.replace(/[%_\\]/g, '\\$&')}%`;
}

/**
 * A list screen's page of one table: the rows matching `where` in the asked order (a `sort` naming one
 * of `columns`, else `fallback`, ties by id), each presented as the API shows it.
 */
export function pageOfTable<TTable extends PgTable & { id: PgColumn }, T>(
  db: Db,
  query: { page: number; per_page: number; sort?: string },
  options: {
    table: TTable;
    where: SQL | undefined;
    columns: Record<string, PgColumn>;
    fallback: string;
    present: (row: TTable['$inferSelect']) => T;
  },
): Promise<Page<T>> {
  const { table, where } = options;
  const order = sortOrder(query.sort, options.columns, options.fallback, table.id);
  return paginate(db, {
    page: query.page,
    perPage: query.per_page,
    table,
    where,
    fetch: async (limit, offset) => {
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      return (rows as TTable['$inferSelect'][]).map(options.present);
    },
  });
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
