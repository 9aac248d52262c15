import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

type Value = string | number | boolean | Date | null;

/**
 * Inserts many rows as one statement of column arrays (`insert … select * from unnest(…)`): a handful of
 * bind parameters however many rows, which keeps bulk writes (settlement batches, demo history) fast.
 * Answers the new ids when the table has an `id` column and `returningIds` is set.
 */
export async function bulkInsert(
  db: Db,
  table: string,
  columns: Record<string, string>, // column name → PostgreSQL array element type
  rows: Record<string, Value>[],
  options: { returningIds?: boolean } = {},
): Promise<number[]> {
  if (!rows.length) return [];
  const names = Object.keys(columns);
  const arrays = names.map((name) => {
    const values = rows.map((row) => {
      const v = row[name] ?? null;
      return v instanceof Date ? v.toISOString() : v;
    });
    // One array parameter per column (a bare array would be spread into a list of parameters).
    return sql`${sql.param(values)}::${sql.raw(columns[name]!)}[]`;
  });
  const statement = sql`insert into ${sql.identifier(table)} (${sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  )}) select * from unnest(${sql.join(arrays, sql`, `)})${options.returningIds ? sql` returning id` : sql``}`;
  const result = (await db.execute(statement)) as unknown as { rows: { id: number | string }[] };
  return options.returningIds ? result.rows.map((r) => Number(r.id)) : [];
}
