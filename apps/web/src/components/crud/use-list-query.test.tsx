import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from '@app/contracts/common';
import type { ListRequest } from '../../api/list-request.ts';
import { useListQuery, type ListStart } from './use-list-query.ts';

const emptyPage: Page<{ id: number }> = {
  data: [],
  meta: { current_page: 1, per_page: 20, total: 0, last_page: 1, from: null, to: null },
};

/**
 * A list screen at `/things` (opened at `address`) in a router: the test reads the address and moves it,
 * as the address bar, Back and another tab do.
 */
function setUp(address = '/things', start: ListStart = {}) {
  const fetchPage = vi.fn(async (_request: ListRequest) => emptyPage);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
  const options = (request: ListRequest) => ({
    queryKey: ['things', request],
    queryFn: () => fetchPage(request),
  });
  const browser = { navigate: (() => undefined) as NavigateFunction, address: '' };
  const { result } = renderHook(
    () => {
      browser.navigate = useNavigate();
      const { pathname, search } = useLocation();
      browser.address = pathname + search;
      return useListQuery(options, start);
    },
    { wrapper },
  );
  const go = (to: string | number) => act(() => void browser.navigate(to as never));
  return { result, fetchPage, go, address: () => browser.address };
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

  it('opens the view a pasted link names, asking for nothing else first', async () => {
    const { fetchPage } = setUp('/things?status=active&page=2&sort=-amount');
    await waitFor(() => expect(fetchPage).toHaveBeenCalled());
    expect(fetchPage.mock.calls.map(([request]) => request)).toEqual([
      { page: 2, per_page: 20, sort: '-amount', filter: { status: 'active' } },
    ]);
  });

  it('writes each search and page in the address, and Back shows the view before', async () => {
    const { result, fetchPage, go, address } = setUp();
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
    act(() => result.current.setFilter({ status: 'active', category_id: 3 }));
    await waitFor(() => expect(address()).toBe('/things?status=active&category_id=3'));
    act(() => result.current.grid.server.onQueryChange({ page: 2, per_page: 50, sort: 'name' }));
    await waitFor(() =>
      expect(address()).toBe('/things?status=active&category_id=3&sort=name&page=2&per_page=50'),
    );
    expect(result.current.filterBar.values).toEqual({ status: 'active', category_id: '3' });

    go(-1);
    await waitFor(() =>
      expect(result.current.request).toEqual({
        page: 1,
        per_page: 20,
        filter: { status: 'active', category_id: '3' },
      }),
    );
    go(-1);
    await waitFor(() => expect(result.current.request).toEqual({ page: 1, per_page: 20, filter: {} }));
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, per_page: 20, filter: {} });
  });

  it('ignores the address of another screen while kept alive behind it, and gives its own back when opened bare', async () => {
    const { result, go, address } = setUp('/things?status=active');
    await waitFor(() => expect(result.current.request.filter).toEqual({ status: 'active' }));
    go('/other?status=closed&page=4');
    await waitFor(() => expect(address()).toBe('/other?status=closed&page=4'));
    expect(result.current.request).toEqual({ page: 1, per_page: 20, filter: { status: 'active' } });
    // The menu opens the screen without a view: it shows the one it kept, and says so in the address.
    go('/things');
    await waitFor(() => expect(address()).toBe('/things?status=active'));
    expect(result.current.request.filter).toEqual({ status: 'active' });
  });

  it('applies fixed filters to every view and keeps them out of the address', async () => {
    const { result, fetchPage, address } = setUp('/things?status=approved&user_id=4', {
      fixed: { status: 'pending' },
    });
    await waitFor(() => expect(fetchPage).toHaveBeenCalled());
    expect(fetchPage).toHaveBeenLastCalledWith({
      page: 1,
      per_page: 20,
      filter: { user_id: '4', status: 'pending' },
    });
    act(() => result.current.setFilter({ user_id: 5 }));
    await waitFor(() => expect(address()).toBe('/things?user_id=5'));
    expect(result.current.request.filter).toEqual({ user_id: '5', status: 'pending' });
  });
});
