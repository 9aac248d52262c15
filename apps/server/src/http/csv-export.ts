import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null;
}

function timestamp(now = new Date()) {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getUTCFullYear()}${p(now.getUTCMonth() + 1)}${p(now.getUTCDate())}${p(now.getUTCHours())}${p(now.getUTCMinutes())}${p(now.getUTCSeconds())}`;
}

// RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled.
const needsQuotes = /[",\r\n]/;
function field(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : String(value);
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * API.md exports: text/csv streamed as the batches arrive, named `<name>-yyyyMMddHHmmss.csv`. Each batch
 * is written as one chunk, and the next is read only as the client takes them, so memory stays flat.
 */
export function sendCsv<T>(
  reply: FastifyReply,
  name: string,
  columns: CsvColumn<T>[],
  batches: AsyncIterable<T[]>,
) {
  const csv = Readable.from(
    (async function* () {
      // A byte-order mark lets spreadsheet programs read the UTF-8 names correctly.
      yield `\uFEFF${columns.map((c) => field(c.header)).join(',')}\n`;
      for await (const batch of batches) {
        let chunk = '';
        for (const row of batch) {
          for (let i = 0; i < columns.length; i++) chunk += (i ? ',' : '') + field(columns[i]!.value(row));
          chunk += '\n';
        }
        yield chunk;
      }
    })(),
    { objectMode: false },
  );
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${timestamp()}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
