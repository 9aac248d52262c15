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
 * The socket's reads come in pieces as small as one row when the reader keeps up with PostgreSQL, and an
 * export's compressor flushes after each piece it is given (app.ts), so small pieces cost bytes on the
 * wire and time: the same export took 7 s as 51 MB or 15–20 s as 57 MB by how the reads fell. Pieces are
 * gathered to this size first.
 */
export const COPY_CHUNK_BYTES = 64 * 1024;

/**
 * A query's rows as CSV (RFC 4180, nulls empty), written by PostgreSQL's COPY on a connection of its own
 * and read from the socket only as the consumer takes them, in chunks of about COPY_CHUNK_BYTES, so memory
 * stays flat however many rows there are. The connection goes back to the pool after the last row; when
 * the rows stop early (the consumer left, the query or the connection failed) it is closed instead, never
 * pooled in the middle of a COPY.
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
    let pieces: Uint8Array[] = [];
    let gathered = 0;
    for await (const piece of rows as AsyncIterable<Uint8Array>) {
      pieces.push(piece);
      gathered += piece.length;
      if (gathered < COPY_CHUNK_BYTES) continue;
      yield Buffer.concat(pieces, gathered);
      pieces = [];
      gathered = 0;
    }
    if (gathered > 0) yield Buffer.concat(pieces, gathered);
  } finally {
    client.off('error', onLost);
    client.release(rows.readableEnded ? undefined : (lost ?? new Error('COPY stopped before its end')));
  }
}
