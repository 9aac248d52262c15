import {
  hashKey,
  keepPreviousData,
  useQuery,
  type QueryFunction,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { Page } from '@app/contracts/common';
import type { ListFilter, ListRequest } from '../../api/list-request.ts';
import type { ListQuery, ServerPaging } from '../DataGrid/index.ts';
import { loadFailureOf, type LoadFailureState } from '../load-failure.tsx';

/** What the API module's `queryOptions` for a page give. */
interface PageQueryOptions<TRow> {
  queryKey: QueryKey;
  queryFn?: QueryFunction<Page<TRow>, never>;
}

export interface ListQueryState<TRow> {
  request: ListRequest;
  /** Starts again from page 1: a new filter changes what page 2 means. */
  setFilter: (filter: ListFilter) => void;
  /** The last fetch's failure (a 422 names the filters at fault), null once a fetch succeeds. */
  error: Error | null;
  /** Spread into the ListPage's grid: rows, loading, server paging, refresh, and the failure to show. */
  grid: {
    rows: readonly TRow[];
    loading: boolean;
    server: ServerPaging;
    onRefresh: () => unknown;
    failure: LoadFailureState | null;
  };
}

const noRows: never[] = [];

/**
 * Page, per_page, sort and filter of a server list (API.md's dialect) as state, fetched through the
 * screen's query options. The previous page stays on screen while the next one loads, and when it fails.
 */
export function useListQuery<TRow>(
  options: (request: ListRequest) => PageQueryOptions<TRow>,
  initial: Partial<ListRequest> = {},
): ListQueryState<TRow> {
  const [request, setRequest] = useState<ListRequest>(() => ({
    page: 1,
    per_page: 20,
    filter: {},
    ...initial,
  }));
  const { queryKey, queryFn } = options(request);
  const query = useQuery<Page<TRow>>({
    queryKey,
    queryFn: queryFn as QueryFunction<Page<TRow>>,
    placeholderData: keepPreviousData,
  });
  const { refetch } = query;
  // A failed fetch (a refused filter, a server fault) leaves the rows already shown, beside the failure.
  const [lastPage, setLastPage] = useState<Page<TRow>>();
  if (query.data && query.data !== lastPage) setLastPage(query.data);
  const page = query.data ?? lastPage;

  // Searching again with the same filter asks the server again, as staff expect of "Search" (after a
  // refused filter, or to see what changed meanwhile); the query key alone would not change.
  const setFilter = useCallback(
    (filter: ListFilter) => {
      const next = { ...request, page: 1, filter };
      if (hashKey([next]) === hashKey([request])) void refetch();
      else setRequest(next);
    },
    [request, refetch],
  );
  const onQueryChange = useCallback(
    ({ page, per_page, sort }: ListQuery) =>
      setRequest((current) => ({ ...current, page, per_page, ...(sort ? { sort } : { sort: undefined }) })),
    [],
  );
  const gridQuery = useMemo<ListQuery>(
    () => ({ page: request.page, per_page: request.per_page, sort: request.sort }),
    [request.page, request.per_page, request.sort],
  );

  return {
    request,
    setFilter,
    error: query.error,
    grid: {
      rows: page?.data ?? noRows,
      loading: query.isFetching,
      server: { query: gridQuery, meta: page?.meta, onQueryChange },
      onRefresh: refetch,
      failure: loadFailureOf(query),
    },
  };
}
