import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

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

/** Each batch of rows in its wire shape. */
export async function* presentBatches<T, Out>(
  batches: AsyncIterable<T[]>,
  present: (row: T) => Out,
): AsyncGenerator<Out[]> {
  for await (const batch of batches) yield batch.map(present);
}
