import type { RowData } from '@tanstack/react-table';
import { CaretDownOutlined, CaretRightOutlined } from '@ant-design/icons';
import { memo, useLayoutEffect, useRef } from 'react';
import { cellValue, formatValue } from './format.ts';
import type { TagStyle } from './grid-style.ts';
import type { GridTableRow } from './grid-table.ts';
import type { LayoutColumn } from './layout.ts';
import type { GridTexts } from './locales.ts';
import { SelectBox } from './SelectBox.tsx';
import type { GridColumn, GridLanguage } from './types.ts';

export interface GridRowProps<TRow extends RowData> {
  row: GridTableRow<TRow>;
  /** Position in the displayed rows (0-based). */
  index: number;
  /** Shown in a window of a longer list, placed by the body's padding; false while every row is there. */
  virtual: boolean;
  columns: readonly LayoutColumn<TRow>[];
  domId: string;
  language: GridLanguage;
  texts: GridTexts;
  tagStyle: TagStyle;
  current: boolean;
  selectable: boolean;
  selected: boolean;
  /** Some but not all of a tree row's descendants are selected. */
  partlySelected: boolean;
  /** The column holding the tree's expand control; null outside tree mode. */
  treeColumnId: string | null;
  expanded: boolean;
}

const TREE_INDENT = 16;

/** A column's own content, in a component of its own: its render may use hooks. */
function RenderedCell<TRow extends RowData>({
  column,
  row,
  index,
}: {
  column: GridColumn<TRow>;
  row: TRow;
  index: number;
}) {
  return <span className="dg-render">{column.render?.(cellValue(column, row), row, index)}</span>;
}

/**
 * A cell's content. The grid's own kinds are written by a plain call rather than a component per cell:
 * a scroll that brings a row in renders every cell of it, and a component per cell doubled what React
 * walks per row.
 */
function cellContent<TRow extends RowData>(
  column: GridColumn<TRow>,
  row: GridTableRow<TRow>,
  index: number,
  language: GridLanguage,
  tagStyle: TagStyle,
) {
  if (column.render) {
    // Its content may hold state (an open menu): it belongs to the row, not the element.
    return <RenderedCell key={row.id} column={column} row={row.original} index={index} />;
  }
  const value = cellValue(column, row.original);
  if (column.type === 'tag') {
    const option = column.options?.find((candidate) => candidate.value === value);
    if (option) {
      return (
        <span className="dg-tag" style={tagStyle(option.color)}>
          {option.label}
        </span>
      );
    }
  }
  return <span className="dg-text">{formatValue(column, value, language)}</span>;
}

function GridRowView<TRow extends RowData>(props: GridRowProps<TRow>) {
  const { row, index, virtual, columns, domId, language, texts, tagStyle, current, selectable, selected } =
    props;
  const { partlySelected, treeColumnId, expanded } = props;
  const canExpand = treeColumnId !== null && row.subRows.length > 0;

  // While virtual, a scroll can give this element another row to show. A checkbox or toggle focused for
  // the row that left must not pass its focus to the new one: it is let go, as when a row's element
  // was removed.
  const element = useRef<HTMLDivElement>(null);
  const shownId = useRef(row.id);
  useLayoutEffect(() => {
    if (shownId.current === row.id) return;
    shownId.current = row.id;
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== element.current && element.current?.contains(focused))
      focused.blur();
  }, [row.id]);

  // The children are lists without holes (no `false` for an absent checkbox or tree toggle): React matches
  // a list that starts with a hole by building a map of it, which every cell of every scrolled-in row paid.
  const checkCell = selectable && (
    <div key="dg-check" className="dg-cell dg-check" role="gridcell">
      <SelectBox
        label={texts.selectRow}
        checked={selected}
        indeterminate={!selected && partlySelected}
        onChange={(event) => row.getToggleSelectedHandler()(event)}
      />
    </div>
  );
  const cells = columns.map(({ id, column, style }) => {
    const isTreeColumn = id === treeColumnId;
    const content = cellContent(column, row, index, language, tagStyle);
    return (
      <div
        key={id}
        className="dg-cell"
        role="gridcell"
        data-col={id}
        data-tree={isTreeColumn ? '' : undefined}
        style={isTreeColumn ? { ...style, paddingLeft: row.depth * TREE_INDENT + 8 } : style}
      >
        {isTreeColumn ? (
          <>
            {canExpand ? (
              <button
                type="button"
                className="dg-tree-toggle"
                aria-label={expanded ? texts.collapse : texts.expand}
                aria-expanded={expanded}
                tabIndex={-1}
                onClick={(event) => {
                  event.stopPropagation();
                  row.toggleExpanded();
                }}
              >
                {expanded ? <CaretDownOutlined /> : <CaretRightOutlined />}
              </button>
            ) : (
              <span className="dg-tree-toggle" aria-hidden />
            )}
            {content}
          </>
        ) : (
          content
        )}
      </div>
    );
  });

  return (
    <div
      ref={element}
      id={domId}
      className="dg-row"
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selectable ? selected : undefined}
      aria-level={treeColumnId !== null ? row.depth + 1 : undefined}
      aria-expanded={canExpand ? expanded : undefined}
      data-index={index}
      data-current={current ? '' : undefined}
      data-virtual={virtual ? '' : undefined}
    >
      {checkCell ? [checkCell, ...cells] : cells}
    </div>
  );
}

// Rows re-render only when their own props change, not on every scroll step of the viewport.
export const GridRow = memo(GridRowView) as typeof GridRowView;
