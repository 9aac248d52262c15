import Papa from 'papaparse';
import { cellText } from './format.ts';
import type { GridColumn } from './types.ts';

// Excel reads a CSV without a byte-order mark as the local code page and garbles Chinese.
const UTF8_BOM = '\uFEFF';
// Member-entered text like "=HYPERLINK(...)" would run as a formula in a spreadsheet: Papa prefixes
// such cells with an apostrophe. Plain numbers ("-12.50") are left alone.
const FORMULA_START = /^(?!-?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

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
