import {
  hashKey,
  keepPreviousData,
  useQuery,
  type QueryFunction,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import type { Page } from '@app/contracts/common';
import type { ListFilter, ListRequest } from '../../api/list-request.ts';
import type { ListQuery, ServerPaging } from '../DataGrid/index.ts';
import { loadFailureOf, type LoadFailureState } from '../load-failure.tsx';
import { asAddressed, listRequestOf, listSearchOf, type ListDefaults } from './list-address.ts';

/** What the API module's `queryOptions` for a page give. */
export interface PageQueryOptions<TRow> {
  queryKey: QueryKey;
  queryFn?: QueryFunction<Page<TRow>, never>;
}

export interface ListQueryState<TRow, TName extends string = string> {
  request: ListRequest<TName>;
  /** Starts again from page 1: a new filter changes what page 2 means. */
  setFilter: (filter: ListFilter<TName>) => void;
  /** The last fetch's failure (a 422 names the filters at fault), null once a fetch succeeds. */
  error: Error | null;
  /** Spread into the ListPage's filters: applies a search, shows the applied filter and its errors. */
  filterBar: {
    onSubmit: (filter: ListFilter<TName>) => void;
    values: ListFilter<TName>;
    error: Error | null;
  };
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

/** The screen's first view; `fixed`: filters always applied (a screen of pending requests only). */
export type ListStart<TName extends string = string> = Partial<ListRequest<TName>> & {
  fixed?: ListFilter<TName>;
};

const sameSearch = (a: URLSearchParams, b: URLSearchParams) =>
  [...a].sort().join('&') === [...b].sort().join('&');

/**
 * Page, per_page, sort and filter of a server list (API.md's dialect) as state, fetched through the
 * screen's query options, and kept in the address (list-address.ts) so that a reload, Back or a pasted
 * link shows the same view. The previous page stays on screen while the next one loads, and when it fails.
 */
export function useListQuery<TRow, TName extends string = string>(
  options: (request: ListRequest<TName>) => PageQueryOptions<TRow>,
  start: ListStart<TName> = {},
): ListQueryState<TRow, TName> {
  // The names are checked where the screen declares its filters; the address may bring any name.
  return useAnyListQuery(
    options as (request: ListRequest) => PageQueryOptions<TRow>,
    start as ListStart,
  ) as never;
}

function useAnyListQuery<TRow>(
  options: (request: ListRequest) => PageQueryOptions<TRow>,
  start: ListStart,
): ListQueryState<TRow> {
  const [defaults] = useState<ListDefaults>(() => {
    const { fixed = {}, ...first } = start;
    return { request: { page: 1, per_page: 20, ...first, filter: { ...first.filter, ...fixed } }, fixed };
  });
  const [searchParams, setSearchParams] = useSearchParams();
  // A kept-alive screen stays mounted behind others: only the address of its own path is its view.
  const { pathname } = useLocation();
  const [ownPath] = useState(pathname);
  const shown = pathname === ownPath;
  const [request, setRequest] = useState<ListRequest>(() => listRequestOf(searchParams, defaults));

  // Back, Forward or a typed address changes the view; an address without one that no step of history
  // brought (the screen opened from the menu while kept alive) is given the view the screen still shows.
  const stepped = useNavigationType() === 'POP';
  const bare = searchParams.size === 0 && !stepped;
  const searchText = searchParams.toString();
  const [seenSearch, setSeenSearch] = useState(searchText);
  if (shown && searchText !== seenSearch) {
    setSeenSearch(searchText);
    if (!bare && !sameSearch(listSearchOf(request, defaults), searchParams)) {
      setRequest(listRequestOf(searchParams, defaults));
    }
  }
  useEffect(() => {
    if (!shown || !bare) return;
    const written = listSearchOf(request, defaults);
    if (written.size > 0) setSearchParams(written, { replace: true });
  }, [shown, bare, request, defaults, setSearchParams]);

  /** Shows a view and writes it in the address, as a step Back can undo. */
  const show = useCallback(
    (next: ListRequest) => {
      const addressed = asAddressed(next, defaults);
      setRequest(addressed);
      if (shown) setSearchParams(listSearchOf(addressed, defaults));
    },
    [defaults, shown, setSearchParams],
  );
  const { queryKey, queryFn } = options(request);
  const query = useQuery<Page<TRow>>({
    queryKey,
    queryFn: queryFn as QueryFunction<Page<TRow>>,
    placeholderData: keepPreviousData,
  });
  const { refetch } = query;
  // A failed fetch (a refused filter, a server fault) leaves the rows already shown, beside the failure,
  // which says when they are another search's: under the new filter they would pass for its answer.
  const key = hashKey(queryKey);
  const [lastPage, setLastPage] = useState<{ page: Page<TRow>; key: string }>();
  // TanStack's placeholder data is the search before's page, shown while this one loads: not this key's.
  if (query.data && !query.isPlaceholderData && query.data !== lastPage?.page)
    setLastPage({ page: query.data, key });
  const page = query.data ?? lastPage?.page;
  const failure = loadFailureOf(query);

  // Searching again with the same filter asks the server again, as staff expect of "Search" (after a
  // refused filter, or to see what changed meanwhile); the query key alone would not change.
  const setFilter = useCallback(
    (filter: ListFilter) => {
      const next = asAddressed({ ...request, page: 1, filter }, defaults);
      if (hashKey([next]) === hashKey([request])) void refetch();
      else show(next);
    },
    [request, refetch, show, defaults],
  );
  const onQueryChange = useCallback(
    ({ page, per_page, sort }: ListQuery) => show({ ...request, page, per_page, sort: sort || undefined }),
    [request, show],
  );
  const gridQuery = useMemo<ListQuery>(
    () => ({ page: request.page, per_page: request.per_page, sort: request.sort }),
    [request.page, request.per_page, request.sort],
  );

  return {
    request,
    setFilter,
    error: query.error,
    filterBar: { onSubmit: setFilter, values: request.filter, error: query.error },
    grid: {
      rows: page?.data ?? noRows,
      loading: query.isFetching,
      server: { query: gridQuery, meta: page?.meta, onQueryChange },
      onRefresh: refetch,
      failure: failure && { ...failure, earlierRows: lastPage !== undefined && lastPage.key !== key },
    },
  };
}
