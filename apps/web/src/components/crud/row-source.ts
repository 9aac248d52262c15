import type { ListFilter, ListRequest } from '../../api/list-request.ts';
import type { DataGridProps } from '../DataGrid/index.ts';
import type { LoadFailureState } from '../load-failure.tsx';
import { useListQuery, type ListStart, type PageQueryOptions } from './use-list-query.ts';
import { useTreeQuery, type TreeQueryOptions } from './use-tree-query.ts';

/** A list's rows as a screen uses them, whether pages of a list or a whole tree. */
export interface RowsState<TRow extends object, TName extends string> {
  /** The page shown (a paged list only): a server export or a second query of the same view reads it. */
  request: ListRequest<TName> | undefined;
  rows: readonly TRow[];
  /** Spread into the ListPage's filters. */
  filterBar: {
    onSubmit: (filter: ListFilter<TName>) => void;
    values?: ListFilter<TName>;
    error: Error | null;
  };
  /** Spread into the ListPage's grid. */
  grid: Partial<DataGridProps<TRow>> & {
    rows: readonly TRow[];
    failure: LoadFailureState | null;
  };
}

/**
 * Where a resource's rows come from: a hook, chosen once where the resource is declared, and given what
 * the resource's `useChoices` gave.
 */
export interface RowSource<TRow extends object, TName extends string, TChoices = unknown> {
  useRows: (choices: TChoices) => RowsState<TRow, TName>;
}

/**
 * Pages of a list in API.md's dialect, through the API module's query options (whose request type names
 * the contract's filters); `start`: the first view, and the filters always applied. A first view that
 * depends on when the screen opens (the last 30 days) is a function of the choices, read when it mounts.
 */
export function pagesOf<TRow extends object, TName extends string, TChoices = unknown>(
  options: (request: ListRequest<TName>) => PageQueryOptions<TRow>,
  start?: ListStart<NoInfer<TName>> | ((choices: TChoices) => ListStart<NoInfer<TName>>),
): RowSource<TRow, TName, TChoices> {
  return {
    useRows(choices) {
      const list = useListQuery<TRow, TName>(options, typeof start === 'function' ? start(choices) : start);
      return { request: list.request, rows: list.grid.rows, filterBar: list.filterBar, grid: list.grid };
    },
  };
}

/** A whole tree (departments, menus) by keyword, through the API module's query options. */
export function treeOf<TRow extends object>(
  options: (keyword?: string) => TreeQueryOptions<TRow>,
): RowSource<TRow, 'keyword'> {
  return {
    useRows() {
      const tree = useTreeQuery<TRow>(options);
      return {
        request: undefined,
        rows: tree.rows,
        filterBar: { onSubmit: tree.setFilter, error: tree.error },
        grid: tree.grid,
      };
    },
  };
}
