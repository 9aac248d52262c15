import { and, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Duplicate } from '../core/errors.ts';
import type { Db } from './client.ts';

/**
 * 409 on `field` when a row other than `exceptId` already matches `same` (a code, a name, a value
 * within its dictionary). Asked before any write, so the answer names the field without a failed
 * insert; the unique index still decides between two writers that arrive together (`uniqueOn`).
 */
export async function refuseTaken(
  db: Db,
  table: PgTable,
  id: PgColumn,
  field: string,
  same: SQL | undefined,
  exceptId?: number,
): Promise<void> {
  const [taken] = await db
    .select({ id })
    .from(table)
    .where(exceptId === undefined ? same : and(same, ne(id, exceptId)))
    .limit(1);
  if (taken) throw Duplicate(field);
}
