import {
  fieldMessages,
  messageKeys,
  type ImportMode,
  type ImportResultCounts,
  type MessageParams,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Actor } from '../core/actor.ts';
import { AppError, Duplicate } from '../core/errors.ts';
import type { MessageKey } from '../core/i18n/index.ts';

type FieldFault = { key: MessageKey; params?: MessageParams };

/**
 * How one resource takes the rows of a CSV import: the create route's own schema, the field that names a
 * row (a code, a value), and the writes of its create and update routes, which take a transaction.
 */
export interface RowImport<Body> {
  schema: z.ZodType<Body, unknown>;
  keyField: string;
  /** What makes two rows the same row: a code, or a code within its kind. */
  keyOf: (body: Body) => string;
  /** The id of the stored row with this row's key, if there is one. */
  find: (db: Db, body: Body) => Promise<number | null>;
  create: (db: Db, actor: Actor, body: Body) => Promise<unknown>;
  update: (db: Db, actor: Actor, id: number, body: Body) => Promise<unknown>;
}

/** Thrown inside the import's transaction so that nothing of it stays once a row is refused. */
class RowsRefused extends Error {}

/**
 * An import is written whole or not at all. Every row is checked as its create route checks
 * it (schema, then the service's rules, duplicates against stored rows and earlier rows of the file
 * included) inside one transaction, each row under its own savepoint so that one refusal does not hide
 * the next; when any row is refused the transaction is rolled back and the 422 names each faulty row and
 * field as `rows.<index>.<field>` (index from 0, as every path of a request body).
 */
export async function importRows<Body>(
  db: Db,
  actor: Actor,
  spec: RowImport<Body>,
  request: { mode: ImportMode; rows: unknown[] },
): Promise<ImportResultCounts> {
  const faults: Record<string, FieldFault[]> = {};
  const refusedRows = new Set<number>();
  const refuse = (index: number, field: string, fault: FieldFault) => {
    refusedRows.add(index);
    (faults[['rows', index, field].filter((part) => part !== '').join('.')] ??= []).push(fault);
  };

  // The create route's schema, row by row; a key met twice in the file refuses the later rows.
  const bodies: (Body | null)[] = [];
  const firstRowOfKey = new Map<string, number>();
  request.rows.forEach((row, index) => {
    const parsed = spec.schema.safeParse(row, { reportInput: true });
    if (!parsed.success) {
      for (const message of fieldMessages(parsed.error.issues))
        refuse(index, message.path.map(String).join('.'), message);
      return bodies.push(null);
    }
    const key = spec.keyOf(parsed.data);
    if (firstRowOfKey.has(key)) {
      refuse(index, spec.keyField, { key: messageKeys.repeatedInFile });
      return bodies.push(null);
    }
    firstRowOfKey.set(key, index);
    bodies.push(parsed.data);
  });

  const counts = { created: 0, updated: 0 };
  try {
    await db.transaction(async (tx) => {
      for (const [index, body] of bodies.entries()) {
        if (!body) continue;
        try {
          await tx.transaction(async (row) => {
            const id = await spec.find(row, body);
            if (id === null) {
              await spec.create(row, actor, body);
              counts.created++;
            } else if (request.mode === 'covering') {
              await spec.update(row, actor, id, body);
              counts.updated++;
            } else throw Duplicate(spec.keyField);
          });
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          const fields = Object.entries(err.fields);
          if (!fields.length) refuse(index, '', { key: err.key, params: err.params });
          for (const [field, list] of fields) for (const fault of list) refuse(index, field, fault);
        }
      }
      if (refusedRows.size) throw new RowsRefused();
    });
  } catch (err) {
    if (!(err instanceof RowsRefused)) throw err;
  }
  if (refusedRows.size) throw new AppError(422, 'import_refused', { count: refusedRows.size }, faults);
  return counts;
}
