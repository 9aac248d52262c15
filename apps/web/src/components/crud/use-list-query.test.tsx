import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from '@app/contracts/common';
import type { ListRequest } from '../../api/list-request.ts';
import { useListQuery } from './use-list-query.ts';

const emptyPage: Page<{ id: number }> = {
  data: [],
  meta: { current_page: 1, per_page: 20, total: 0, last_page: 1, from: null, to: null },
};

function setUp() {
  const fetchPage = vi.fn(async (_request: ListRequest) => emptyPage);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const options = (request: ListRequest) => ({
    queryKey: ['things', request],
    queryFn: () => fetchPage(request),
  });
  const { result } = renderHook(() => useListQuery(options), { wrapper });
  return { result, fetchPage };
}

describe('useListQuery', () => {
  it('asks from page 1 with a new filter', async () => {
    const { result, fetchPage } = setUp();
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
    act(() => result.current.grid.server.onQueryChange({ page: 3, per_page: 20 }));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    act(() => result.current.setFilter({ status: 'active' }));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(3));
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, per_page: 20, filter: { status: 'active' } });
  });

  it('asks the server again when the same filter is searched again', async () => {
    const { result, fetchPage } = setUp();
    act(() => result.current.setFilter({ status: 'active' }));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenCalledWith(expect.objectContaining({ filter: { status: 'active' } })),
    );
    const calls = fetchPage.mock.calls.length;
    act(() => result.current.setFilter({ status: 'active' }));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(calls + 1));
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, per_page: 20, filter: { status: 'active' } });
  });
});
