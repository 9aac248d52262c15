import { CaretDownOutlined, CaretUpOutlined, SwapOutlined } from '@ant-design/icons';
import type { RowData, SortingState } from '@tanstack/react-table';
import { memo, type KeyboardEvent } from 'react';
import type { LayoutColumn } from './layout.ts';
import type { GridTexts } from './locales.ts';
import { SelectBox } from './SelectBox.tsx';

interface GridHeaderProps<TRow extends RowData> {
  columns: readonly LayoutColumn<TRow>[];
  texts: GridTexts;
  sorting: SortingState;
  onSort: (columnId: string) => void;
  onResizeBy: (columnId: string, delta: number) => void;
  resizingColumn: string | false;
  selection: { all: boolean; some: boolean; toggleAll: () => void } | null;
}

const RESIZE_STEP = 10;
const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  if (direction === 'asc') return <CaretUpOutlined className="dg-sort-icon" data-active="" />;
  if (direction === 'desc') return <CaretDownOutlined className="dg-sort-icon" data-active="" />;
  return <SwapOutlined rotate={90} className="dg-sort-icon" />;
}

function GridHeaderView<TRow extends RowData>(props: GridHeaderProps<TRow>) {
  const { columns, texts, sorting, onSort, onResizeBy, resizingColumn, selection } = props;
  const active = sorting[0];

  return (
    <div className="dg-header" role="row" aria-rowindex={1}>
      {selection && (
        <div className="dg-hcell dg-check" role="columnheader">
          <SelectBox
            label={texts.selectAll}
            checked={selection.all}
            indeterminate={!selection.all && selection.some}
            onChange={selection.toggleAll}
          />
        </div>
      )}
      {columns.map(({ id, column, header, width, style }) => {
        const direction = active?.id === id ? (active.desc ? 'desc' : 'asc') : null;
        const resizeHandler = header.getResizeHandler();
        const onResizeKey = (event: KeyboardEvent) => {
          const delta = { ArrowLeft: -RESIZE_STEP, ArrowRight: RESIZE_STEP }[event.key];
          if (delta === undefined) return;
          event.preventDefault();
          event.stopPropagation();
          onResizeBy(id, delta);
        };
        return (
          <div
            key={id}
            className="dg-hcell"
            role="columnheader"
            style={style}
            data-col={id}
            aria-sort={column.sortable ? (direction ? ariaSort[direction] : 'none') : undefined}
          >
            {column.sortable ? (
              <button
                type="button"
                className="dg-sort"
                aria-label={`${texts.sortBy}: ${column.title}`}
                onClick={() => onSort(id)}
              >
                <HeaderTitle column={column} />
                <SortIcon direction={direction} />
              </button>
            ) : (
              <HeaderTitle column={column} />
            )}
            <div
              className="dg-resizer"
              role="separator"
              aria-orientation="vertical"
              aria-label={`${texts.resizeColumn}: ${column.title}`}
              aria-valuenow={width}
              aria-valuemin={100}
              tabIndex={0}
              data-resizing={resizingColumn === id ? '' : undefined}
              onMouseDown={resizeHandler}
              onTouchStart={resizeHandler}
              onKeyDown={onResizeKey}
              onClick={(event) => event.stopPropagation()}
            />
          </div>
        );
      })}
    </div>
  );
}

/** A header's title, cut short with an ellipsis where it does not fit, but never its unit. */
function HeaderTitle({ column }: { column: { title: string; titleUnit?: string } }) {
  const { title, titleUnit } = column;
  if (!titleUnit || !title.endsWith(` ${titleUnit}`)) return <span className="dg-text">{title}</span>;
  return (
    <>
      <span className="dg-text">{title.slice(0, -titleUnit.length - 1)}</span>
      <span className="dg-unit">{`\u00a0${titleUnit}`}</span>
    </>
  );
}

// The header renders again only when its own props change, not on every scroll step of the viewport.
export const GridHeader = memo(GridHeaderView) as typeof GridHeaderView;
