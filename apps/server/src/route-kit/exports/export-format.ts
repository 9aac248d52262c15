import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ApiLanguage } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { currencies, dictionaries, dictionaryItems } from '../../db/schema/index.ts';
import type { CsvColumn, SqlCsvColumn } from '../csv-export.ts';
import { builtInLabels, labelText } from './dictionary-labels.ts';
import { exportHeaders, type ExportHeader } from './export-headers.ts';

/**
 * How one export writes its values, the same for "these rows" and "all" of a screen: headers in the
 * admin's language, amounts in currency units with the currency's code in the header, times in ISO
 * 8601 with the admin's offset, dictionary values as their labels.
 */
export interface ExportFormat {
  language: ApiLanguage;
  timeZone: string;
  currency: { code: string; decimals: number };
  /** Dictionary code → value → label. */
  labels: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

/**
 * - `amount`: integer smallest units, written as currency units ("1234.50").
 * - `time`: an instant, written in the admin's zone with its offset ("2026-11-25T15:38:00+08:00").
 * - `percent`: a decimal string, the header saying "%".
 * - `{ dictionary }`: a code, written as its label.
 * - `{ labels }`: a code of a list the server names itself (dictionary-labels.ts), written as its label.
 */
export type ExportKind =
  'text' | 'number' | 'amount' | 'time' | 'percent' | { dictionary: string } | { labels: string };

export interface ExportColumn<T> {
  header: ExportHeader;
  kind?: ExportKind;
  value: (row: T) => string | number | null | undefined;
}

/** A column the database writes, for exports of millions of rows. */
export interface SqlExportColumn {
  header: ExportHeader;
  kind?: ExportKind;
  sql: SQL;
  nullable?: boolean;
}

const dictionaryOf = (kind: ExportKind | undefined) =>
  typeof kind === 'object' && 'dictionary' in kind ? kind.dictionary : undefined;

/** A coded column's labels: its dictionary's, read for this export, or the server's own list's. */
const labelsOf = (kind: { dictionary: string } | { labels: string }, format: ExportFormat) =>
  'dictionary' in kind
    ? (format.labels.get(kind.dictionary) ?? new Map<string, string>())
    : new Map(Object.entries(builtInLabels(format.language, kind.labels)));

/** The default currency and the labels of the dictionaries the columns name, read once per export. */
export async function readExportFormat(
  db: Db,
  language: ApiLanguage,
  timeZone: string,
  columns: readonly { kind?: ExportKind }[],
): Promise<ExportFormat> {
  const codes = [...new Set(columns.map((c) => dictionaryOf(c.kind)).filter((c) => c !== undefined))];
  const [currency] = await db
    .select({ code: currencies.code, decimals: currencies.decimals })
    .from(currencies)
    .where(eq(currencies.isDefault, true));
  const items = codes.length
    ? await db
        .select({ code: dictionaries.code, value: dictionaryItems.value, label: dictionaryItems.label })
        .from(dictionaryItems)
        .innerJoin(dictionaries, eq(dictionaries.id, dictionaryItems.dictionaryId))
        .where(and(inArray(dictionaries.code, codes), eq(dictionaryItems.status, true)))
        .orderBy(asc(dictionaryItems.sort), asc(dictionaryItems.id))
    : [];
  const labels = new Map<string, Map<string, string>>(codes.map((code) => [code, new Map()]));
  // The first item of a value wins, as the web's tag shows the first.
  for (const item of items) {
    const byValue = labels.get(item.code)!;
    if (!byValue.has(item.value)) byValue.set(item.value, labelText(language, item.label));
  }
  // Spec §9's 2 places until a default currency exists.
  return { language, timeZone, currency: currency ?? { code: '', decimals: 2 }, labels };
}

export function headerOf(column: { header: ExportHeader; kind?: ExportKind }, format: ExportFormat): string {
  const title = exportHeaders[format.language][column.header];
  if (column.kind === 'amount' && format.currency.code) return `${title} (${format.currency.code})`;
  if (column.kind === 'percent') return `${title} (%)`;
  return title;
}

/** (12345, 2) → "123.45", (-5, 2) → "-0.05": exact, by moving the point in the digits. */
export function minorUnitsText(minor: number, decimals: number): string {
  if (decimals === 0) return String(minor);
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as ISO 8601 in a time zone, with that zone's offset at the instant (summer time included). */
export function isoInZone(instant: Date | string, timeZone: string): string {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    });
    zoneFormats.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(new Date(instant))) parts[part.type] = part.value;
  // "GMT+08:00", or "GMT" alone at UTC.
  const offset = parts.timeZoneName!.replace('GMT', '') || '+00:00';
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** `labels`: a coded column's labels, found once per column rather than for every row. */
function writeValue(
  kind: ExportKind | undefined,
  value: unknown,
  format: ExportFormat,
  labels: ReadonlyMap<string, string> | undefined,
): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'amount') return minorUnitsText(Number(value), format.currency.decimals);
  if (kind === 'time') return isoInZone(value as string, format.timeZone);
  if (labels) return labels.get(String(value)) ?? String(value);
  return value as string | number;
}

/** The columns as the CSV writer takes them, for rows shaped in JavaScript. */
export function csvColumnsOf<T>(columns: readonly ExportColumn<T>[], format: ExportFormat): CsvColumn<T>[] {
  return columns.map((column) => {
    const labels = typeof column.kind === 'object' ? labelsOf(column.kind, format) : undefined;
    return {
      header: headerOf(column, format),
      value: (row) => writeValue(column.kind, column.value(row), format, labels),
    };
  });
}

// The same texts as writeValue, written by the database.
function sqlValue(column: SqlExportColumn, format: ExportFormat): SQL {
  const { kind } = column;
  if (kind === 'amount') {
    const places = format.currency.decimals;
    if (places === 0) return sql`(${column.sql})::text`;
    // numeric division is exact; the cast fixes the places ("12.50", not "12.5000000").
    return sql`((${column.sql})::numeric / ${sql.raw(String(10 ** places))})::numeric(30, ${sql.raw(String(places))})::text`;
  }
  if (kind === 'time') {
    const local = sql`(${column.sql} at time zone ${format.timeZone})`;
    const offset = sql`extract(epoch from ${local} - (${column.sql} at time zone 'UTC'))::int`;
    return sql`to_char(${local}, 'YYYY-MM-DD"T"HH24:MI:SS')
      || case when ${offset} < 0 then '-' else '+' end
      || to_char(make_interval(secs => abs(${offset})), 'HH24:MI')`;
  }
  if (typeof kind === 'object') {
    const labels = [...labelsOf(kind, format)];
    if (labels.length === 0) return column.sql;
    const cases = labels.map(([value, label]) => sql`when ${value} then ${label}`);
    return sql`case ${column.sql} ${sql.join(cases, sql` `)} else ${column.sql} end`;
  }
  return column.sql;
}

/** The columns as the database's CSV writer takes them. */
export function sqlCsvColumnsOf(columns: readonly SqlExportColumn[], format: ExportFormat): SqlCsvColumn[] {
  return columns.map((column) => ({
    header: headerOf(column, format),
    sql: sqlValue(column, format),
    text: column.kind === undefined || column.kind === 'text' || typeof column.kind === 'object',
    nullable: column.nullable,
  }));
}
