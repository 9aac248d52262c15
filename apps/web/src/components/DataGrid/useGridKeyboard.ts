import type { RowData } from '@tanstack/react-table';
import type { KeyboardEvent } from 'react';
import type { GridTableRow } from './grid-table.ts';

interface KeyboardInputs<TRow extends RowData> {
  rows: readonly GridTableRow<TRow>[];
  currentIndex: number;
  /** Rows per screen, for Page Up / Page Down. */
  pageRows: () => number;
  moveTo: (index: number) => void;
  selectable: boolean;
  isTree: boolean;
  onActivate: ((row: TRow) => void) | undefined;
  openMenuAtCurrent: () => void;
}

/**
 * The grid's keys, on the focused grid itself (not on a checkbox or header button inside it):
 * arrows, Page Up/Down and Home/End move the current row; Enter activates it; Space selects it;
 * Right/Left open and close a tree row (Left on a closed row goes to its parent);
 * the Menu key or Shift+F10 opens the right-click menu.
 */
export function useGridKeyboard<TRow extends RowData>(inputs: KeyboardInputs<TRow>) {
  const { rows, currentIndex, pageRows, moveTo, selectable, isTree, onActivate, openMenuAtCurrent } = inputs;

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || rows.length === 0) return;
    const current = rows[currentIndex];
    const actions: Record<string, () => void> = {
      ArrowDown: () => moveTo(currentIndex < 0 ? 0 : currentIndex + 1),
      ArrowUp: () => moveTo(currentIndex < 0 ? 0 : currentIndex - 1),
      PageDown: () => moveTo(Math.max(currentIndex, 0) + pageRows()),
      PageUp: () => moveTo(Math.max(currentIndex, 0) - pageRows()),
      Home: () => moveTo(0),
      End: () => moveTo(rows.length - 1),
    };
    if (current) {
      actions.Enter = () => onActivate?.(current.original);
      actions.ContextMenu = openMenuAtCurrent;
      if (selectable) actions[' '] = () => current.toggleSelected();
      if (isTree) {
        actions.ArrowRight = () => {
          if (current.subRows.length > 0 && !current.getIsExpanded()) current.toggleExpanded(true);
        };
        actions.ArrowLeft = () => {
          if (current.getIsExpanded()) current.toggleExpanded(false);
          else if (current.parentId !== undefined)
            moveTo(rows.findIndex((row) => row.id === current.parentId));
        };
      }
    }
    const key = event.key === 'F10' && event.shiftKey ? 'ContextMenu' : event.key;
    const action = actions[key];
    if (!action) return;
    event.preventDefault();
    action();
  };
}
