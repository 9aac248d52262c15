import { useQuery, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ListFilter } from '../../api/list-request.ts';
import { loadFailureOf, type LoadFailureState } from '../load-failure.tsx';

export interface TreeQueryOptions<TRow> {
  queryKey: QueryKey;
  queryFn?: QueryFunction<TRow[], never>;
}

export interface TreeQueryState<TRow> {
  /** The whole tree, or the branches holding what the keyword matched. */
  rows: TRow[];
  /** The filter bar's submit: trees filter by keyword alone (API.md). */
  setFilter: (filter: ListFilter<'keyword'>) => void;
  /** The last failure, whose 422 errors the filter bar shows on the keyword. */
  error: Error | null;
  /** Spread into the ListPage's grid: the rows as a tree, all branches open, loading, refresh, failure. */
  grid: {
    rows: TRow[];
    tree: { defaultExpandAll: true };
    loading: boolean;
    onRefresh: () => unknown;
    failure: LoadFailureState | null;
  };
}

const noRows: never[] = [];

/**
 * A tree list (departments, menus) fetched whole through the screen's query options, by keyword. The
 * tree shown stays while another keyword's loads, and when that fails.
 */
export function useTreeQuery<TRow>(
  options: (keyword?: string) => TreeQueryOptions<TRow>,
): TreeQueryState<TRow> {
  const [keyword, setKeyword] = useState<string>();
  const { queryKey, queryFn } = options(keyword);
  const query = useQuery<TRow[]>({ queryKey, queryFn: queryFn as QueryFunction<TRow[]> });
  const [lastRows, setLastRows] = useState<TRow[]>();
  if (query.data && query.data !== lastRows) setLastRows(query.data);
  const rows = query.data ?? lastRows ?? noRows;
  const setFilter = useCallback(
    (filter: ListFilter<'keyword'>) =>
      setKeyword(typeof filter.keyword === 'string' ? filter.keyword : undefined),
    [],
  );
  return {
    rows,
    setFilter,
    error: query.error,
    grid: {
      rows,
      tree: { defaultExpandAll: true },
      loading: query.isFetching,
      onRefresh: query.refetch,
      failure: loadFailureOf(query),
    },
  };
}
