import { useMemo } from 'react';
import type { GridColumn } from '../DataGrid/index.ts';
import { usePermission } from '../use-permission.ts';
import { isActionColumn } from './action-column.tsx';
import { isAllowed } from './row-actions.tsx';

/**
 * The columns less an actions column in which no row offers this admin an action (a role that may
 * only read): an empty column would only take room. Until rows arrive the column stays as declared.
 */
export function useAllowedColumns<TRow>(
  columns: readonly GridColumn<TRow>[],
  rows: readonly TRow[],
): readonly GridColumn<TRow>[] {
  const can = usePermission();
  const idle = useMemo(
    () =>
      rows.length === 0
        ? ''
        : columns
            .filter(isActionColumn)
            .filter((column) => !rows.some((row) => column.rowActions(row).some((a) => isAllowed(can, a))))
            .map((column) => column.key)
            .join(' '),
    [columns, rows, can],
  );
  // The same array while nothing is left out: the grid rebuilds its column model on a new one.
  return useMemo(
    () => (idle ? columns.filter((column) => !idle.split(' ').includes(column.key)) : columns),
    [columns, idle],
  );
}
