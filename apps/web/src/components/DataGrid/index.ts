export { DataGrid } from './DataGrid.tsx';
export { exportFileName, saveFile } from './save-file.ts';
export { amountToDecimal, formatValue } from './format.ts';
export { gridLocales, type GridTexts } from './locales.ts';
export { COMPACT_GRID_WIDTH, useGridCompact } from './useCompactGrid.ts';
export type {
  BulkAction,
  DataGridProps,
  GridColumn,
  GridColumnType,
  GridLanguage,
  GridSelection,
  GridTagOption,
  ImportMode,
  ImportResult,
  ListMeta,
  ListQuery,
  RowKey,
  ServerPaging,
  TreeOptions,
} from './types.ts';
