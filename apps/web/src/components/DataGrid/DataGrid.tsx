import type { RowData } from '@tanstack/react-table';
import { Empty, Spin } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { ColumnSettings } from './ColumnSettings.tsx';
import { ContextMenu } from './ContextMenu.tsx';
import { useCurrencyTitles } from './currency-titles.ts';
import type { GridTableRow } from './grid-table.ts';
import { useGridStyle, useTagStyle } from './grid-style.ts';
import { GridViewport, type MenuTarget } from './GridViewport.tsx';
import { gridLocales } from './locales.ts';
import { OverflowTooltip } from './OverflowTooltip.tsx';
import { Pager } from './Pager.tsx';
import { Toolbar } from './Toolbar.tsx';
import type { DataGridProps } from './types.ts';
import { useColumnSettings } from './useColumnSettings.ts';
import { useCompactWidth } from './useCompactGrid.ts';
import { useGridActions } from './useGridActions.tsx';
import { useGridTable } from './useGridTable.ts';
import { useZoom } from './useZoom.ts';
import './DataGrid.css';

function flattenTree<TRow extends RowData>(rows: readonly GridTableRow<TRow>[]): TRow[] {
  return rows.flatMap((row) => [row.original, ...flattenTree(row.subRows)]);
}

/** The one grid of every list screen: declare columns and rows, the grid does the rest (spec §9). */
export function DataGrid<TRow extends object>(props: DataGridProps<TRow>) {
  const { id, rows, server, selection, language = 'zh-cn', loading = false, failed = false } = props;
  const columns = useCurrencyTitles(props.columns);
  const { height = 520, rowHeight = 40, onCurrentRowChange } = props;
  const texts = gridLocales[language];
  const themeStyle = useGridStyle(rowHeight);
  const tagStyle = useTagStyle();
  const { zoomed, toggleZoom } = useZoom();
  const scrollRef = useRef<HTMLDivElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const compact = useCompactWidth(scrollRef);
  const columnSettings = useColumnSettings(id, columns);
  const { settings } = columnSettings;
  const { table, displayRows, layout, columnsById, selectionSummary, sorting, toggleSort, resizeBy, isTree } =
    useGridTable({
      columns,
      rows,
      rowKey: props.rowKey,
      server,
      selection,
      tree: props.tree,
      settings,
      onWidthsChange: columnSettings.setWidths,
      compact,
    });

  const { columnResizing } = table.state;

  const [currentId, setCurrentId] = useState<string | null>(null);
  const onCurrentChange = useCallback(
    (row: GridTableRow<TRow>) => {
      setCurrentId(row.id);
      onCurrentRowChange?.(row.original);
    },
    [onCurrentRowChange],
  );
  const [menuTarget, setMenuTarget] = useState<MenuTarget | null>(null);
  const closeMenu = useCallback(() => setMenuTarget(null), []);

  const shownColumns = () => layout.columns.map((item) => item.column).filter((c) => c.exportable !== false);
  const actions = useGridActions({
    texts,
    exportName: props.exportName ?? id,
    columns,
    rows,
    isTree,
    shownColumns,
    allRows: () =>
      isTree ? flattenTree(table.getPreExpandedRowModel().rows) : displayRows.map((row) => row.original),
    selectedRows: () => table.getSelectedRowModel().flatRows.map((row) => row.original),
    serverExport: props.serverExport,
    onImport: props.onImport,
    importLabels: props.importLabels,
    fileInputRef,
  });

  const menuRow = menuTarget ? table.getRow(menuTarget.rowId, true) : undefined;
  const menuColumn = menuTarget ? columnsById.get(menuTarget.columnId) : undefined;
  const menuItems = menuRow && menuColumn ? actions.cellMenuItems(menuColumn, menuRow.original) : [];

  const { onRefresh } = props;
  const empty =
    displayRows.length > 0 ? null : loading || failed ? (
      <span />
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText ?? texts.empty} />
    );

  return (
    <div className="dg" style={themeStyle} data-zoomed={zoomed ? '' : undefined}>
      <Toolbar
        texts={texts}
        themeStyle={themeStyle}
        extra={props.toolbar}
        bulkActions={(props.bulkActions ?? []).map((action) => ({
          ...action,
          onClick: () => actions.runBulk(action),
        }))}
        onRefresh={onRefresh ? () => void actions.run(onRefresh) : null}
        exportItems={actions.exportItems}
        importItems={actions.importItems}
        columnSettings={
          <ColumnSettings
            columns={columns}
            settings={settings}
            texts={texts}
            onHiddenChange={columnSettings.setHidden}
            onMove={columnSettings.move}
            onReset={columnSettings.reset}
          />
        }
        zoomed={zoomed}
        onToggleZoom={toggleZoom}
        tree={
          isTree
            ? {
                expandAll: () => table.toggleAllRowsExpanded(true),
                collapseAll: () => table.toggleAllRowsExpanded(false),
              }
            : null
        }
      />
      <div className="dg-frame">
        <GridViewport
          scrollRef={scrollRef}
          rows={displayRows}
          columns={layout.columns}
          totalWidth={layout.totalWidth}
          texts={texts}
          language={language}
          tagStyle={tagStyle}
          rowHeight={rowHeight}
          height={height}
          ariaLabel={props.ariaLabel ?? texts.grid}
          sorting={sorting}
          onSort={toggleSort}
          onResizeBy={resizeBy}
          resizingColumn={columnResizing.isResizingColumn}
          selection={selectionSummary}
          isTree={isTree}
          currentId={currentId}
          onCurrentChange={onCurrentChange}
          onActivate={props.onRowActivate}
          onOpenMenu={setMenuTarget}
          empty={empty}
          loading={loading}
          compact={compact}
        />
        {loading && (
          <div className="dg-loading">
            <Spin />
          </div>
        )}
      </div>
      {server && !(failed && rows.length === 0) && <Pager server={server} texts={texts} />}
      <ContextMenu
        position={menuTarget && menuItems.length > 0 ? menuTarget : null}
        items={menuItems}
        label={texts.contextMenu}
        themeStyle={themeStyle}
        onClose={closeMenu}
      />
      <OverflowTooltip containerRef={scrollRef} />
      <input
        ref={fileInputRef}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={texts.import}
        onChange={(event) => void actions.onFileChosen(event)}
      />
    </div>
  );
}
