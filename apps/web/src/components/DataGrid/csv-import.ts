import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import Papa from 'papaparse';
import { parseAmountText } from '../money/money-text.ts';
import { DEFAULT_DATE_FORMAT, decimalsOf } from './format.ts';
import type { GridColumn } from './types.ts';

dayjs.extend(customParseFormat);

/** Why a file was refused; each maps to one of the spec's messages. */
export type ImportFailure = 'unsupportedFileType' | 'importFormatError';

/** `rowNumbers`: each row's number in the file as a spreadsheet numbers it (the header is row 1). */
/** `at`: the row (numbered so too) and the column's title where a row or a cell failed. */
export type ImportOutcome<TRow> =
  | { ok: true; rows: TRow[]; rowNumbers: number[] }
  | { ok: false; failure: ImportFailure; at?: { row: number; column?: string } };

type Parsed = { ok: true; value: unknown } | { ok: false };

const CSV_TYPES = ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/plain', ''];

export function isCsvFile(file: File): boolean {
  return file.name.toLowerCase().endsWith('.csv') && CSV_TYPES.includes(file.type);
}

/** A column takes part in import only when its value is a plain field of the row. */
export function importableColumns<TRow>(columns: readonly GridColumn<TRow>[]): GridColumn<TRow>[] {
  return columns.filter((column) => !column.value && column.importable !== false);
}

// Amounts arrive in export's plain form ("1234.56") and become the integer 123456, digits moved exactly.
function parseAmount(text: string, decimals: number): Parsed {
  const parsed = parseAmountText(text, decimals, null);
  return parsed.ok ? { ok: true, value: parsed.minor } : { ok: false };
}

export function parseCell<TRow>(column: GridColumn<TRow>, raw: string): Parsed {
  const text = raw.trim();
  const type = column.type ?? 'text';
  // Undo export's formula guard, so a round trip gives back the text that was exported.
  if (type === 'text') return { ok: true, value: raw.replace(/^'(?=[=+\-@\t\r])/, '') };
  if (text === '') return { ok: true, value: null };
  switch (type) {
    case 'integer': {
      const value = Number(text);
      return /^-?\d+$/.test(text) && Number.isSafeInteger(value) ? { ok: true, value } : { ok: false };
    }
    case 'amount':
      return parseAmount(text, decimalsOf(column));
    case 'float':
    case 'percent':
      // Kept as the decimal string: API.md sends percentages that way, and it stays exact.
      return /^-?\d+(\.\d+)?$/.test(text) ? { ok: true, value: text } : { ok: false };
    case 'date': {
      const date = dayjs(text, column.dateFormat ?? DEFAULT_DATE_FORMAT, true);
      return date.isValid() ? { ok: true, value: date.toISOString() } : { ok: false };
    }
    case 'tag': {
      const option = column.options?.find((item) => item.label === text || String(item.value) === text);
      return option ? { ok: true, value: option.value } : { ok: false };
    }
  }
}

/**
 * Reads a CSV written by export (or by hand with the same headers). A header matches a column by
 * title or key; an unknown header, a ragged row or a value that does not convert fails the whole file,
 * so a half-imported list never happens.
 */
export function parseCsv<TRow>(text: string, columns: readonly GridColumn<TRow>[]): ImportOutcome<TRow> {
  const clean = text.replace(/^\uFEFF/, '');
  // The delimiter is found with blank lines left out, as ever; the file is then read with them kept and
  // counted, so each row carries the number a spreadsheet shows.
  const found = Papa.parse<string[]>(clean, { skipEmptyLines: 'greedy', preview: 10 });
  const result = Papa.parse<string[]>(clean, { delimiter: found.meta.delimiter });
  const numbered = result.data
    .map((cells, index) => ({ cells, number: index + 1 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  const [first, ...records] = numbered;
  const header = first?.cells;
  if (found.errors.length + result.errors.length > 0 || !header || header.length === 0) {
    return { ok: false, failure: 'importFormatError' };
  }
  const importable = importableColumns(columns);
  const ignored = new Set(
    columns.filter((column) => !importable.includes(column)).flatMap((c) => [c.title, c.key]),
  );
  const byHeader = header.map((name) => {
    const trimmed = name.trim();
    return importable.find((column) => column.title === trimmed || column.key === trimmed) ?? trimmed;
  });
  // A header naming no column is a field error; one naming a derived (not importable) column is skipped.
  if (byHeader.some((match) => typeof match === 'string' && !ignored.has(match))) {
    return { ok: false, failure: 'importFormatError' };
  }
  if (!byHeader.some((match) => typeof match !== 'string'))
    return { ok: false, failure: 'importFormatError' };

  const rows: TRow[] = [];
  for (const { cells: record, number } of records) {
    if (record.length !== header.length)
      return { ok: false, failure: 'importFormatError', at: { row: number } };
    const row: Record<string, unknown> = {};
    for (let index = 0; index < byHeader.length; index++) {
      const column = byHeader[index];
      if (!column || typeof column === 'string') continue;
      const parsed = parseCell(column, record[index] ?? '');
      if (!parsed.ok)
        return { ok: false, failure: 'importFormatError', at: { row: number, column: column.title } };
      row[column.key] = parsed.value;
    }
    rows.push(row as TRow);
  }
  return { ok: true, rows, rowNumbers: records.map((record) => record.number) };
}

export async function readCsvFile<TRow>(
  file: File,
  columns: readonly GridColumn<TRow>[],
): Promise<ImportOutcome<TRow>> {
  if (!isCsvFile(file)) return { ok: false, failure: 'unsupportedFileType' };
  return parseCsv(await file.text(), columns);
}
