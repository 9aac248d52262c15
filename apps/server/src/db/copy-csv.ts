import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

// COPY takes no bind parameters: Drizzle writes the values into the statement, quoted by pg's
// escapeLiteral, which stays safe whatever the server's standard_conforming_strings says.
class InlineDialect extends PgDialect {
  override escapeString(text: string) {
    return pg.escapeLiteral(text);
  }
}
const dialect = new InlineDialect();

/**
 * A query's rows as CSV (RFC 4180, nulls empty), written by PostgreSQL's COPY on a connection of its own
 * and read from the socket only as the consumer takes them, so memory stays flat however many rows there
 * are. The connection goes back to the pool after the last row; when the rows stop early (the consumer
 * left, the query or the connection failed) it is closed instead, never pooled in the middle of a COPY.
 */
export async function* copyCsv(pool: pg.Pool, query: SQL): AsyncGenerator<Uint8Array> {
  const { sql: text, params } = dialect.sqlToQuery(query.inlineParams());
  if (params.length) throw new Error('COPY statement kept bind parameters');
  const client = await pool.connect();
  // A checked-out client has no error listener of the pool's: a lost connection must not end the process.
  let lost: Error | undefined;
  const onLost = (err: Error) => (lost = err);
  client.on('error', onLost);
  const rows = client.query(copyTo(`copy (${text}) to stdout with (format csv)`));
  // Closing the connection mid-COPY makes the stream report an error after its reader has gone.
  rows.on('error', () => {});
  try {
    for await (const chunk of rows as AsyncIterable<Uint8Array>) yield chunk;
  } finally {
    client.off('error', onLost);
    client.release(rows.readableEnded ? undefined : (lost ?? new Error('COPY stopped before its end')));
  }
}
