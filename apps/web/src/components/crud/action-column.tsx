import type { GridColumn } from '../DataGrid/index.ts';
import { RowActions, type RowAction } from './row-actions.tsx';

/** The actions column, which also names each row's actions so a list can leave it out when none is allowed. */
export interface ActionColumn<TRow> extends GridColumn<TRow> {
  rowActions: (row: TRow) => readonly RowAction[];
}

export const isActionColumn = <TRow,>(column: GridColumn<TRow>): column is ActionColumn<TRow> =>
  'rowActions' in column;

/**
 * The last column of a list: the row's buttons; never exported, imported or hidden. On a compact grid
 * it narrows, the buttons folded into one menu.
 */
export function actionColumn<TRow>(
  title: string,
  actionsOf: (row: TRow) => readonly RowAction[],
  width = 180,
): ActionColumn<TRow> {
  return {
    key: 'actions',
    title,
    width,
    // Spec §9's least column width: room for one short button or the menu's.
    compactWidth: 100,
    fixed: 'right',
    value: () => null,
    render: (_value, row) => <RowActions actions={actionsOf(row)} />,
    rowActions: actionsOf,
    hideable: false,
    importable: false,
    exportable: false,
  };
}
