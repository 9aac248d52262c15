import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Invalid } from '../core/errors.ts';
import type { Db } from './client.ts';
import {
  afterCursor,
  decodeCursor,
  encodeCursor,
  exactTime,
  inBatches,
  newestFirst,
  oldestFirst,
  presentBatches,
  type Cursor,
} from './keyset.ts';
import type { RowsSelect } from './page-of-table.ts';
import { paginate } from './pagination.ts';

/** What one page or batch of a keyset list asks its fetch for. */
export interface RowsWanted<Filter> {
  /** The filter's condition and the cursor's, built only when called. */
  where: () => SQL | undefined;
  order: SQL[];
  limit: number;
  offset: number;
  /** The filter and the cursor as given, for a fetch that builds its own statement from them. */
  filter: Filter;
  after: Cursor | null;
}

/**
 * A keyset list's fetch from a select of joined rows (the select carries `at`, `exactTime` of the created
 * time): each row is given the id of the list's own record, `idOf` it.
 */
export function fetchSelected<R extends { at: string }>(
  select: (db: Db) => RowsSelect<R>,
  idOf: (row: R) => number,
) {
  return async (db: Db, { where, order, limit, offset }: RowsWanted<unknown>) =>
    (
      await select(db)
        .where(where())
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
    ).map((row) => ({ ...row, id: idOf(row) }));
}

/** The statement of an export the database writes: `columns` of the rows where `where` holds, in order. */
export type ExportSelect = (columns: SQL, where: SQL | undefined, limit?: number) => SQL;

/**
 * A list of a table that grows without bound, declared once: its conditions, its rows and their wire shape
 * serve its pages (by offset, or by keyset after a cursor, API.md `after`) and its export (every matching
 * row in keyset batches) alike, so a filter means the same on the screen and in the file.
 */
export function keysetList<Filter, Row, Out>(list: {
  table: PgTable;
  createdAt: PgColumn;
  id: PgColumn;
  conditions: (filter: Filter) => SQL | undefined;
  /**
   * The filter as text, for a list asked often: a remembered total then answers without building the
   * condition (see paginate's countKey).
   */
  countKey?: (filter: Filter) => string;
  /** One page or batch, each row with its cursor (`at`, `id`). */
  fetch: (db: Db, wanted: RowsWanted<Filter>) => Promise<(Row & Cursor)[]>;
  present: (row: Row) => Out;
  /** For an export whose columns the database writes (COPY, or CSV lines): the list's statement. */
  select?: ExportSelect;
}) {
  const { table, createdAt, id, conditions, fetch, present } = list;
  const orderOf = (oldest: boolean) => (oldest ? oldestFirst : newestFirst)(createdAt, id);
  const afterOf = (after: Cursor | null, oldest = false) =>
    after ? afterCursor(createdAt, id, after, oldest) : undefined;
  /** One page of rows as the fetch answers them, with the page's figures. */
  const rowsOf = async (
    db: Db,
    query: { page: number; per_page: number; after?: string; filter: Filter },
    oldest: boolean,
  ) => {
    const cursor = decodeCursor(query.after);
    // A cursor this server did not make is bad input, not a request for the first page.
    if (query.after && !cursor) throw Invalid('after', 'validation.invalid');
    // Built once, and only when asked for: a remembered total and a fetch of its own need no condition.
    let built: { where: SQL | undefined } | undefined;
    const where = () => (built ??= { where: conditions(query.filter) }).where;
    return paginate(db, {
      page: cursor ? 1 : query.page,
      perPage: query.per_page,
      table,
      where,
      countKey: list.countKey?.(query.filter),
      fetch: (limit, offset) =>
        fetch(db, {
          where: cursor ? () => and(where(), afterOf(cursor, oldest)) : where,
          order: orderOf(oldest),
          limit,
          offset: cursor ? 0 : offset,
          filter: query.filter,
          after: cursor,
        }),
    });
  };
  const select: ExportSelect = (...args) => {
    if (!list.select) throw new Error('this list declares no export statement');
    return list.select(...args);
  };
  return {
    /** API.md's list answer; `oldest` reads the rows oldest first. */
    page: async (
      db: Db,
      query: { page: number; per_page: number; after?: string; filter: Filter },
      oldest = false,
    ) => {
      const rows = await rowsOf(db, query, oldest);
      const last = rows.data.at(-1);
      return {
        data: rows.data.map(present),
        meta: {
          ...rows.meta,
          next_cursor: last && rows.data.length === query.per_page ? encodeCursor(last) : null,
        },
      };
    },
    /** Every matching row in its wire shape, in batches: what an export streams. */
    all: (db: Db, filter: Filter, oldest = false) => {
      const where = conditions(filter);
      return presentBatches(
        inBatches((after, limit) =>
          fetch(db, {
            where: () => and(where, afterOf(after, oldest)),
            order: orderOf(oldest),
            limit,
            offset: 0,
            filter,
            after,
          }),
        ),
        present,
      );
    },
    /**
     * The rows an export covers (API.md `rows`): every row of the filter, or the page the list shows,
     * found by the list itself so the two cannot differ.
     */
    exportWhere: async (
      db: Db,
      query: { page: number; per_page: number; after?: string; filter: Filter; rows: 'all' | 'page' },
    ): Promise<SQL | undefined> => {
      if (query.rows === 'all') return conditions(query.filter);
      const ids = (await rowsOf(db, query, false)).data.map((row) => row.id);
      return ids.length ? inArray(id, ids) : sql`false`;
    },
    /** The export's statement in one piece, for COPY (the list's `select`). */
    exportStatement: (columns: SQL, where: SQL | undefined) => select(columns, where),
    /**
     * The export's rows in keyset batches, newest first, each with its place: memory stays flat, and a
     * single connection is free between batches.
     */
    exportBatches: <R>(db: Db, columns: SQL, where: SQL | undefined) =>
      inBatches(async (after, limit) => {
        const placed = sql`${columns}, ${exactTime(createdAt)} as at, ${id} as id`;
        const result = await db.execute(select(placed, and(where, afterOf(after)), limit));
        const rows = (result as unknown as { rows: (R & { at: string; id: number | string })[] }).rows;
        return rows.map((row) => ({ ...row, id: Number(row.id) }));
      }),
  };
}
