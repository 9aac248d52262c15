import {
  constructRow,
  createCoreRowModel,
  skipFirstRun,
  tableMemo,
  type Row,
  type RowData,
  type RowModel,
  type Table,
  type TableFeatures,
} from '@tanstack/react-table';

/** An array index given as a property key ("0", "41"), or -1. */
function indexOf(key: string | symbol, length: number): number {
  if (typeof key !== 'string' || key.length === 0) return -1;
  const first = key.charCodeAt(0);
  if (first < 48 || first > 57 || (first === 48 && key.length > 1)) return -1;
  const index = Number(key);
  return Number.isInteger(index) && index < length ? index : -1;
}

/**
 * The core row model of a flat list, built as it is read: a row object is made the first time its
 * index or id is asked for. The grid shows a few dozen rows of a list that can hold 100 000, so the
 * first frame no longer waits for a row object per row; sorting, select-all and export still read
 * every row, and get them all, built once.
 */
function lazyRowModel<TFeatures extends TableFeatures, TData extends RowData>(
  table: Table<TFeatures, TData>,
  data: readonly TData[],
): RowModel<TFeatures, TData> {
  type TRow = Row<TFeatures, TData>;
  const built = new Array<TRow>(data.length);
  const rowAt = (index: number): TRow => {
    let row = built[index];
    if (!row) {
      const original = data[index]!;
      row = constructRow(table, table.getRowId(original, index), original, index, 0);
      built[index] = row;
    }
    return row;
  };
  const buildAll = () => {
    for (let index = 0; index < data.length; index++) rowAt(index);
  };

  const rows = new Proxy(built, {
    get(target, key, receiver) {
      const index = indexOf(key, data.length);
      return index >= 0 ? rowAt(index) : Reflect.get(target, key, receiver);
    },
    has(target, key) {
      return indexOf(key, data.length) >= 0 || Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      const index = indexOf(key, data.length);
      if (index >= 0) rowAt(index);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    ownKeys(target) {
      buildAll();
      return Reflect.ownKeys(target);
    },
  });

  // Ids are read from the data (no row objects) the first time a row is looked up by id.
  let indexById: Map<string, number> | null = null;
  const indexOfId = (id: string) => {
    if (!indexById) {
      indexById = new Map();
      for (let index = 0; index < data.length; index++) {
        indexById.set(table.getRowId(data[index]!, index), index);
      }
    }
    return indexById.get(id);
  };
  const byId = Object.create(null) as Record<string, TRow>;
  const rowsById = new Proxy(byId, {
    get(target, key) {
      if (typeof key !== 'string') return undefined;
      const index = indexOfId(key);
      return index === undefined ? undefined : (target[key] ??= rowAt(index));
    },
    has(_target, key) {
      return typeof key === 'string' && indexOfId(key) !== undefined;
    },
    getOwnPropertyDescriptor(target, key) {
      if (typeof key === 'string') {
        const index = indexOfId(key);
        if (index !== undefined) target[key] ??= rowAt(index);
      }
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    ownKeys(target) {
      buildAll();
      for (const row of built) target[row.id] = row;
      return Reflect.ownKeys(target);
    },
  });

  // A flat list's rows are its flat rows.
  return { rows, flatRows: rows, rowsById };
}

/**
 * TanStack's core row model, built lazily for flat lists (see lazyRowModel); trees, whose sub-rows
 * are found by walking every row, keep TanStack's own. Like TanStack's, a change of data resets what
 * the table resets on new data.
 */
export function createLazyCoreRowModel<TFeatures extends TableFeatures, TData extends RowData>() {
  return (table: Table<TFeatures, TData>): (() => RowModel<TFeatures, TData>) => {
    const eager = createCoreRowModel<TFeatures, TData>()(table);
    const lazy = tableMemo({
      feature: 'coreRowModelsFeature',
      table,
      fnName: 'table.getCoreRowModel',
      memoDeps: () => [table.options.data],
      fn: () => lazyRowModel(table, table.options.data),
      onAfterUpdate: skipFirstRun(() => {
        const resets = table as unknown as Record<string, (() => void) | undefined>;
        resets.autoResetExpanded?.();
        resets.autoResetPageIndex?.();
        resets.autoResetSorting?.();
        resets.autoResetCellSelection?.();
      }),
    });
    return () => (table.options.getSubRows ? eager() : lazy());
  };
}
