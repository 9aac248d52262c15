import {
  columnOrderingFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createExpandedRowModel,
  createSortedRowModel,
  rowExpandingFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type Row,
  type RowData,
  type SortFn,
} from '@tanstack/react-table';
import { cellValue } from './format.ts';
import { createLazyCoreRowModel } from './lazy-row-model.ts';
import { DEFAULT_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from './useColumnSettings.ts';
import type { GridColumn, GridColumnType } from './types.ts';

// Only the features the grid uses, so the bundle carries no filtering, grouping or pagination code
// (server lists page on the server; local lists scroll virtually).
// The core row model is built as rows are read (lazy-row-model.ts), not for every row before the first frame.
export const gridFeatures = tableFeatures({
  coreRowModel: createLazyCoreRowModel(),
  columnSizingFeature,
  columnResizingFeature,
  columnVisibilityFeature,
  columnOrderingFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowExpandingFeature,
  expandedRowModel: createExpandedRowModel(),
  rowSelectionFeature,
});

export type GridFeatures = typeof gridFeatures;
export type GridTableRow<TRow extends RowData> = Row<GridFeatures, TRow>;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isNaN(number) ? null : number;
}

function toTime(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = new Date(value as string | number).getTime();
  return Number.isNaN(time) ? null : time;
}

// Empty values count as the lowest, so they gather at one end whichever way the column is sorted.
function compareBy<TRow extends RowData>(
  read: (value: unknown) => number | null,
): SortFn<GridFeatures, TRow> {
  return (a, b, columnId) => {
    const left = read(a.getValue(columnId));
    const right = read(b.getValue(columnId));
    if (left === right) return 0;
    if (left === null) return -1;
    if (right === null) return 1;
    return left < right ? -1 : 1;
  };
}

function sortFnFor<TRow extends RowData>(type: GridColumnType): SortFn<GridFeatures, TRow> {
  if (type === 'amount' || type === 'float' || type === 'percent' || type === 'integer')
    return compareBy(toNumber);
  if (type === 'date') return compareBy(toTime);
  return (a, b, columnId) =>
    collator.compare(String(a.getValue(columnId) ?? ''), String(b.getValue(columnId) ?? ''));
}

export function toColumnDefs<TRow extends RowData>(
  columns: readonly GridColumn<TRow>[],
): ColumnDef<GridFeatures, TRow>[] {
  return columns.map((column) => ({
    id: column.key,
    header: column.title,
    accessorFn: (row: TRow) => cellValue(column, row),
    size: Math.max(MIN_COLUMN_WIDTH, column.width ?? DEFAULT_COLUMN_WIDTH),
    minSize: MIN_COLUMN_WIDTH,
    enableSorting: column.sortable === true,
    sortFn: sortFnFor<TRow>(column.type ?? 'text'),
    enableHiding: column.hideable !== false,
  }));
}
