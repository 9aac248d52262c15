import { stringify } from 'csv-stringify';
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

/** API.md exports: text/csv streamed as the batches arrive, named `<name>-yyyyMMddHHmmss.csv`. */
export function sendCsv<T>(
  reply: FastifyReply,
  name: string,
  columns: CsvColumn<T>[],
  batches: AsyncIterable<T[]>,
) {
  const rows = Readable.from(
    (async function* () {
      for await (const batch of batches) for (const row of batch) yield columns.map((c) => c.value(row));
    })(),
  );
  // A byte-order mark lets spreadsheet programs read the UTF-8 names correctly.
  const csv = rows.pipe(stringify({ header: true, columns: columns.map((c) => c.header), bom: true }));
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${timestamp()}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
