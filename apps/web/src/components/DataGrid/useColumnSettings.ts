import { useCallback, useMemo, useState } from 'react';
import type { GridColumn } from './types.ts';

// Spec §9: no column narrower than 100 px.
export const MIN_COLUMN_WIDTH = 100;
export const DEFAULT_COLUMN_WIDTH = 150;

/** What a user changed about a grid's columns; remembered per grid id in localStorage. */
export interface ColumnSettings {
  order: string[];
  hidden: string[];
  widths: Record<string, number>;
}

const storageKey = (gridId: string) => `data-grid:${gridId}:columns`;

function readStored(gridId: string): Partial<ColumnSettings> | null {
  try {
    const raw = localStorage.getItem(storageKey(gridId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Partial<ColumnSettings>) : null;
  } catch {
    // Storage can be off (private mode) or hold junk from an older build: fall back to the declaration.
    return null;
  }
}

function writeStored(gridId: string, settings: ColumnSettings | null): void {
  try {
    if (settings) localStorage.setItem(storageKey(gridId), JSON.stringify(settings));
    else localStorage.removeItem(storageKey(gridId));
  } catch {
    // A full or disabled storage only costs the memory of the settings, not the change itself.
  }
}

/** Fits stored settings to today's columns: dropped columns are forgotten, new ones appended. */
function reconcile(
  stored: Partial<ColumnSettings> | null,
  columns: readonly GridColumn<never>[],
): ColumnSettings {
  const keys = columns.map((column) => column.key);
  const known = new Set(keys);
  const storedOrder = Array.isArray(stored?.order) ? stored.order.filter((key) => known.has(key)) : [];
  const order = [...new Set(storedOrder), ...keys.filter((key) => !storedOrder.includes(key))];
  const hideable = new Set(columns.filter((column) => column.hideable !== false).map((column) => column.key));
  const hidden = Array.isArray(stored?.hidden) ? stored.hidden.filter((key) => hideable.has(key)) : [];
  const widths: Record<string, number> = {};
  for (const [key, width] of Object.entries(stored?.widths ?? {})) {
    if (known.has(key) && typeof width === 'number' && Number.isFinite(width)) {
      widths[key] = Math.max(MIN_COLUMN_WIDTH, Math.round(width));
    }
  }
  return { order, hidden, widths };
}

export function useColumnSettings<TRow>(gridId: string, columns: readonly GridColumn<TRow>[]) {
  const [stored, setStored] = useState(() => ({ gridId, value: readStored(gridId) }));
  // Another grid id in the same place reads its own settings.
  if (stored.gridId !== gridId) setStored({ gridId, value: readStored(gridId) });

  const settings = useMemo(
    () => reconcile(stored.value, columns as readonly GridColumn<never>[]),
    [stored.value, columns],
  );

  const save = useCallback(
    (next: ColumnSettings) => {
      writeStored(gridId, next);
      setStored({ gridId, value: next });
    },
    [gridId],
  );

  const setHidden = useCallback(
    (key: string, hidden: boolean) => {
      const rest = settings.hidden.filter((item) => item !== key);
      save({ ...settings, hidden: hidden ? [...rest, key] : rest });
    },
    [settings, save],
  );

  const move = useCallback(
    (key: string, offset: -1 | 1) => {
      const order = [...settings.order];
      const from = order.indexOf(key);
      const to = from + offset;
      if (from < 0 || to < 0 || to >= order.length) return;
      [order[from], order[to]] = [order[to]!, order[from]!];
      save({ ...settings, order });
    },
    [settings, save],
  );

  const setWidths = useCallback(
    (widths: Record<string, number>) => save({ ...settings, widths }),
    [settings, save],
  );

  const reset = useCallback(() => {
    writeStored(gridId, null);
    setStored({ gridId, value: null });
  }, [gridId]);

  return { settings, setHidden, move, setWidths, reset };
}
