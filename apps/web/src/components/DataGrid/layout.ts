import type { RowData } from '@tanstack/react-table';
import type { Header } from '@tanstack/react-table';
import type { CSSProperties } from 'react';
import type { GridFeatures } from './grid-table.ts';
import type { GridColumn } from './types.ts';
import { MIN_COLUMN_WIDTH } from './useColumnSettings.ts';

export const SELECTION_COLUMN_WIDTH = 48;

export interface LayoutColumn<TRow extends RowData> {
  id: string;
  column: GridColumn<TRow>;
  header: Header<GridFeatures, TRow, unknown>;
  width: number;
  /** Shared by the header and every row, so a resize restyles each cell the same way. */
  style: CSSProperties;
}

/**
 * Places the visible columns: left-fixed first, then the rest, then right-fixed; fixed columns stick
 * while the others scroll sideways. Unfixed columns grow in proportion to their widths to fill a wide
 * grid; fixed ones never grow, which keeps the sticky offsets equal to the summed widths. On a compact
 * grid a column with a `compactWidth` takes it, so a fixed column leaves room for the data.
 */
export function buildLayout<TRow extends RowData>(
  headers: readonly Header<GridFeatures, TRow, unknown>[],
  columnsById: ReadonlyMap<string, GridColumn<TRow>>,
  leadingWidth: number,
  compact = false,
): { columns: LayoutColumn<TRow>[]; totalWidth: number } {
  const placed = headers.flatMap((header) => {
    const column = columnsById.get(header.column.id);
    if (!column) return [];
    const width =
      compact && column.compactWidth !== undefined
        ? Math.max(MIN_COLUMN_WIDTH, column.compactWidth)
        : header.getSize();
    return [{ header, column, width }];
  });
  const left = placed.filter((item) => item.column.fixed === 'left');
  const right = placed.filter((item) => item.column.fixed === 'right');
  const center = placed.filter((item) => !item.column.fixed);

  let leftOffset = leadingWidth;
  const leftColumns = left.map((item, index) => {
    const style: CSSProperties = {
      flex: `0 0 ${item.width}px`,
      position: 'sticky',
      left: leftOffset,
      zIndex: 2,
      boxShadow: index === left.length - 1 ? 'var(--dg-fixed-shadow-left)' : undefined,
    };
    leftOffset += item.width;
    return { ...item, style };
  });
  let rightOffset = 0;
  const rightColumns = right
    .slice()
    .reverse()
    .map((item, index) => {
      const style: CSSProperties = {
        flex: `0 0 ${item.width}px`,
        position: 'sticky',
        right: rightOffset,
        zIndex: 2,
        boxShadow: index === right.length - 1 ? 'var(--dg-fixed-shadow-right)' : undefined,
      };
      rightOffset += item.width;
      return { ...item, style };
    })
    .reverse();
  const centerColumns = center.map((item) => ({
    ...item,
    style: { flex: `${item.width} 0 ${item.width}px` } satisfies CSSProperties,
  }));

  const columns = [...leftColumns, ...centerColumns, ...rightColumns].map((item) => ({
    id: item.header.column.id,
    column: item.column,
    header: item.header,
    width: item.width,
    style: item.style,
  }));
  const totalWidth = columns.reduce((sum, item) => sum + item.width, leadingWidth);
  return { columns, totalWidth };
}
