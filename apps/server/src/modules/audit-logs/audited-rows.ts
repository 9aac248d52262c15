import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuditedTable } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../core/actor.ts';
import { NotFound, uniqueOn } from '../../core/errors.ts';
import { audited } from './service.ts';

/** A table whose rows have an id and an update time. */
type RowTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

/**
 * Adding, changing and deleting one row of a table: each write in a transaction with its audit row, a
 * unique index's refusal answered as a 409 on the field it guards, and a row deleted meanwhile answered
 * as a 404. The one way a module writes an audited row; `audited` is for writes of another shape.
 */
export function auditedRows<TTable extends RowTable, Out extends { id: number }>(rows: {
  table: TTable;
  /** The audit log's actions are `<action>.create`, `<action>.update` and `<action>.delete`. */
  action: AuditedTable;
  /** The audit log names a row `<noun>:<id>`. */
  noun: string;
  /** The field a unique index guards, named in the 409; none for a table without one. */
  uniqueField?: string;
  /** The row as the API shows it; given the transaction, for an answer that reads more than the row. */
  present: (row: TTable['$inferSelect'], tx: Db) => Out | Promise<Out>;
}) {
  const { table, action, noun, uniqueField, present } = rows;
  // Drizzle cannot type the columns of a table it only knows as generic; each caller's values are typed.
  const loose = table as unknown as PgTable & { id: PgColumn; updatedAt: PgColumn };
  const written = async (tx: Db, found: unknown[]) => {
    if (!found[0]) throw NotFound();
    return present(found[0] as TTable['$inferSelect'], tx);
  };
  const unique = <T>(work: () => Promise<T>) => (uniqueField ? uniqueOn(uniqueField, work) : work());
  return {
    create: (db: Db, actor: Actor, values: TTable['$inferInsert']): Promise<Out> =>
      unique(() =>
        audited(
          db,
          actor,
          async (tx) => written(tx, await tx.insert(loose).values(values).returning()),
          (created) => ({ action: `${action}.create`, target: `${noun}:${created.id}` }),
        ),
      ),
    /** `before` is the row as it was read before the change, for the audit log. */
    update: (
      db: Db,
      actor: Actor,
      id: number,
      values: Partial<TTable['$inferInsert']>,
      before: Out,
    ): Promise<Out> =>
      unique(() =>
        audited(
          db,
          actor,
          async (tx) =>
            written(
              tx,
              await tx
                .update(loose)
                .set({ ...values, updatedAt: new Date() })
                .where(eq(loose.id, id))
                .returning(),
            ),
          () => ({ action: `${action}.update`, target: `${noun}:${id}`, before }),
        ),
      ),
    /**
     * `before` is the row as it was read before the change, or reads it in the transaction, for a record
     * that holds what goes with the row (children a cascade deletes); `check` runs in the transaction first
     * and throws when the row may not go (it still has children, or something uses it).
     */
    remove: (
      db: Db,
      actor: Actor,
      id: number,
      before: Out | ((tx: Db) => Promise<Out>),
      check?: (tx: Db) => Promise<void>,
    ) => {
      let was: Out | undefined;
      return audited(
        db,
        actor,
        async (tx) => {
          await check?.(tx);
          was = typeof before === 'function' ? await before(tx) : before;
          await tx.delete(loose).where(eq(loose.id, id));
          return null;
        },
        () => ({ action: `${action}.delete`, target: `${noun}:${id}`, before: was }),
      );
    },
  };
}
