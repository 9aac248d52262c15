import type { RowData, SortingState } from '@tanstack/react-table';
import {
  useId,
  useMemo,
  useRef,
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
import { useRowWindow } from './useRowWindow.ts';

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

/**
 * Which of the rendered row elements shows each row while the list is virtual. A row that stays in the
 * window keeps its element; a row coming in takes the element of one that left, in the order they were
 * shown. React then updates those elements in place instead of removing one element and building
 * another per row, which is most of a scroll frame's cost when a jump replaces every row.
 */
export function assignRowSlots(previous: ReadonlyMap<string, number>, ids: readonly string[]) {
  const shown = new Set(ids);
  const free: number[] = [];
  let fresh = 0;
  for (const [id, slot] of previous) {
    if (!shown.has(id)) free.push(slot);
    fresh = Math.max(fresh, slot + 1);
  }
  const slots = new Map<string, number>();
  let taken = 0;
  for (const id of ids) {
    if (slots.has(id)) continue;
    slots.set(id, previous.get(id) ?? (taken < free.length ? free[taken++]! : fresh++));
  }
  return slots;
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

  const { range, scrollToIndex } = useRowWindow({
    scrollRef,
    count: rows.length,
    enabled: virtual,
    rowHeight,
    height,
    overscan: OVERSCAN,
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
    if (virtual) scrollToIndex(target);
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

  const renderRow = (index: number, key: string) => {
    const row = rows[index];
    if (!row) return null;
    const selected = props.selection !== null && row.getIsSelected();
    return (
      <GridRow
        key={key}
        row={row}
        index={index}
        virtual={virtual}
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

  const shown: number[] = [];
  if (virtual) for (let index = range.start; index < range.end; index++) shown.push(index);
  // Read and written while rendering on purpose: each render's slots follow from the last one's, and a
  // render that React throws away leaves slots that are still unique.
  const slotsRef = useRef<ReadonlyMap<string, number>>(new Map());
  const shownIds = shown.map((index) => rows[index]!.id);
  // eslint-disable-next-line react-hooks/refs
  const slots = virtual ? assignRowSlots(slotsRef.current, shownIds) : null;
  // eslint-disable-next-line react-hooks/refs
  if (slots) slotsRef.current = slots;
  const currentRendered =
    currentIndex >= 0 && (!virtual || (currentIndex >= range.start && currentIndex < range.end));
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
        // The shown rows follow each other in the normal flow, below a padding as tall as the rows above
        // them: no row is positioned, so none is a layer of its own to place and paint every frame.
        style={virtual ? { height: rows.length * rowHeight, paddingTop: range.start * rowHeight } : undefined}
      >
        <CompactGridContext value={props.compact}>
          {virtual
            ? shown.map((index) => renderRow(index, `s${slots?.get(rows[index]!.id)}`))
            : rows.map((row, index) => renderRow(index, row.id))}
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
