import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { finished, Readable } from 'node:stream';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null;
}

/**
 * A column whose text the database writes, for exports of millions of rows: shaping each row in
 * JavaScript costs several times what reading it does. `text` marks typed text (quoted when needed, kept
 * from running as a formula),
 * `nullable` one that may be null (written empty).
 */
export interface SqlCsvColumn {
  header: string;
  sql: SQL;
  text?: boolean;
  nullable?: boolean;
}

function timestamp(now = new Date()) {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getUTCFullYear()}${p(now.getUTCMonth() + 1)}${p(now.getUTCDate())}${p(now.getUTCHours())}${p(now.getUTCMinutes())}${p(now.getUTCSeconds())}`;
}

// Text members or staff typed ("=HYPERLINK(...)", "@cmd") would run as a formula when the file is opened
// in a spreadsheet: such a cell gets a leading apostrophe. Numbers ("-12.50") stay as they are.
const FORMULA_START = /^(?!-?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

// RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled.
const needsQuotes = /[",\r\n]/;
function field(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? (FORMULA_START.test(value) ? `'${value}` : value) : String(value);
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A column's value as the file holds it: typed text is kept from running as a spreadsheet formula. */
export function csvValue(column: SqlCsvColumn): SQL {
  if (!column.text) return column.sql;
  // The same rule as FORMULA_START; the first character alone settles almost every row cheaply.
  const first = sql`left(${column.sql}, 1)`;
  return sql`case when ${first} in ('=', '+', '@', chr(9), chr(13))
      or (${first} = '-' and ${column.sql} !~ '^-\\d+(\\.\\d+)?$')
    then '''' || ${column.sql} else ${column.sql} end`;
}

/** One CSV line (with its line break) per row, written by the database with the same quoting as `field`. */
export function csvLine(columns: SqlCsvColumn[]): SQL {
  const special = sql`('[",' || chr(13) || chr(10) || ']')`;
  const fields = columns.map((c) => {
    const text = csvValue(c);
    const value = c.text
      ? sql`case when (${text}) ~ ${special} then '"' || replace(${text}, '"', '""') || '"' else (${text}) end`
      : text;
    // concat_ws leaves a null out altogether, which would shift the columns after it.
    return c.nullable ? sql`coalesce((${value})::text, '')` : value;
  });
  return sql`concat_ws(',', ${sql.join(fields, sql`, `)}) || chr(10)`;
}

/**
 * API.md exports: text/csv streamed as the chunks arrive, named `<name>-yyyyMMddHHmmss.csv`. The next
 * chunk is read only as the client takes them, so memory stays flat however many rows there are.
 * Nothing is answered before the first chunk (or the end) arrives: a failure until then is the usual
 * JSON error; a failure after it closes the connection.
 */
export async function sendCsvText(
  reply: FastifyReply,
  name: string,
  headers: string[],
  chunks: AsyncIterable<string | Uint8Array>,
) {
  const rows = chunks[Symbol.asyncIterator]();
  const first = await rows.next();
  const csv = Readable.from(
    (async function* () {
      // A byte-order mark lets spreadsheet programs read the UTF-8 names correctly.
      yield `\uFEFF${headers.map(field).join(',')}\n`;
      for (let next = first; !next.done; next = await rows.next()) yield next.value;
    })(),
    { objectMode: false },
  );
  // However the download ends (the last row, a failure, the client leaving), the rows' source is closed.
  finished(csv, () => void rows.return?.()?.catch(() => {}));
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${timestamp()}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

/** An export whose rows are shaped in JavaScript: each batch written as one chunk. */
export function sendCsv<T>(
  reply: FastifyReply,
  name: string,
  columns: CsvColumn<T>[],
  batches: AsyncIterable<T[]>,
) {
  return sendCsvText(
    reply,
    name,
    columns.map((c) => c.header),
    (async function* () {
      for await (const batch of batches) {
        let chunk = '';
        for (const row of batch) {
          for (let i = 0; i < columns.length; i++) chunk += (i ? ',' : '') + field(columns[i]!.value(row));
          chunk += '\n';
        }
        yield chunk;
      }
    })(),
  );
}
