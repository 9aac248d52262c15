import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExportRows } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { sendCsv } from '../csv-export.ts';
import { pickLanguage } from '../../core/i18n/index.ts';
import { csvColumnsOf, readExportFormat, type ExportColumn, type ExportFormat } from './export-format.ts';

export interface ExportQuery {
  rows: ExportRows;
  tz?: string;
}

/** The format of one export request: the caller's language, the zone asked for (UTC by default). */
export function exportFormatFor(
  db: Db,
  req: FastifyRequest,
  query: ExportQuery,
  columns: readonly { kind?: ExportColumn<never>['kind'] }[],
  zoneFallback = 'UTC',
): Promise<ExportFormat> {
  return readExportFormat(
    db,
    pickLanguage(req.headers['accept-language']),
    query.tz ?? zoneFallback,
    columns,
  );
}

async function* onePage<T>(page: () => Promise<{ data: T[] }>): AsyncGenerator<T[]> {
  yield (await page()).data;
}

/**
 * A screen's export, for rows shaped in JavaScript: the page the list shows (`rows=page`) or every row of
 * the filter, through the same columns, so both read alike.
 */
export async function sendExport<T>(
  reply: FastifyReply,
  req: FastifyRequest,
  db: Db,
  spec: {
    name: string;
    query: ExportQuery;
    columns: readonly ExportColumn<T>[];
    page: () => Promise<{ data: T[] }>;
    all: () => AsyncIterable<T[]>;
  },
) {
  const format = await exportFormatFor(db, req, spec.query, spec.columns);
  const rows = spec.query.rows === 'page' ? onePage(spec.page) : spec.all();
  return sendCsv(reply, spec.name, csvColumnsOf(spec.columns, format), rows);
}
