import { CopyOutlined, SnippetsOutlined } from '@ant-design/icons';
import type { RowData } from '@tanstack/react-table';
import { useRef, type ChangeEvent, type RefObject } from 'react';
import { showErrorToast, showSuccessToast, showWarningToast } from '../feedback.ts';
import type { MenuItem } from './ContextMenu.tsx';
import { buildCsv } from './csv-export.ts';
import { canDownload, exportFileName, saveFile } from './save-file.ts';
import { readCsvFile } from './csv-import.ts';
import { cellText, rowText } from './format.ts';
import { fillText, type GridTexts } from './locales.ts';
import type { BulkAction, GridColumn, ImportMode, ImportResult } from './types.ts';

interface ActionInputs<TRow extends RowData> {
  texts: GridTexts;
  exportName: string;
  columns: readonly GridColumn<TRow>[];
  rows: readonly TRow[];
  isTree: boolean;
  /** The visible, exportable columns in their shown order. */
  shownColumns: () => GridColumn<TRow>[];
  /** Every loaded row in display order, tree descendants included. */
  allRows: () => TRow[];
  selectedRows: () => TRow[];
  serverExport: ((rows: 'page' | 'all') => unknown) | undefined;
  onImport: ((result: ImportResult<TRow>) => unknown) | undefined;
  importLabels: Partial<Record<ImportMode, string>> | undefined;
  fileInputRef: RefObject<HTMLInputElement | null>;
}

const canReadFiles = () => typeof File === 'function' && typeof File.prototype.text === 'function';

/** The toolbar's and the menu's actions, each reporting with the spec's messages. */
export function useGridActions<TRow extends RowData>(inputs: ActionInputs<TRow>) {
  const { texts, fileInputRef } = inputs;
  const importModeRef = useRef<ImportMode>('insertTop');

  const run = async (action: () => unknown, successText?: string) => {
    try {
      await action();
      if (successText) showSuccessToast(successText);
    } catch {
      showErrorToast(texts.operationFailed);
    }
  };

  const { serverExport } = inputs;
  const exportShown = () => {
    if (!canDownload()) return showErrorToast(texts.browserUnsupported);
    if (serverExport) return void run(() => serverExport('page'));
    saveFile(buildCsv(inputs.shownColumns(), inputs.allRows()), exportFileName(inputs.exportName));
  };
  const exportAll = serverExport ? () => void run(() => serverExport('all')) : undefined;

  const startImport = (mode: ImportMode) => {
    if (inputs.isTree) return showWarningToast(texts.treeImportUnsupported);
    if (!canReadFiles()) return showErrorToast(texts.browserUnsupported);
    importModeRef.current = mode;
    fileInputRef.current?.click();
  };

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so choosing the same file again (after fixing it) fires another change.
    input.value = '';
    if (!file || !inputs.onImport) return;
    const outcome = await readCsvFile(file, inputs.columns);
    if (!outcome.ok) {
      // The row (as a spreadsheet numbers the file) and the column that failed, where one did.
      const { at } = outcome;
      const where = at ? fillText(at.column ? texts.importCellAt : texts.importRowAt, at) : '';
      return showErrorToast(`${texts[outcome.failure]}${where}`);
    }
    const mode = importModeRef.current;
    const rows = mode === 'covering' ? outcome.rows : [...outcome.rows, ...inputs.rows];
    const onImport = inputs.onImport;
    await run(
      () => onImport({ mode, imported: outcome.rows, rows, rowNumbers: outcome.rowNumbers }),
      texts.saveSuccess,
    );
  };

  const runBulk = (action: BulkAction<TRow>) => {
    const selected = inputs.selectedRows();
    if (selected.length === 0) return showWarningToast(texts.selectAtLeastOne);
    void run(() => action.onClick(selected));
  };

  const copy = (text: string) =>
    run(async () => {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(text);
    }, texts.copied);

  const exportItems: MenuItem[] = [{ key: 'shown', label: texts.exportPage, onSelect: exportShown }];
  if (exportAll) exportItems.push({ key: 'all', label: texts.exportAll, onSelect: exportAll });

  const importItems: MenuItem[] = inputs.onImport
    ? [
        {
          key: 'insertTop',
          label: inputs.importLabels?.insertTop ?? texts.importInsertTop,
          onSelect: () => startImport('insertTop'),
        },
        {
          key: 'covering',
          label: inputs.importLabels?.covering ?? texts.importCovering,
          onSelect: () => startImport('covering'),
        },
      ]
    : [];

  /** The right-click menu for one cell. */
  const cellMenuItems = (column: GridColumn<TRow>, row: TRow): MenuItem[] => [
    {
      key: 'copy-cell',
      label: texts.copyCell,
      icon: <CopyOutlined />,
      onSelect: () => void copy(cellText(column, row)),
    },
    {
      key: 'copy-row',
      label: texts.copyRow,
      icon: <SnippetsOutlined />,
      onSelect: () => void copy(rowText(inputs.shownColumns(), row)),
    },
  ];

  return { onFileChosen, exportItems, importItems, cellMenuItems, runBulk, run };
}
