import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../core/actor.ts';
import { NotFound, uniqueOn } from '../../core/errors.ts';
import { audited } from './service.ts';

/** A table whose rows have an id and an update time. */
type RowTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

/**
 * Adding and changing one row of a table that needs nothing more: each write in a transaction with its
 * audit row, a unique index's refusal answered as a 409 on the field it guards, and a row deleted
 * meanwhile answered as a 404.
 */
export function auditedRows<TTable extends RowTable, Out extends { id: number }>(rows: {
  table: TTable;
  /** The audit log's actions are `<action>.create` and `<action>.update`. */
  action: string;
  /** The audit log names a row `<noun>:<id>`. */
  noun: string;
  /** The field a unique index guards, named in the 409. */
  uniqueField: string;
  present: (row: TTable['$inferSelect']) => Out;
}) {
  const { table, action, noun, uniqueField, present } = rows;
  // Drizzle cannot type the columns of a table it only knows as generic; each caller's values are typed.
  const loose = table as unknown as PgTable & { id: PgColumn; updatedAt: PgColumn };
  const written = (found: unknown[]) => {
    if (!found[0]) throw NotFound();
    return present(found[0] as TTable['$inferSelect']);
  };
  return {
    create: (db: Db, actor: Actor, values: TTable['$inferInsert']): Promise<Out> =>
      uniqueOn(uniqueField, () =>
        audited(
          db,
          actor,
          async (tx) => written(await tx.insert(loose).values(values).returning()),
          (created) => ({ action: `${action}.create`, target: `${noun}:${created.id}` }),
        ),
      ),
    /** `before` is the row as it was read before the change, for the audit log. */
    update: (db: Db, actor: Actor, id: number, values: Partial<TTable['$inferInsert']>, before: Out) =>
      uniqueOn(uniqueField, () =>
        audited(
          db,
          actor,
          async (tx) =>
            written(
              await tx
                .update(loose)
                .set({ ...values, updatedAt: new Date() })
                .where(eq(loose.id, id))
                .returning(),
            ),
          () => ({ action: `${action}.update`, target: `${noun}:${id}`, before }),
        ),
      ),
  };
}
