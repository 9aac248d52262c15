import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '@app/contracts';
import type { Db } from './client.ts';
import { paginate } from './pagination.ts';

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

/** A select of a table's rows, not yet filtered, ordered or cut: Drizzle's builder, as far as a page uses it. */
export interface RowsSelect<R> {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): { limit(limit: number): { offset(offset: number): PromiseLike<R[]> } };
  };
}

/** Each row as the API shows it, or (`presentPage`) the page's rows at once, for an answer that reads more. */
type Presenting<R, T> = { present: (row: R) => T } | { presentPage: (rows: R[]) => Promise<T[]> };

/**
 * A list screen's page of one table: the rows matching `where` in the asked order (a `sort` naming one
 * of `columns`, else `fallback`, ties by id), each presented as the API shows it. The total counts the
 * table alone, so `select` may add what the rows show beside their own columns (a joined name), never
 * rows of its own.
 */
export function pageOfTable<TTable extends PgTable & { id: PgColumn }, T, R = TTable['$inferSelect']>(
  db: Db,
  query: { page: number; per_page: number; sort?: string },
  options: {
    table: TTable;
    where: SQL | undefined;
    columns: Record<string, PgColumn>;
    fallback: string;
    /** The table's rows with what they show beside their columns; the rows alone when left out. */
    select?: (db: Db) => RowsSelect<R>;
  } & Presenting<R, T>,
): Promise<Page<T>> {
  const { table, where } = options;
  const order = sortOrder(query.sort, options.columns, options.fallback, table.id);
  const select =
    options.select ?? ((db: Db) => db.select().from(table as PgTable) as unknown as RowsSelect<R>);
  return paginate(db, {
    page: query.page,
    perPage: query.per_page,
    table,
    where,
    fetch: async (limit, offset) => {
      const rows = await select(db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      return 'presentPage' in options ? options.presentPage(rows) : rows.map(options.present);
    },
  });
}
