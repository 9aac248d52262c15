import type { GridColumn } from '../DataGrid/index.ts';
import { RowActions, type RowAction } from './row-actions.tsx';

/** The last column of a list: the row's buttons; never exported, imported or hidden. */
export function actionColumn<TRow>(
  title: string,
  actionsOf: (row: TRow) => readonly RowAction[],
  width = 180,
): GridColumn<TRow> {
  return {
    key: 'actions',
    title,
    width,
    fixed: 'right',
    value: () => null,
    render: (_value, row) => <RowActions actions={actionsOf(row)} />,
    hideable: false,
    importable: false,
    exportable: false,
  };
}
