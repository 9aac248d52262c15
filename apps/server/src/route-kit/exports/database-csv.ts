import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { csvLine, csvValue, type SqlCsvColumn } from '../csv-export.ts';

/** A list that exports through a statement of its own (keysetList's `select`). */
interface ExportingList {
  exportStatement(columns: SQL, where: SQL | undefined): SQL;
  exportBatches<R>(db: Db, columns: SQL, where: SQL | undefined): AsyncIterable<(R & { id: number })[]>;
}

const LINES_PER_CHUNK = 256;

/**
 * A list's rows as CSV lines the database writes, with flat memory. PostgreSQL writes them with COPY,
 * quoting as RFC 4180 says; the embedded database writes each line (`csvLine`) in keyset batches, which
 * leave its single connection free between batches.
 */
export function databaseCsv(
  database: Database,
  list: ExportingList,
  columns: SqlCsvColumn[],
  where: SQL | undefined,
): AsyncIterable<string | Uint8Array> {
  if (!database.copyCsv) return lineChunks(database.db, list, columns, where);
  const values = sql.join(
    columns.map((c) => csvValue(c)),
    sql`, `,
  );
  return database.copyCsv(list.exportStatement(values, where));
}

async function* lineChunks(
  db: Db,
  list: ExportingList,
  columns: SqlCsvColumn[],
  where: SQL | undefined,
): AsyncGenerator<string> {
  const batches = list.exportBatches<{ line: string }>(db, sql`${csvLine(columns)} as line`, where);
  // Chunks of a few dozen kilobytes: short-lived strings the young generation collects cheaply, where
  // one string per batch (near a megabyte) would wait in the large-object space for a full collection.
  for await (const batch of batches) {
    for (let i = 0; i < batch.length; i += LINES_PER_CHUNK) {
      let chunk = '';
      for (const row of batch.slice(i, i + LINES_PER_CHUNK)) chunk += row.line;
      yield chunk;
    }
  }
}
