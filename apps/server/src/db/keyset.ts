import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Invalid } from '../core/errors.ts';
import type { Db } from './client.ts';
import { paginate, type LazyWhere } from './pagination.ts';

// Deep pages by keyset (API.md `after`): rows ordered by (created_at DESC, id DESC) continue after a cursor.
// The cursor holds the row's time as PostgreSQL has it, to the microsecond: a JS Date keeps milliseconds,
// and a cursor cut to the millisecond would skip the older rows written within that same millisecond.
export interface Cursor {
  /** ISO 8601 in UTC with microseconds, as `exactTime` selects it. */
  at: string;
  id: number;
}

/** A timestamp column as text with its microseconds: what a cursor is made of. */
export const exactTime = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

export function encodeCursor(row: Cursor): string {
  return Buffer.from(`${row.at}|${row.id}`).toString('base64url');
}

export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  const [at, id] = Buffer.from(value, 'base64url').toString().split('|');
  const n = Number(id);
  if (!at || !CURSOR_TIME.test(at) || Number.isNaN(Date.parse(at)) || !Number.isSafeInteger(n)) return null;
  return { at, id: n };
}

// A row comparison, not `a < x or (a = x and b < y)`: PostgreSQL starts an index scan on (created_at, id)
// at the cursor only for the former; the latter walks every newer row first, each page slower than the last.
// A list read oldest first continues with the later rows.
export function afterCursor(
  createdAtColumn: PgColumn,
  idColumn: PgColumn,
  cursor: Cursor,
  oldest = false,
): SQL {
  const after = oldest ? sql.raw('>') : sql.raw('<');
  return sql`(${createdAtColumn}, ${idColumn}) ${after} (${cursor.at}::timestamptz, ${sql.param(cursor.id, idColumn)})`;
}

export const newestFirst = (createdAtColumn: PgColumn, idColumn: PgColumn) => [
  desc(createdAtColumn),
  desc(idColumn),
];

export const oldestFirst = (createdAtColumn: PgColumn, idColumn: PgColumn) => [
  asc(createdAtColumn),
  asc(idColumn),
];

/** Walks a whole filtered set in keyset batches: memory stays flat however many rows match. */
export async function* inBatches<T extends Cursor>(
  fetch: (after: Cursor | null, limit: number) => Promise<T[]>,
  batchSize = 1000,
): AsyncGenerator<T[]> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await fetch(after, batchSize);
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.at, id: last.id };
  }
}

/**
 * API.md's list answer for tables that grow without bound: page by offset, or by keyset when `after` is
 * given, newest first (or oldest first, when `oldest`), with `next_cursor` for the following page.
 */
export async function pageNewestFirst<T extends Cursor, Out>(
  db: Db,
  options: {
    query: { page: number; per_page: number; after?: string };
    table: PgTable;
    createdAt: PgColumn;
    id: PgColumn;
    /** The rows come oldest first: the cursor continues with later rows. */
    oldest?: boolean;
    /** The filter's condition, or a function building it only when needed (see paginate's countKey). */
    where: LazyWhere;
    /** The filter as text: a remembered total then answers without building the condition. */
    countKey?: string;
    /**
     * One page: `where` builds the condition with the cursor's; `after` is given too, for a fetch that
     * builds its own statement from the filter and cursor.
     */
    fetch: (
      where: () => SQL | undefined,
      limit: number,
      offset: number,
      after: Cursor | null,
    ) => Promise<T[]>;
    present: (row: T) => Out;
  },
) {
  const { query } = options;
  let built: { where: SQL | undefined } | undefined;
  const where = () =>
    (built ??= { where: typeof options.where === 'function' ? options.where() : options.where }).where;
  const cursor = decodeCursor(query.after);
  // A cursor this server did not make is bad input, not a request for the first page.
  if (query.after && !cursor) throw Invalid('after', 'validation.invalid');
  const page = await paginate(db, {
    page: cursor ? 1 : query.page,
    perPage: query.per_page,
    table: options.table,
    where,
    countKey: options.countKey,
    fetch: (limit, offset) =>
      cursor
        ? options.fetch(
            () => and(where(), afterCursor(options.createdAt, options.id, cursor, options.oldest)),
            limit,
            0,
            cursor,
          )
        : options.fetch(where, limit, offset, null),
  });
  const last = page.data.at(-1);
  return {
    data: page.data.map(options.present),
    meta: {
      ...page.meta,
      next_cursor: last && page.data.length === query.per_page ? encodeCursor(last) : null,
    },
  };
}

/** Each batch of rows in its wire shape. */
export async function* presentBatches<T, Out>(
  batches: AsyncIterable<T[]>,
  present: (row: T) => Out,
): AsyncGenerator<Out[]> {
  for await (const batch of batches) yield batch.map(present);
}

/**
 * A list of a table that grows without bound, declared once: its conditions, its rows and their wire shape
 * serve its pages (by offset, or by keyset after a cursor) and its export (every matching row in keyset
 * batches) alike, so a filter means the same on the screen and in the file.
 */
export function keysetList<Filter, Row, Out>(list: {
  table: PgTable;
  createdAt: PgColumn;
  id: PgColumn;
  conditions: (filter: Filter) => SQL | undefined;
  /** One page or batch: the rows matching `where` in `order`, each with its cursor (`at`, `id`). */
  fetch: (db: Db, where: SQL | undefined, order: SQL[], limit: number, offset: number) => Promise<(Row & Cursor)[]>;
  present: (row: Row) => Out;
}) {
  const { table, createdAt, id, conditions, fetch, present } = list;
  const orderOf = (oldest: boolean) => (oldest ? oldestFirst : newestFirst)(createdAt, id);
  return {
    /** API.md's list answer; `oldest` reads the rows oldest first. */
    page: (db: Db, query: { page: number; per_page: number; after?: string; filter: Filter }, oldest = false) =>
      pageNewestFirst<Row & Cursor, Out>(db, {
        query,
        table,
        createdAt,
        id,
        oldest,
        where: () => conditions(query.filter),
        fetch: (where, limit, offset) => fetch(db, where(), orderOf(oldest), limit, offset),
        present,
      }),
    /** Every matching row in its wire shape, in batches: what an export streams. */
    all: (db: Db, filter: Filter, oldest = false) => {
      const where = conditions(filter);
      return presentBatches(
        inBatches((after, limit) =>
          fetch(db, and(where, after ? afterCursor(createdAt, id, after, oldest) : undefined), orderOf(oldest), limit, 0),
        ),
        present,
      );
    },
  };
}
