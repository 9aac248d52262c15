import dayjs, { type Dayjs } from 'dayjs';
import Papa from 'papaparse';
import { cellText } from './format.ts';
import type { GridColumn } from './types.ts';

// Excel reads a CSV without a byte-order mark as the local code page and garbles Chinese.
const UTF8_BOM = '\uFEFF';
// Member-entered text like "=HYPERLINK(...)" would run as a formula in a spreadsheet: Papa prefixes
// such cells with an apostrophe. Plain numbers ("-12.50") are left alone.
const FORMULA_START = /^(?!-?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

/** Spec §9 and API.md: `<name>-yyyyMMddHHmmss.csv`, the same shape the server's exports use. */
export function exportFileName(name: string, at: Dayjs = dayjs()): string {
  return `${name}-${at.format('YYYYMMDDHHmmss')}.csv`;
}

/** The header row holds the titles, which is also what import matches columns by. */
export function buildCsv<TRow>(columns: readonly GridColumn<TRow>[], rows: readonly TRow[]): string {
  const csv = Papa.unparse(
    {
      fields: columns.map((column) => column.title),
      data: rows.map((row) => columns.map((column) => cellText(column, row))),
    },
    { newline: '\r\n', escapeFormulae: FORMULA_START },
  );
  return UTF8_BOM + csv;
}

export function canDownload(): boolean {
  return (
    typeof Blob === 'function' && typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function'
  );
}

/**
 * Saves a file through a temporary link. Also for the API module's "export all", which receives the
 * server's streamed CSV as a Blob: that request needs the bearer token, so a plain link cannot fetch it.
 */
export function saveFile(content: Blob | string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
