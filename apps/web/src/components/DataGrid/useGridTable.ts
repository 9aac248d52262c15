import {
  functionalUpdate,
  useTable,
  type ColumnSizingState,
  type ExpandedState,
  type Row,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { gridFeatures, toColumnDefs, type GridFeatures } from './grid-table.ts';
import { buildLayout, SELECTION_COLUMN_WIDTH } from './layout.ts';
import { nextSorting, sortingFromQuery, sortingToQuery } from './sorting.ts';
import { MIN_COLUMN_WIDTH, type ColumnSettings } from './useColumnSettings.ts';
import type { DataGridProps, GridColumn, TreeOptions } from './types.ts';

type TableInputs<TRow extends object> = Pick<
  DataGridProps<TRow>,
  'columns' | 'rows' | 'rowKey' | 'server' | 'selection' | 'tree'
> & {
  settings: ColumnSettings;
  onWidthsChange: (widths: Record<string, number>) => void;
  /** The grid is narrow: columns with a `compactWidth` take it. */
  compact: boolean;
};

function treeOptionsOf(tree: TreeOptions | boolean | undefined): TreeOptions | null {
  if (!tree) return null;
  return tree === true ? {} : tree;
}

/** The headless table: sorting, tree expansion, selection and column state, all in one place. */
export function useGridTable<TRow extends object>(inputs: TableInputs<TRow>) {
  const { columns, rows, rowKey, server, selection, settings, onWidthsChange, compact } = inputs;
  const tree = treeOptionsOf(inputs.tree);
  const childrenKey = tree?.childrenKey ?? 'children';
  const untypedColumns = columns as readonly GridColumn<never>[];

  const columnDefs = useMemo(() => toColumnDefs(columns), [columns]);

  const getRowId = useCallback(
    (row: TRow, index: number, parent?: Row<GridFeatures, TRow>) => {
      const key = typeof rowKey === 'function' ? rowKey(row) : row[rowKey];
      // Rows without a key (fresh from an import) still need an id unique within their parent.
      if (key === undefined || key === null || key === '') return `${parent ? `${parent.id}/` : ''}#${index}`;
      return String(key);
    },
    [rowKey],
  );

  // Derived state is memoised: a new array each render would make the table re-sort every row.
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const serverSort = server?.query.sort;
  const serverSorting = useMemo(
    () => sortingFromQuery(serverSort, untypedColumns),
    [serverSort, untypedColumns],
  );
  const sorting = server ? serverSorting : localSorting;

  const [expanded, setExpanded] = useState<ExpandedState>(() => (tree?.defaultExpandAll ? true : {}));

  const controlledKeys = typeof selection === 'object' ? selection.selectedKeys : undefined;
  const [localSelection, setLocalSelection] = useState<RowSelectionState>({});
  const controlledSelection = useMemo(
    () => (controlledKeys ? Object.fromEntries(controlledKeys.map((key) => [key, true as const])) : null),
    [controlledKeys],
  );
  const rowSelection = controlledSelection ?? localSelection;

  const columnVisibility = useMemo(
    () => Object.fromEntries(settings.hidden.map((key) => [key, false])),
    [settings.hidden],
  );

  const table = useTable({
    features: gridFeatures,
    columns: columnDefs,
    data: rows,
    getRowId,
    getSubRows: tree
      ? (row: TRow) => (row as Record<string, unknown>)[childrenKey] as TRow[] | undefined
      : undefined,
    state: {
      sorting,
      expanded,
      rowSelection,
      columnOrder: settings.order,
      columnVisibility,
      columnSizing: settings.widths,
    },
    manualSorting: Boolean(server),
    onExpandedChange: setExpanded,
    enableRowSelection: Boolean(selection),
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = functionalUpdate(updater, rowSelection);
      if (!controlledSelection) setLocalSelection(next);
      if (typeof selection === 'object' && selection.onChange) {
        const byId = table.getCoreRowModel().rowsById;
        const keys = Object.keys(next).filter((key) => next[key]);
        selection.onChange(
          keys,
          keys.flatMap((key) => (byId[key] ? [byId[key].original] : [])),
        );
      }
    },
    columnResizeMode: 'onChange',
    onColumnSizingChange: (updater: Updater<ColumnSizingState>) =>
      onWidthsChange(functionalUpdate(updater, settings.widths)),
    // A refetch or an import must not fold an expanded tree back up.
    autoResetExpanded: false,
  });

  const toggleSort = useCallback(
    (columnId: string) => {
      const next = nextSorting(sorting, columnId);
      if (server)
        server.onQueryChange({ ...server.query, page: 1, sort: sortingToQuery(next, untypedColumns) });
      else setLocalSorting(next);
    },
    [sorting, server, untypedColumns],
  );

  const resizeBy = useCallback(
    (columnId: string, delta: number) =>
      table.setColumnSizing((old) => ({
        ...old,
        [columnId]: Math.max(MIN_COLUMN_WIDTH, (table.getColumn(columnId)?.getSize() ?? 0) + delta),
      })),
    [table],
  );

  const selectable = Boolean(selection);
  const columnsById = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns]);
  const headers = table.getHeaderGroups()[0]?.headers;
  const layout = useMemo(
    () => buildLayout(headers ?? [], columnsById, selectable ? SELECTION_COLUMN_WIDTH : 0, compact),
    // Widths are read from the headers, which keep their identity through a resize.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [headers, columnsById, selectable, settings.widths, compact],
  );

  const displayRows = table.getRowModel().rows;
  const selectionSummary = useMemo(
    () =>
      selectable
        ? {
            all: displayRows.length > 0 && table.getIsAllRowsSelected(),
            some: table.getIsSomeRowsSelected(),
            toggleAll: () => table.toggleAllRowsSelected(),
          }
        : null,
    // The answers change with the selection and the rows, which the table reads from its state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [selectable, rowSelection, displayRows],
  );

  return {
    table,
    displayRows,
    layout,
    columnsById,
    selectionSummary,
    sorting,
    toggleSort,
    resizeBy,
    isTree: tree !== null,
  };
}

export type GridTable<TRow extends object> = ReturnType<typeof useGridTable<TRow>>['table'];
