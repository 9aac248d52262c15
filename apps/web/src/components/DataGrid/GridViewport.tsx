import type { RowData, SortingState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useId,
  useMemo,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { GridHeader } from './GridHeader.tsx';
import { GridRow } from './GridRow.tsx';
import type { TagStyle } from './grid-style.ts';
import type { GridTableRow } from './grid-table.ts';
import type { LayoutColumn } from './layout.ts';
import type { GridTexts } from './locales.ts';
import type { GridLanguage } from './types.ts';
import { CompactGridContext } from './useCompactGrid.ts';
import { useGridKeyboard } from './useGridKeyboard.ts';

// Spec §9: virtual vertical scrolling above 100 rows; at or below it every row is in the DOM.
export const VIRTUAL_THRESHOLD = 100;
const OVERSCAN = 4;

export interface MenuTarget {
  rowId: string;
  columnId: string;
  x: number;
  y: number;
}

export interface GridViewportProps<TRow extends RowData> {
  scrollRef: RefObject<HTMLDivElement | null>;
  rows: readonly GridTableRow<TRow>[];
  columns: readonly LayoutColumn<TRow>[];
  totalWidth: number;
  texts: GridTexts;
  language: GridLanguage;
  tagStyle: TagStyle;
  rowHeight: number;
  height: number;
  ariaLabel: string;
  sorting: SortingState;
  onSort: (columnId: string) => void;
  onResizeBy: (columnId: string, delta: number) => void;
  resizingColumn: string | false;
  selection: { all: boolean; some: boolean; toggleAll: () => void } | null;
  isTree: boolean;
  currentId: string | null;
  onCurrentChange: (row: GridTableRow<TRow>) => void;
  onActivate: ((row: TRow) => void) | undefined;
  onOpenMenu: (target: MenuTarget) => void;
  /** Shown under the header when there are no rows; null hides it. */
  empty: ReactNode | null;
  loading: boolean;
  /** Told to the cells (useGridCompact), which may fold what they show. */
  compact: boolean;
}

function rowIndexOf(target: EventTarget): number {
  const rowElement = (target as Element).closest?.('[data-index]');
  return rowElement ? Number(rowElement.getAttribute('data-index')) : -1;
}

/** The scrolling part: header, rows (virtual above the threshold), keyboard and pointer handling. */
export function GridViewport<TRow extends RowData>(props: GridViewportProps<TRow>) {
  const { scrollRef, rows, columns, totalWidth, texts, language, rowHeight, height } = props;
  const { currentId, onCurrentChange, onOpenMenu, isTree } = props;
  const domId = useId();
  const virtual = rows.length > VIRTUAL_THRESHOLD;

  // A stable callback: the virtualizer recomputes every row's offset (100 000 of them) when it changes.
  // Items keep the default index keys, cheap to compute for every row; React keys rows by their id.
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  // The virtualizer is a mutable instance by design; this component is not one to auto-memoise.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    enabled: virtual,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: OVERSCAN,
    // The rows start below the sticky header, and a row scrolled to must not end up under it.
    scrollMargin: rowHeight,
    scrollPaddingStart: rowHeight,
    // Renders the right window before the first measurement (and where nothing measures, as in tests).
    initialRect: { width: 0, height },
  });

  const currentIndex = useMemo(
    () => (currentId === null ? -1 : rows.findIndex((row) => row.id === currentId)),
    [rows, currentId],
  );
  const rowDomId = (index: number) => `${domId}-r${index}`;

  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(rows.length - 1, index));
    const row = rows[target];
    if (!row) return;
    onCurrentChange(row);
    if (virtual) virtualizer.scrollToIndex(target, { align: 'auto' });
    else document.getElementById(rowDomId(target))?.scrollIntoView?.({ block: 'nearest' });
  };

  const openMenuAtCurrent = () => {
    const row = rows[currentIndex];
    const firstCell = document.getElementById(rowDomId(currentIndex))?.querySelector('[data-col]');
    const column = firstCell?.getAttribute('data-col');
    if (!row || !firstCell || !column) return;
    const rect = firstCell.getBoundingClientRect();
    onOpenMenu({ rowId: row.id, columnId: column, x: rect.left + 8, y: rect.bottom });
  };

  const onKeyDown = useGridKeyboard({
    rows,
    currentIndex,
    pageRows: () => Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? height) / rowHeight) - 1),
    moveTo,
    selectable: props.selection !== null,
    isTree,
    onActivate: props.onActivate,
    openMenuAtCurrent,
  });

  const rowAt = (event: MouseEvent) => rows[rowIndexOf(event.target)];
  const onContextMenu = (event: MouseEvent) => {
    const row = rowAt(event);
    const column = (event.target as Element).closest?.('[data-col]')?.getAttribute('data-col');
    if (!row || !column) return;
    event.preventDefault();
    onCurrentChange(row);
    onOpenMenu({ rowId: row.id, columnId: column, x: event.clientX, y: event.clientY });
  };

  const renderRow = (index: number, top: number | null) => {
    const row = rows[index];
    if (!row) return null;
    const selected = props.selection !== null && row.getIsSelected();
    return (
      <GridRow
        key={row.id}
        row={row}
        index={index}
        top={top}
        columns={columns}
        domId={rowDomId(index)}
        language={language}
        texts={texts}
        tagStyle={props.tagStyle}
        current={index === currentIndex}
        selectable={props.selection !== null}
        selected={selected}
        partlySelected={isTree && props.selection !== null && !selected && row.getIsSomeSelected()}
        treeColumnId={isTree ? (columns[0]?.id ?? null) : null}
        expanded={isTree && row.getIsExpanded()}
      />
    );
  };

  const items = virtual ? virtualizer.getVirtualItems() : [];
  const currentRendered =
    currentIndex >= 0 && (!virtual || items.some((item) => item.index === currentIndex));
  const scrollStyle: CSSProperties = {
    ['--dg-total-w' as string]: `${totalWidth}px`,
    ...(virtual ? { height } : { maxHeight: height }),
  };

  return (
    <div
      ref={scrollRef}
      className="dg-scroll"
      role={isTree ? 'treegrid' : 'grid'}
      aria-label={props.ariaLabel}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length + (props.selection ? 1 : 0)}
      aria-multiselectable={props.selection ? true : undefined}
      aria-busy={props.loading || undefined}
      aria-activedescendant={currentRendered ? rowDomId(currentIndex) : undefined}
      tabIndex={0}
      style={scrollStyle}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        const row = rowAt(event);
        if (row) onCurrentChange(row);
      }}
      onDoubleClick={(event) => {
        const row = rowAt(event);
        if (row) props.onActivate?.(row.original);
      }}
      onContextMenu={onContextMenu}
    >
      <GridHeader
        columns={columns}
        texts={texts}
        sorting={props.sorting}
        onSort={props.onSort}
        onResizeBy={props.onResizeBy}
        resizingColumn={props.resizingColumn}
        selection={props.selection}
      />
      <div
        className="dg-body"
        role="rowgroup"
        style={virtual ? { height: virtualizer.getTotalSize() } : undefined}
      >
        <CompactGridContext value={props.compact}>
          {virtual
            ? items.map((item) => renderRow(item.index, item.start - rowHeight))
            : rows.map((_, index) => renderRow(index, null))}
        </CompactGridContext>
      </div>
      {props.empty !== null && (
        <div className="dg-empty" role="row">
          <div role="gridcell" aria-colspan={columns.length + (props.selection ? 1 : 0)}>
            {props.empty}
          </div>
        </div>
      )}
    </div>
  );
}
